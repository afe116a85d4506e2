import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { FeedbackRow } from '../shared/contentApi.ts'
import { feedbackTable, feedbackZip } from './feedbackExport.ts'

const rows: FeedbackRow[] = [
  {
    id: 7,
    category: 'bug',
    description: 'The lock page, "Create", fails\non BSC',
    email: 'a@example.com',
    contact: '',
    status: 'open',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
  },
]
const header = ['ID', 'Time', 'Category', 'Status', 'Email', 'Contact', 'Message']

describe('feedback exports', () => {
  it('lays the rows out under the header', () => {
    expect(feedbackTable(rows, header)).toEqual([
      header,
      [
        7,
        '2026-11-22T10:00:00.000Z',
        'bug',
        'open',
        'a@example.com',
        '',
        'The lock page, "Create", fails\non BSC',
      ],
    ])
  })

  it('zips a CSV (quoted, with BOM) and the rows as JSON', async () => {
    const blob = await feedbackZip(rows, header)
    expect(blob.type).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual(['feedback.csv', 'feedback.json'])
    const csvBytes = files['feedback.csv']!
    // The UTF-8 byte-order mark, so that Excel reads Chinese and Japanese text right.
    expect([...csvBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = strFromU8(csvBytes)
    expect(csv.startsWith('ID,Time,Category')).toBe(true)
    expect(csv).toContain('"The lock page, ""Create"", fails\non BSC"')
    expect(JSON.parse(strFromU8(files['feedback.json']!))).toEqual(rows)
  })
})

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
    expect(csv.startsWith('"ID","Time","Category"')).toBe(true)
    expect(csv).toContain('7,"2026-11-22T10:00:00.000Z","bug","open","a@example.com","",')
    expect(csv).toContain('"The lock page, ""Create"", fails\non BSC"')
    expect(JSON.parse(strFromU8(files['feedback.json']!))).toEqual(rows)
  })

  // Feedback is typed by the public: a contact of `a;=HYPERLINK(...)` must not become a formula in
  // a spreadsheet that splits the CSV on semicolons (issue 54 point 11).
  it("writes the public's text so that no spreadsheet runs it as a formula", async () => {
    const hostile = { ...rows[0]!, contact: 'a;=HYPERLINK("http://x","y")', description: '@SUM(A1)' }
    const files = unzipSync(new Uint8Array(await (await feedbackZip([hostile], header)).arrayBuffer()))
    expect(strFromU8(files['feedback.csv']!).split('\r\n')[1]).toBe(
      '7,"2026-11-22T10:00:00.000Z","bug","open","a@example.com","a;\'=HYPERLINK(""http://x"",""y"")","\'@SUM(A1)"',
    )
  })
})

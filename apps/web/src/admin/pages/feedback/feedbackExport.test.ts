import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadLazyNamespace } from '../../../base/loadLanguage.ts'
import type { FeedbackRow } from '../shared/contentApi.ts'
import { type FeedbackWords, feedbackTable, feedbackZip } from './feedbackExport.ts'

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
// What the server answered, as written (the tests of the layout and of the quoting).
const raw: FeedbackWords = { category: (value) => value, status: (value) => value, time: (value) => value }

describe('feedback exports', () => {
  it('lays the rows out under the header', () => {
    expect(feedbackTable(rows, header, raw)).toEqual([
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

  it("writes category, status and time in the operator's language, as the console shows them (issue 77)", async () => {
    const i18n = await createI18n('zh')
    await loadLazyNamespace(i18n, 'admin')
    const t = i18n.getFixedT('zh', 'admin')
    const words: FeedbackWords = {
      category: (value) => t(`feedback.category.${value}`),
      status: (value) => t(`feedback.status.${value}`),
      time: (iso) => formatDateTime(Date.parse(iso), 'zh'),
    }
    const [, row] = feedbackTable(rows, header, words)
    expect(row?.slice(1, 4)).toEqual([
      formatDateTime(Date.parse(rows[0]!.createdAt), 'zh'),
      '问题报告',
      t('feedback.status.open'),
    ])
    expect(row?.[1]).toContain('2026')
    expect(row?.[1]).not.toContain('T10:00')
    expect(row?.[3]).not.toBe('open')
  })

  it('zips a CSV (quoted, with BOM) and the rows as JSON', async () => {
    const blob = await feedbackZip(rows, header, raw)
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
    const files = unzipSync(new Uint8Array(await (await feedbackZip([hostile], header, raw)).arrayBuffer()))
    expect(strFromU8(files['feedback.csv']!).split('\r\n')[1]).toBe(
      '7,"2026-11-22T10:00:00.000Z","bug","open","a@example.com","a;\'=HYPERLINK(""http://x"",""y"")","\'@SUM(A1)"',
    )
  })
})

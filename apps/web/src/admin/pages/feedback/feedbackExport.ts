import { type TableCell, toCsv } from '../../../app/files/downloadTable.ts'
import type { FeedbackRow } from '../shared/contentApi.ts'

/** How an export writes a row's coded values: in the operator's language, as the console shows them. */
export type FeedbackWords = {
  category: (category: string) => string
  status: (status: string) => string
  /** The ISO time the server answered, as a date and time. */
  time: (iso: string) => string
}

/**
 * The header and one row per message, as both exports write them: category, status and time in
 * the operator's words beside the header in their language (issue 77: zh headers over "bug",
 * "open" and an ISO time). The zip's JSON keeps the server's values.
 */
export function feedbackTable(
  rows: readonly FeedbackRow[],
  header: readonly string[],
  words: FeedbackWords,
): TableCell[][] {
  return [
    [...header],
    ...rows.map((row) => [
      row.id,
      words.time(row.createdAt),
      words.category(row.category),
      words.status(row.status),
      row.email,
      row.contact,
      row.description,
    ]),
  ]
}

/**
 * The zip export: `feedback.csv` (the same table as the XLSX, for any tool) and `feedback.json`
 * (the rows exactly as the server answered them, for re-import or archiving). fflate is loaded
 * only when an operator asks for a zip.
 *
 * @example
 * saveBlob(await feedbackZip(rows, header, words), 'feedback.zip')
 */
export async function feedbackZip(
  rows: readonly FeedbackRow[],
  header: readonly string[],
  words: FeedbackWords,
): Promise<Blob> {
  const { strToU8, zipSync } = await import('fflate')
  const zipped = zipSync({
    'feedback.csv': strToU8(toCsv(feedbackTable(rows, header, words))),
    'feedback.json': strToU8(`${JSON.stringify(rows, null, 2)}\n`),
  })
  return new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' })
}

import { type TableCell, toCsv } from '../../../app/files/downloadTable.ts'
import type { FeedbackRow } from '../shared/contentApi.ts'

/** The header and one row per message, as both exports write them. */
export function feedbackTable(rows: readonly FeedbackRow[], header: readonly string[]): TableCell[][] {
  return [
    [...header],
    ...rows.map((row) => [
      row.id,
      row.createdAt,
      row.category,
      row.status,
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
 * saveBlob(await feedbackZip(rows, header), 'feedback.zip')
 */
export async function feedbackZip(rows: readonly FeedbackRow[], header: readonly string[]): Promise<Blob> {
  const { strToU8, zipSync } = await import('fflate')
  const zipped = zipSync({
    'feedback.csv': strToU8(toCsv(feedbackTable(rows, header))),
    'feedback.json': strToU8(`${JSON.stringify(rows, null, 2)}\n`),
  })
  return new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' })
}

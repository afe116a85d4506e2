import { loadExcel } from './readListFile.ts'

export type TableCell = string | number | bigint | boolean | null | undefined

/** A plain decimal number, which a spreadsheet reads as that number and nothing else. */
const plainNumber = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). Text starting
 * with = + - @, a tab or a carriage return is prefixed with an apostrophe (OWASP's advice against
 * CSV injection): Excel and LibreOffice would otherwise run it as a formula, and exports carry text
 * from the public (feedback, contacts). Plain numbers (-1.5, +2) are left as they are.
 */
export function csvField(value: TableCell): string {
  const raw = value === null || value === undefined ? '' : String(value)
  const text = /^[=+\-@\t\r]/.test(raw) && !plainNumber.test(raw) ? `'${raw}` : raw
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * A CSV document of `rows` (the first is usually the header), CRLF line ends and a UTF-8 byte-order
 * mark so that Excel opens Chinese and Japanese text correctly.
 */
export function toCsv(rows: readonly (readonly TableCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}

/** Saves `blob` as a download named `filename`, in the page (nothing is uploaded). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Downloads `rows` as a CSV file. */
export function downloadCsv(filename: string, rows: readonly (readonly TableCell[])[]): void {
  saveBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), filename)
}

/**
 * Builds an XLSX workbook of one sheet. Every cell is written as text (bigints, long amounts and
 * keys must not become rounded doubles or scientific notation); the header row is bold and frozen.
 */
export async function toXlsx(sheetName: string, rows: readonly (readonly TableCell[])[]): Promise<Blob> {
  const { Workbook } = await loadExcel()
  const workbook = new Workbook()
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] })
  for (const row of rows)
    sheet.addRow(row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))))
  sheet.getRow(1).font = { bold: true }
  sheet.columns.forEach((column, index) => {
    const widest = Math.max(...rows.map((row) => String(row[index] ?? '').length), 8)
    column.width = Math.min(widest + 2, 90)
  })
  const buffer = await workbook.xlsx.writeBuffer()
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
}

/** Downloads `rows` as an XLSX file. */
export async function downloadXlsx(
  filename: string,
  sheetName: string,
  rows: readonly (readonly TableCell[])[],
): Promise<void> {
  saveBlob(await toXlsx(sheetName, rows), filename)
}

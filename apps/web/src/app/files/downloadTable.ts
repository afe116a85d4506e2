import { loadExcel } from './readListFile.ts'

export type TableCell = string | number | bigint | boolean | null | undefined

/**
 * Where a spreadsheet may start a formula inside one text: the text's start, or a separator that
 * some spreadsheet splits cells on (`,`, `;`, `|`, a tab, a line break; a semicolon locale ignores
 * the quotes of a comma CSV), then any spaces and quotes (a spreadsheet that honours quotes in its
 * own split drops them: `a;"=1+1"` is the cell `=1+1`), then = + - or @.
 */
const formulaStart = /(^|[,;|\t\r\n])([\s"']*)(?=[=+\-@])/g

/**
 * Text with an apostrophe before every place a spreadsheet could read as the start of a formula
 * (OWASP's advice against CSV injection): before = + - @ at the start or after a separator (see
 * {@link formulaStart}), and at the start of text that begins with a tab or a carriage return.
 * Excel and LibreOffice show the apostrophe's text as text instead of running it.
 *
 * @example
 * neutraliseFormulas('a;=HYPERLINK("http://x","y")') // 'a;\'=HYPERLINK("http://x","y")'
 * neutraliseFormulas('a=b') // 'a=b'
 */
export function neutraliseFormulas(text: string): string {
  const marked = text.replace(formulaStart, "$1$2'")
  return /^[\t\r]/.test(marked) ? `'${marked}` : marked
}

/**
 * One CSV field. A number (a JavaScript number or bigint) is written as it is; a boolean as
 * `true` / `false`; null and undefined as nothing. Every text is quoted (RFC 4180, inner quotes
 * doubled) and goes through {@link neutraliseFormulas}, as exports carry text from the public
 * (feedback, contacts): quoting alone does not stop `a;=HYPERLINK(...)` in a spreadsheet that splits
 * on semicolons, and text that looks like a number ('-1') is text, neutralised like any other.
 *
 * @example
 * csvField('=1+1') // '"\'=1+1"'
 * csvField(-1) // '-1'
 */
export function csvField(value: TableCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'string') return String(value)
  return `"${neutraliseFormulas(value).replaceAll('"', '""')}"`
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
 * A text cell of a workbook is never run as a formula, so the CSV's apostrophes are not added here.
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

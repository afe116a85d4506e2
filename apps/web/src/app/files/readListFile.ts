/** The file kinds a list upload accepts (multi sender, check wallets, token collection, lock batches). */
export const listFileAccept =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Largest list file read (a 10,000-line list of address,amount is about 0.6 MB). */
export const maxListFileBytes = 20 * 1024 * 1024

export class ListFileError extends Error {
  readonly reason: 'tooLarge' | 'unreadable'
  constructor(reason: 'tooLarge' | 'unreadable') {
    super(reason === 'tooLarge' ? 'The file is too large' : 'The file cannot be read')
    this.name = 'ListFileError'
    this.reason = reason
  }
}

/**
 * Reads an uploaded list as text, one line per row, so every tool parses uploads and pasted text the
 * same way and the user sees (and can edit) what was read.
 * - XLSX (recognised by its ZIP signature, not by the name): the first sheet, each row's cells joined
 *   with commas (formulas give their cached result, numbers their shortest text).
 * - CSV / TXT: UTF-8 (a byte-order mark is dropped); files that are not valid UTF-8 are read as
 *   GB18030, the encoding Excel on Chinese systems saves CSV in.
 *
 * @example
 * const text = await readListFile(input.files[0]) // "0xab…,1.5\n0xcd…,2"
 */
export async function readListFile(file: Blob): Promise<string> {
  if (file.size > maxListFileBytes) throw new ListFileError('tooLarge')
  const bytes = new Uint8Array(await file.arrayBuffer())
  try {
    if (isZip(bytes)) return await readXlsxRows(bytes)
    return decodeText(bytes)
  } catch (error) {
    throw error instanceof ListFileError ? error : new ListFileError('unreadable')
  }
}

function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

/** UTF-8 first (without its BOM); GB18030 when the bytes are not valid UTF-8. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

async function readXlsxRows(bytes: Uint8Array): Promise<string> {
  const { Workbook } = await loadExcel()
  const workbook = new Workbook()
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) return ''
  const lines: string[] = []
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : []
    lines.push(values.map(cellText).join(','))
  })
  return lines.join('\n')
}

type CellValue = unknown

/** The text a cell shows: strings as they are, numbers in full, rich text joined, formulas' results. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value.includes(',') ? `"${value.replaceAll('"', '""')}"` : value
  // Numbers: their shortest round-trip text (1e+21 and above in scientific notation, which the
  // list parsers accept).
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown }
    if (Array.isArray(cell.richText)) return cellText(cell.richText.map((part) => part.text).join(''))
    if ('result' in cell) return cellText(cell.result)
    if ('text' in cell) return cellText(cell.text)
  }
  return ''
}

/** Loads ExcelJS on demand: it is large and only XLSX uploads and exports need it. */
export function loadExcel() {
  return import('exceljs')
}

import { parseUnits } from 'viem'
import { toPlainDecimal } from '../format/toPlainDecimal.ts'

/** One non-empty row of a pasted or uploaded list, split into columns. */
export type ListRow = {
  /** 1-based line number in the text, as the user sees it in the editor. */
  line: number
  /** The row as typed (trimmed), for messages. */
  text: string
  columns: string[]
}

/**
 * Splits list text into rows and columns. The text is NFKC-normalised first, so full-width digits,
 * letters, commas, semicolons, periods and spaces typed on Chinese and Japanese keyboards read as
 * their ASCII forms. Columns are separated by commas, semicolons, tabs, the ideographic comma `、`,
 * `=` (Disperse's style) or, with `spaces: true`, runs of spaces. Quotes around a column (CSV) are
 * dropped. Blank rows are skipped but keep the line numbering.
 *
 * @example
 * splitListRows('0xab…，1.5\n\n0xcd… 2', { spaces: true })
 * // [{ line: 1, columns: ['0xab…', '1.5'], … }, { line: 3, columns: ['0xcd…', '2'], … }]
 */
export function splitListRows(text: string, { spaces = false }: { spaces?: boolean } = {}): ListRow[] {
  const separator = spaces ? /\s*[,;\t=、]\s*|\s+/ : /\s*[,;\t=、]\s*/
  const rows: ListRow[] = []
  for (const [index, raw] of text
    .normalize('NFKC')
    .split(/\r\n|\r|\n/)
    .entries()) {
    const trimmed = raw.trim()
    if (!trimmed) continue
    const columns = trimmed
      .split(separator)
      .map((column) =>
        column
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      )
      // A trailing separator ("0xab…,1,") leaves an empty last column: not a column.
      .filter((column, position, all) => column !== '' || position < all.length - 1)
    rows.push({ line: index + 1, text: trimmed, columns })
  }
  return rows
}

/** Whether a first row is a header ("address,amount", "地址,数量"), not data. */
export function isHeaderRow(row: ListRow): boolean {
  const [first = ''] = row.columns
  return !/^0x/i.test(first) && !/^[\d.]+$/.test(first)
}

export type AmountIssue = 'invalidAmount' | 'tooManyDecimals'

/**
 * Reads an amount column into base units: plain decimals (`1.5`, `.5`), scientific notation
 * (`1e3`, `2.5E-3`, what spreadsheets write for large or small numbers) and `_` digit groups.
 * Negative, zero, non-numeric and over-precise amounts (more fractional digits than the token
 * has) are refused with the reason.
 *
 * @example
 * parseListAmount('1.5e3', 6) // 1_500_000_000n
 * parseListAmount('0.0000001', 6) // 'tooManyDecimals'
 */
export function parseListAmount(text: string, decimals: number): bigint | AmountIssue {
  const plain = toPlainDecimal(text.replaceAll('_', ''))
  if (plain === undefined || plain.startsWith('-')) return 'invalidAmount'
  if ((plain.split('.')[1] ?? '').length > decimals) return 'tooManyDecimals'
  const units = parseUnits(plain, decimals)
  return units > 0n ? units : 'invalidAmount'
}

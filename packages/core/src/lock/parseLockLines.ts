import { type Address, getAddress, isAddress } from 'viem'
import { parseListAmount, splitListRows } from '../forms/listText.ts'
import { lockMaxTimestamp } from './lockSchedule.ts'

/** Why a line was refused. */
export type LockLineIssue =
  | 'format'
  | 'invalidAddress'
  | 'invalidAmount'
  | 'tooManyDecimals'
  | 'invalidDate'
  | 'millisecondDate'

/** A valid line: owner, amount in base units, and the dates it gives (seconds), if any. */
export type LockLine = { line: number; owner: Address; amount: bigint; dates: bigint[] }

export type ParseLockLinesResult = {
  lines: LockLine[]
  issues: { line: number; text: string; issue: LockLineIssue }[]
}

const amountPattern = /^\d+(\.\d+)?$/
const datePattern = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/

/**
 * A date column: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]` (the user's local time) or Unix seconds.
 * 13-digit numbers are refused as milliseconds, the common spreadsheet mistake.
 */
export function parseLockDate(text: string): bigint | LockLineIssue {
  const value = text.trim()
  if (/^\d+$/.test(value)) {
    if (value.length >= 12) return 'millisecondDate'
    const seconds = BigInt(value)
    return seconds > 0n && seconds <= lockMaxTimestamp ? seconds : 'invalidDate'
  }
  const match = datePattern.exec(value)
  if (!match) return 'invalidDate'
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[]
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second!)
  // Rejects 2027-02-30 and the like, which Date would roll over.
  if (date.getFullYear() !== year || date.getMonth() !== month! - 1 || date.getDate() !== day)
    return 'invalidDate'
  if (hour! > 23 || minute! > 59 || second! > 59) return 'invalidDate'
  return BigInt(Math.floor(date.getTime() / 1000))
}

/**
 * Parses a batch lock list: one `address,amount[,date...]` per line, as pasted or read from a CSV
 * file. Separators may be commas (also the full-width `，` of Chinese keyboards), semicolons or
 * tabs, with spaces around them; blank lines and a header line are skipped. Dates after the
 * amount override the form's schedule dates in its order (fixed: unlock; linear: start, end;
 * period: first release). Every bad line is reported with its number and reason; the good ones
 * are still returned so the screen can show both.
 *
 * @example
 * parseLockLines('0xAb…12,1000\n0xCd…34,250.5,2027-01-01', 18)
 */
export function parseLockLines(text: string, decimals: number, maxDates = 2): ParseLockLinesResult {
  const result: ParseLockLinesResult = { lines: [], issues: [] }
  for (const { line, text: trimmed, columns } of splitListRows(text)) {
    const [address = '', amount = '', ...dateColumns] = columns
    // A header such as "address,amount" on the first non-empty line.
    if (
      result.lines.length === 0 &&
      result.issues.length === 0 &&
      !/^0x/i.test(address) &&
      /[a-z]/i.test(address)
    ) {
      if (!amountPattern.test(amount)) continue
    }
    const parsed = parseLine(address, amount, dateColumns, decimals, maxDates, columns.length)
    if (typeof parsed === 'string') result.issues.push({ line, text: trimmed, issue: parsed })
    else result.lines.push({ line, ...parsed })
  }
  return result
}

function parseLine(
  address: string,
  amount: string,
  dateColumns: readonly string[],
  decimals: number,
  maxDates: number,
  columnCount: number,
): Omit<LockLine, 'line'> | LockLineIssue {
  if (columnCount < 2 || dateColumns.length > maxDates) return 'format'
  if (!isAddress(address, { strict: false }) || /^0x0{40}$/i.test(address)) return 'invalidAddress'
  const units = parseListAmount(amount, decimals)
  if (typeof units === 'string') return units
  const dates: bigint[] = []
  for (const column of dateColumns) {
    const date = parseLockDate(column)
    if (typeof date !== 'bigint') return date
    dates.push(date)
  }
  return { owner: getAddress(address), amount: units, dates }
}

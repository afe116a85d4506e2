import { type Address, formatUnits, getAddress, isAddress } from 'viem'
import { isHeaderRow, parseListAmount, splitListRows } from '../forms/listText.ts'

/**
 * Why a line was refused, each with its own message:
 * - `format`: not `address,amount` (the spec's "Batch send format is address,number, one per line");
 * - `invalidAddress`: not an address, or the zero address ("Illegal address");
 * - `badChecksum`: mixed-case letters that do not match the EIP-55 checksum: a typo, never sent;
 * - `invalidAmount`: not a positive number ("invalid amount");
 * - `tooManyDecimals`: more fractional digits than the asset has.
 */
export type SendLineIssue = 'format' | 'invalidAddress' | 'badChecksum' | 'invalidAmount' | 'tooManyDecimals'

export type SendLine = { line: number; address: Address; amount: bigint }

export type DuplicateRecipient = { address: Address; lines: number[]; total: bigint }

export type ParseSendLinesResult = {
  /** Valid lines in list order (duplicates included, as typed). */
  recipients: SendLine[]
  issues: { line: number; text: string; issue: SendLineIssue }[]
  /** Addresses on more than one valid line. */
  duplicates: DuplicateRecipient[]
  /** Sum of the valid lines' amounts, in base units. */
  total: bigint
}

/**
 * Parses a multi-sender list: one `address,amount` per line, typed, pasted or read from a CSV /
 * XLSX / TXT file. Separators: comma (also the full-width `，`), semicolon, tab, `=` or spaces.
 * Amounts may be decimals or scientific notation. A header line is skipped. Every bad line is
 * reported with its number and reason while the valid ones are still returned, so the screen shows
 * both; nothing may be sent until `issues` is empty.
 *
 * @example
 * parseSendLines('0x70997970C51812dc3A010C7d01b50e0d17dc79C8,1.5', 18).total // 1_500000000000000000n
 */
export function parseSendLines(text: string, decimals: number): ParseSendLinesResult {
  const result: ParseSendLinesResult = { recipients: [], issues: [], duplicates: [], total: 0n }
  const rows = splitListRows(text, { spaces: true })
  const byAddress = new Map<string, DuplicateRecipient>()
  for (const [index, row] of rows.entries()) {
    if (index === 0 && isHeaderRow(row)) continue
    const [address = '', amount = ''] = row.columns
    const issue = (kind: SendLineIssue) => result.issues.push({ line: row.line, text: row.text, issue: kind })
    if (row.columns.length !== 2) {
      issue(row.columns.length === 1 && /^0x/i.test(address) ? 'invalidAmount' : 'format')
      continue
    }
    if (!isAddress(address, { strict: false }) || /^0x0{40}$/i.test(address)) {
      issue('invalidAddress')
      continue
    }
    if (!isAddress(address)) {
      issue('badChecksum')
      continue
    }
    const units = parseListAmount(amount, decimals)
    if (typeof units === 'string') {
      issue(units)
      continue
    }
    const checksummed = getAddress(address)
    result.recipients.push({ line: row.line, address: checksummed, amount: units })
    result.total += units
    const seen = byAddress.get(checksummed)
    if (seen) {
      seen.lines.push(row.line)
      seen.total += units
    } else byAddress.set(checksummed, { address: checksummed, lines: [row.line], total: units })
  }
  result.duplicates = [...byAddress.values()].filter((entry) => entry.lines.length > 1)
  return result
}

/** The list as `address,amount` text, amounts in plain decimals of the asset. */
export function formatSendLines(recipients: readonly Omit<SendLine, 'line'>[], decimals: number): string {
  return recipients.map(({ address, amount }) => `${address},${formatUnits(amount, decimals)}`).join('\n')
}

/**
 * One line per address, amounts of repeated addresses added up, in the order each address first
 * appears. Lines with issues are kept below, unchanged, so nothing the user typed disappears.
 */
export function mergeDuplicateLines(text: string, decimals: number): string {
  const parsed = parseSendLines(text, decimals)
  const merged = new Map<Address, bigint>()
  for (const { address, amount } of parsed.recipients)
    merged.set(address, (merged.get(address) ?? 0n) + amount)
  const lines = formatSendLines(
    [...merged].map(([address, amount]) => ({ address, amount })),
    decimals,
  )
  const rest = parsed.issues.map((issue) => issue.text)
  return [lines, ...rest].filter(Boolean).join('\n')
}

/**
 * Gives every line the same amount ("same amount for all"): a row that starts with an address
 * (with or without an amount, so a bare address list works) becomes `address,amount`; other rows
 * are kept as they are for the user to fix.
 */
export function withSameAmount(text: string, amount: string): string {
  return splitListRows(text, { spaces: true })
    .map((row) => {
      const [address = ''] = row.columns
      return row.columns.length <= 2 && isAddress(address, { strict: false })
        ? `${address},${amount}`
        : row.text
    })
    .join('\n')
}

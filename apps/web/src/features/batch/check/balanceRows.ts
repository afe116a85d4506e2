import { formatBalance } from '@tokenbox/core/format/formatBalance.ts'
import type { Balance } from '@tokenbox/core/wallets/readBalances.ts'
import { type Address, formatUnits } from 'viem'
import type { TableCell } from '../../../app/files/downloadTable.ts'

/** A balance column: the native coin (no `token`) or an ERC20. */
export type BalanceAsset = { key: string; symbol: string; decimals: number; token?: Address }

/** One address with its balance in each chosen column, in column order. */
export type BalanceRow = { address: Address; balances: Balance[] }

/** Which rows to show: every row, rows whose balance is zero, or rows holding something. */
export type BalanceFilter = 'all' | 'zero' | 'nonZero'

/** The column a filter looks at: one column's index, or `any` (every chosen column). */
export type FilterColumn = number | 'any'

/**
 * Rows that pass the filter. With one column: its balance is zero (or not). With `any`: "zero"
 * keeps addresses that hold nothing in any chosen column (empty wallets), "non-zero" those that
 * hold something in at least one. A balance that could not be read counts as neither.
 *
 * @example
 * filterBalanceRows(rows, 'nonZero', 0) // addresses with some native coin
 */
export function filterBalanceRows(
  rows: readonly BalanceRow[],
  filter: BalanceFilter,
  column: FilterColumn,
): BalanceRow[] {
  if (filter === 'all') return [...rows]
  const isZero = (balance: Balance) => balance === 0n
  const isNonZero = (balance: Balance) => balance !== undefined && balance > 0n
  return rows.filter((row) => {
    const cells = column === 'any' ? row.balances : [row.balances[column]]
    return filter === 'zero' ? cells.every(isZero) : cells.some(isNonZero)
  })
}

/** Sum of each column over `rows` (unreadable cells add nothing). */
export function balanceTotals(rows: readonly BalanceRow[], columns: number): bigint[] {
  const totals = Array.from({ length: columns }, () => 0n)
  for (const row of rows) {
    row.balances.forEach((balance, column) => {
      if (balance !== undefined) totals[column]! += balance
    })
  }
  return totals
}

/** Ascending order of one column for the table's sorter; unreadable cells sort first. */
export function compareBalances(a: Balance, b: Balance): number {
  if (a === b) return 0
  if (a === undefined) return -1
  if (b === undefined) return 1
  return a < b ? -1 : 1
}

/**
 * A balance for the screen as the dashboard and the header write one (formatBalance: four decimals,
 * truncated, `0.000` when empty), so one column never mixes 5 and 6 decimals (issue 77); '-' when
 * unreadable. The exports keep every decimal.
 */
export function formatBalanceCell(balance: Balance, decimals: number, language?: string): string {
  if (balance === undefined) return '-'
  return formatBalance(balance, decimals, language)
}

/**
 * Rows of an export: a header (Address, then each column's symbol), then every row shown, with
 * exact amounts in whole tokens (all decimals, no separators) so the file can be computed with.
 */
export function balanceExportRows(
  addressHeader: string,
  assets: readonly BalanceAsset[],
  rows: readonly BalanceRow[],
): TableCell[][] {
  return [
    [addressHeader, ...assets.map((asset) => asset.symbol)],
    ...rows.map((row) => [
      row.address,
      ...row.balances.map((balance, column) =>
        balance === undefined ? '' : formatUnits(balance, assets[column]!.decimals),
      ),
    ]),
  ]
}

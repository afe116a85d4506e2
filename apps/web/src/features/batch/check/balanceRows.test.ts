import { describe, expect, it } from 'vitest'
import {
  type BalanceRow,
  balanceExportRows,
  balanceTotals,
  compareBalances,
  filterBalanceRows,
  formatBalanceCell,
} from './balanceRows.ts'

const row = (n: number, balances: BalanceRow['balances']): BalanceRow => ({
  address: `0x${n.toString(16).padStart(40, '0')}`,
  balances,
})

const rows = [row(1, [0n, 0n]), row(2, [5n, 0n]), row(3, [0n, 7n]), row(4, [2n, 3n]), row(5, [undefined, 0n])]

describe('balance rows', () => {
  it('filters by one column or any column', () => {
    const ids = (list: BalanceRow[]) => list.map((item) => Number(item.address))
    expect(ids(filterBalanceRows(rows, 'all', 'any'))).toEqual([1, 2, 3, 4, 5])
    expect(ids(filterBalanceRows(rows, 'nonZero', 0))).toEqual([2, 4])
    expect(ids(filterBalanceRows(rows, 'zero', 0))).toEqual([1, 3])
    expect(ids(filterBalanceRows(rows, 'nonZero', 'any'))).toEqual([2, 3, 4])
    expect(ids(filterBalanceRows(rows, 'zero', 'any'))).toEqual([1])
  })

  it('totals each column, skipping unreadable cells', () => {
    expect(balanceTotals(rows, 2)).toEqual([7n, 10n])
    expect(balanceTotals([], 2)).toEqual([0n, 0n])
  })

  it('sorts unreadable first, then by amount', () => {
    // Array.sort never passes undefined to a comparator; the table sorts rows, as here.
    const sorted = [3n, undefined, 1n, 2n]
      .map((value) => ({ value }))
      .sort((a, b) => compareBalances(a.value, b.value))
    expect(sorted.map((item) => item.value)).toEqual([undefined, 1n, 2n, 3n])
  })

  it('formats for the screen and exports exact amounts', () => {
    // Four decimals in every row, as the dashboard writes a balance (issue 77: 9,799.94847 beside 9,996.149999).
    expect(formatBalanceCell(1_234_567_891_234_567_891_234n, 18, 'en')).toBe('1,234.5678')
    expect(formatBalanceCell(9_799_948_470_000_000_000_000n, 18, 'en')).toBe('9,799.9484')
    expect(formatBalanceCell(9_996_149_999n, 6, 'en')).toBe('9,996.1499')
    expect(formatBalanceCell(5n * 10n ** 18n, 18, 'en')).toBe('5.0000')
    expect(formatBalanceCell(0n, 6, 'en')).toBe('0.000')
    expect(formatBalanceCell(undefined, 6)).toBe('-')
    const assets = [
      { key: 'native', symbol: 'ETH', decimals: 18 },
      {
        key: 'usdt',
        symbol: 'USDT',
        decimals: 6,
        token: '0x0000000000000000000000000000000000000001' as const,
      },
    ]
    expect(balanceExportRows('Address', assets, [row(2, [10n ** 18n + 1n, undefined])])).toEqual([
      ['Address', 'ETH', 'USDT'],
      ['0x0000000000000000000000000000000000000002', '1.000000000000000001', ''],
    ])
  })
})

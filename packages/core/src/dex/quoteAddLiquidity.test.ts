import { describe, expect, it } from 'vitest'
import { minimumLiquidity, quoteAddLiquidity } from './quoteAddLiquidity.ts'

const empty = { reserveA: 0n, reserveB: 0n, totalSupply: 0n }

describe('quoteAddLiquidity', () => {
  it('takes both amounts of a new pool as given and mints sqrt(a x b) less the 1,000 locked forever', () => {
    const quote = quoteAddLiquidity({ pool: empty, typed: 'A', amountA: 4_000_000n, amountB: 1_000_000n })
    expect(quote).toEqual({
      newPool: true,
      amountA: 4_000_000n,
      amountB: 1_000_000n,
      liquidity: 2_000_000n - minimumLiquidity,
      totalSupplyAfter: 2_000_000n,
      sharePercent: 99.95,
    })
  })

  it('mints nothing when a new pool would not pass the 1,000 locked shares (the pair refuses it)', () => {
    const quote = quoteAddLiquidity({ pool: empty, typed: 'A', amountA: 1000n, amountB: 1000n })
    expect([quote.liquidity, quote.sharePercent]).toEqual([0n, 0])
  })

  it("fills the other amount at the pool's ratio, rounded down like the router, whichever side was typed", () => {
    const pool = { reserveA: 300_000n, reserveB: 100n, totalSupply: 5_000n }
    const byA = quoteAddLiquidity({ pool, typed: 'A', amountA: 3_000n, amountB: 999n })
    expect([byA.newPool, byA.amountA, byA.amountB]).toEqual([false, 3_000n, 1n])
    // min(3,000 x 5,000 / 300,000, 1 x 5,000 / 100) = min(50, 50)
    expect([byA.liquidity, byA.totalSupplyAfter]).toEqual([50n, 5_050n])
    const byB = quoteAddLiquidity({ pool, typed: 'B', amountA: 0n, amountB: 7n })
    expect([byB.amountA, byB.amountB, byB.liquidity]).toEqual([21_000n, 7n, 350n])
    expect(byB.sharePercent).toBeCloseTo((350 / 5_350) * 100, 5)
  })

  it('counts a taxed token at what reaches the pair', () => {
    const pool = { reserveA: 10_000n, reserveB: 10_000n, totalSupply: 10_000n }
    const quote = quoteAddLiquidity({ pool, typed: 'A', amountA: 1_000n, amountB: 0n, taxBpsA: 500 })
    // 950 of A arrive; B's 1,000 would buy 1,000 shares, A's only 950.
    expect([quote.amountB, quote.liquidity]).toEqual([1_000n, 950n])
    const fresh = quoteAddLiquidity({
      pool: empty,
      typed: 'A',
      amountA: 10n ** 18n,
      amountB: 10n ** 18n,
      taxBpsB: 1900,
    })
    // sqrt(1e18 x 0.81e18) = 0.9e18
    expect(fresh.liquidity).toBe(9n * 10n ** 17n - minimumLiquidity)
  })

  it('refuses a tax of 100% and negative amounts', () => {
    expect(() =>
      quoteAddLiquidity({ pool: empty, typed: 'A', amountA: 1n, amountB: 1n, taxBpsA: 10_000 }),
    ).toThrow(RangeError)
    expect(() => quoteAddLiquidity({ pool: empty, typed: 'A', amountA: -1n, amountB: 1n })).toThrow(
      RangeError,
    )
  })
})

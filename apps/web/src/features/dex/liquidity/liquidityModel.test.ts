import { describe, expect, it } from 'vitest'
import { removalLiquidity } from './liquidityModel.ts'

const e18 = 10n ** 18n

describe('removalLiquidity', () => {
  it('takes a share of the balance, max being all of it', () => {
    expect(removalLiquidity({ kind: 'percent', percent: 50 }, 10n)).toEqual({ liquidity: 5n })
    expect(removalLiquidity({ kind: 'percent', percent: 100 }, 7n)).toEqual({ liquidity: 7n })
  })

  it('refuses zero, a share of nothing, more than the balance and text that is no amount', () => {
    expect(removalLiquidity({ kind: 'percent', percent: 25 }, 3n).issue?.key).toBe('positions.issue.zero')
    expect(removalLiquidity({ kind: 'exact', text: '0.00' }, e18).issue?.key).toBe('positions.issue.zero')
    expect(removalLiquidity({ kind: 'exact', text: '1.5' }, e18).issue?.key).toBe(
      'positions.issue.aboveBalance',
    )
    expect(removalLiquidity({ kind: 'exact', text: 'abc' }, e18).issue?.key).toBe('validation.invalidAmount')
    expect(removalLiquidity({ kind: 'exact', text: '' }, e18).issue?.key).toBe('validation.empty')
  })

  it('reads an exact amount in LP units', () => {
    expect(removalLiquidity({ kind: 'exact', text: '0.25' }, e18)).toEqual({ liquidity: e18 / 4n })
  })
})

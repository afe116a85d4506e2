import { describe, expect, it } from 'vitest'
import { addLiquiditySteps } from './addLiquiditySteps.ts'

const token = '0x1000000000000000000000000000000000000001'
const router = '0x2000000000000000000000000000000000000002'
const usdt = '0x3000000000000000000000000000000000000003'
const weth = '0x4000000000000000000000000000000000000004'
const me = '0x5000000000000000000000000000000000000005'
const base = { token, router, tokenAmount: 1000n, quoteAmount: 7n, recipient: me, deadline: 1200n } as const

describe('addLiquiditySteps', () => {
  it('approves both coins and adds an ERC-20 pair at any ratio', () => {
    const steps = addLiquiditySteps({ ...base, quoteToken: usdt, nativeQuote: false, wrappedNative: weth })
    expect(steps).toHaveLength(3)
    expect(steps[0]).toMatchObject({ type: 'approve', token, spender: router, amount: 1000n })
    expect(steps[1]).toMatchObject({ type: 'approve', token: usdt, spender: router, amount: 7n })
    expect(steps[2]).toMatchObject({
      type: 'call',
      address: router,
      functionName: 'addLiquidity',
      args: [token, usdt, 1000n, 7n, 0n, 0n, me, 1200n],
    })
  })

  it('sends the native coin with the call for a native pair, by setting or by the wrapped coin', () => {
    const byWrapped = addLiquiditySteps({
      ...base,
      quoteToken: weth.toUpperCase().replace('0X', '0x') as `0x${string}`,
      nativeQuote: false,
      wrappedNative: weth,
    })
    const bySetting = addLiquiditySteps({ ...base, quoteToken: weth, nativeQuote: true })
    for (const steps of [byWrapped, bySetting]) {
      expect(steps).toHaveLength(2)
      expect(steps[0]).toMatchObject({ type: 'approve', token, spender: router, amount: 1000n })
      expect(steps[1]).toMatchObject({
        type: 'call',
        functionName: 'addLiquidityETH',
        args: [token, 1000n, 0n, 0n, me, 1200n],
        value: 7n,
      })
    }
  })
})

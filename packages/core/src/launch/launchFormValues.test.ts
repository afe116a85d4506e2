import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { nativeTokenAddress } from '../chains/constants.ts'
import {
  defaultLaunchFormValues,
  type LaunchFormValues,
  quoteAmountAt,
  toLaunchPlan,
} from './launchFormValues.ts'
import { parseLaunchPlan, serializeLaunchPlan } from './types.ts'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const router = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const weth = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const usdt = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const context = {
  chainId: 31337,
  account,
  wrappedNative: weth,
  tokenDecimals: 18,
  quoteDecimals: 18,
  nowMs: 1_700_000_000_000,
} as const

function values(overrides: Partial<LaunchFormValues>): LaunchFormValues {
  return {
    ...defaultLaunchFormValues(account, 'marketing'),
    name: 'Launch Demo',
    symbol: 'LCH',
    initialSupply: '1000000000',
    router,
    poolTokenAmount: '500000000',
    poolPrice: '0.0000002',
    ...overrides,
  }
}

describe('toLaunchPlan', () => {
  it('prices the pool: the coin amount is price × tokens, the native coin its wrapped token', () => {
    const plan = toLaunchPlan(values({}), context)
    expect(plan.tokenAmount).toBe(parseUnits('500000000', 18))
    expect(plan.quoteAmount).toBe(parseEther('100'))
    expect(plan.quote).toBe(weth)
    expect(plan.router).toBe(router)
    expect(plan.token).toMatchObject({ kind: 'new', template: 'marketing', parameters: { symbol: 'LCH' } })
    expect(quoteAmountAt(parseUnits('3', 18), 18, '1.5', 6)).toBe(4_500_000n)
  })

  it('locks for the chosen days from now, and a trading token starts trading when asked', () => {
    const plan = toLaunchPlan(values({ lockDays: 30 }), context)
    expect(plan.lp).toEqual({ mode: 'lock', unlockAt: 1_700_000_000n + 30n * 86_400n })
    expect(plan.startTrading).toBe(true)
    expect(toLaunchPlan(values({ lpMode: 'burn', startTradingNow: false }), context)).toMatchObject({
      lp: { mode: 'burn' },
      startTrading: false,
    })
  })

  it('takes a trading token its own pair, and other templates the Pool step’s', () => {
    const own = toLaunchPlan(values({ poolRouter: usdt, poolQuote: usdt }), context)
    expect(own.router).toBe(router)
    expect(own.quote).toBe(weth)
    const normal = toLaunchPlan(
      values({ launchTemplate: 'normal', poolRouter: router, poolQuote: usdt, poolPrice: '0.000001' }),
      {
        ...context,
        quoteDecimals: 6,
      },
    )
    expect(normal.quote).toBe(usdt)
    // 500,000,000 tokens at 0.000001 USDT (6 decimals): 500 USDT.
    expect(normal.quoteAmount).toBe(500_000_000n)
    // A token without a trading switch never asks to start trading.
    expect(normal.startTrading).toBe(false)
  })

  it('renounces until a date only for tokens created with the timed renounce', () => {
    const until = 1_800_000_000_000
    expect(toLaunchPlan(values({ renounceMode: 'until', renounceAt: until }), context).renounce).toEqual({
      mode: 'keep',
    })
    expect(
      toLaunchPlan(values({ renounceMode: 'until', renounceAt: until, timedRenounceEnabled: true }), context)
        .renounce,
    ).toEqual({ mode: 'until', until: 1_800_000_000n })
    expect(toLaunchPlan(values({ renounceMode: 'now' }), context).renounce).toEqual({ mode: 'now' })
  })

  it('launches an existing token by its address, and the plan survives storage', () => {
    const plan = toLaunchPlan(
      values({
        launchSource: 'existing',
        existingToken: usdt.toLowerCase(),
        poolRouter: router,
        poolQuote: nativeTokenAddress,
      }),
      context,
    )
    expect(plan.token).toEqual({ kind: 'existing', address: usdt })
    expect(parseLaunchPlan(serializeLaunchPlan(plan))).toEqual(plan)
  })
})

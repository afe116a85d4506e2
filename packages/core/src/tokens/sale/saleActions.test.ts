import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { saleActions } from './saleActions.ts'
import type { SaleState } from './saleState.ts'

const owner = '0x1111111111111111111111111111111111111111'
const buyer = '0x2222222222222222222222222222222222222222'
const sale: SaleState = {
  token: '0x3333333333333333333333333333333333333333',
  name: 'Sale',
  symbol: 'SALE',
  decimals: 18,
  phase: 'active',
  raised: parseEther('5'),
  hardCap: parseEther('100'),
  softCap: parseEther('10'),
  progressBps: 500,
  buyerCount: 1n,
  endTime: 2_000n,
  secondsLeft: 1_000n,
  chainTime: 1_000n,
  tokensPerCoin: parseEther('1000'),
  minContribution: parseEther('0.1'),
  maxContribution: parseEther('10'),
  liquidityBps: 6_000,
  lpLockDuration: 86_400,
  beneficiary: owner,
  owner,
  launchDeadline: 2_000n + 30n * 86_400n,
  account: { coin: parseEther('5'), tokens: parseEther('5000'), pendingRefund: 0n },
}

describe('saleActions (what the sale screen offers)', () => {
  it('lets anyone buy while active; start trading waits for the soft cap', () => {
    expect(saleActions(sale, buyer)).toMatchObject({
      buy: true,
      startTrading: false,
      startTradingBlocker: 'softCapNotMet',
    })
    expect(saleActions(sale, undefined)).toMatchObject({ buy: false, startTrading: false })
  })

  it('lets the owner start early once the soft cap is met, others only after the end', () => {
    const met = { ...sale, raised: parseEther('10') }
    expect(saleActions(met, owner).startTrading).toBe(true)
    expect(saleActions(met, buyer)).toMatchObject({ startTrading: false, startTradingBlocker: 'notOwner' })
    expect(saleActions({ ...met, phase: 'ended' }, buyer).startTrading).toBe(true)
  })

  it('offers the refund of a failed sale to buyers and the credit to whoever has one', () => {
    const failed = { ...sale, phase: 'failed' as const }
    expect(saleActions(failed, buyer)).toMatchObject({ buy: false, startTrading: false, claimRefund: true })
    expect(
      saleActions({ ...failed, account: { coin: 0n, tokens: 0n, pendingRefund: 1n } }, buyer),
    ).toMatchObject({
      claimRefund: false,
      withdrawCredit: true,
    })
    expect(saleActions({ ...sale, phase: 'trading' }, owner)).toMatchObject({
      buy: false,
      startTrading: false,
    })
  })
})

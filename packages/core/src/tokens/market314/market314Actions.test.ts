import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  market314ActionRefusal,
  market314Actions,
  parseSlippage,
  validateTradeAmount,
} from './market314Actions.ts'
import {
  extendedLock,
  owner314Fields,
  owner314Step,
  validateOwner314Action,
  validateOwner314Field,
  visibleOwner314Actions,
} from './owner314Actions.ts'
import type { Market314State } from './read314State.ts'

const owner = '0x00000000000000000000000000000000000000aa' as const
const trader = '0x00000000000000000000000000000000000000bb' as const
const token = '0x00000000000000000000000000000000000000cc' as const
const state = (changes: Partial<Market314State> = {}): Market314State => ({
  token,
  template: 'erc314',
  name: 'Market',
  symbol: 'MKT',
  decimals: 18,
  totalSupply: 10n ** 24n,
  coinReserve: 0n,
  tokenReserve: 5n * 10n ** 23n,
  buyFeeBps: 100,
  sellFeeBps: 100,
  maxFeeBps: 2_500,
  feeReceiver: owner,
  maxWallet: 0n,
  lockedUntil: 0n,
  provider: zeroAddress,
  owner,
  tradingOpen: false,
  chainTime: 1_000n,
  blockNumber: 10n,
  ...changes,
})
const open = { coinReserve: 10n ** 19n, provider: owner, lockedUntil: 5_000n, tradingOpen: true } as const

describe('ERC314 market actions', () => {
  it('offers the owner liquidity first, then trading to everyone', () => {
    expect(market314Actions(state(), trader)).toMatchObject({
      trade: false,
      tradeBlocker: 'noLiquidity',
      addLiquidity: false,
    })
    // No renounce before the liquidity: the owner alone adds it (the contract refuses it too).
    expect(visibleOwner314Actions(market314Actions(state(), owner))).toEqual([
      'addLiquidity',
      'fees',
      'feeReceiver',
    ])
    expect(market314Actions(state(open), trader)).toMatchObject({
      trade: true,
      ownerSettings: false,
      extendLock: false,
    })
    // Max wallet shows only while there is a limit to raise or lift.
    expect(
      visibleOwner314Actions(market314Actions(state({ ...open, maxWallet: 10n ** 22n }), owner)),
    ).toEqual(['extendLock', 'fees', 'feeReceiver', 'maxWallet', 'renounce'])
    // Once the lock has ended its provider may remove the liquidity.
    expect(market314Actions(state({ ...open, chainTime: 5_000n }), owner).removeLiquidity).toBe(true)
    // Never on a renounced token: the contract keeps its liquidity for good (issue 48).
    const renounced = state({ ...open, chainTime: 5_000n, owner: zeroAddress })
    expect(market314Actions(renounced, owner).removeLiquidity).toBe(false)
  })

  it('offers any account its credited coin, and only while there is some', () => {
    const balances = { tokens: 0n, coin: 10n ** 18n }
    expect(
      market314Actions(state({ ...open, account: { ...balances, credit: 0n } }), trader).claimCredit,
    ).toBe(false)
    expect(
      market314Actions(state({ ...open, account: { ...balances, credit: 10n ** 16n } }), trader).claimCredit,
    ).toBe(true)
    expect(market314Actions(state(open), undefined).claimCredit).toBe(false)
  })

  it('explains a closed market: x314 start, sale phases', () => {
    const x314 = { tradingStartTime: 9_000n, burnBps: 0, inviteBps: 0, minBindAmount: 0n }
    const waiting = market314Actions(state({ ...open, tradingOpen: false, x314 }), owner)
    expect(waiting).toMatchObject({ trade: false, tradeBlocker: 'notStarted', tradingStartTime: true })
    const sale = {
      phase: 'sale' as const,
      raised: 10n ** 18n,
      buyers: 1n,
      tokensPerCoin: 1n,
      hardCap: 10n ** 20n,
      softCap: 0n,
      minContribution: 1n,
      maxContribution: 10n ** 19n,
      endTime: 9_000n,
      liquidityBps: 6_000,
      lockDuration: 86_400n,
      beneficiary: owner,
    }
    expect(market314Actions(state({ sale }), trader)).toMatchObject({
      tradeBlocker: 'saleActive',
      buySale: true,
      launch: false,
    })
    expect(market314Actions(state({ sale }), owner)).toMatchObject({ launch: true, addLiquidity: false })
    expect(market314Actions(state({ sale: { ...sale, phase: 'ended' } }), trader).launch).toBe(true)
    expect(
      market314Actions(state({ sale: { ...sale, phase: 'failed', contribution: 5n } }), trader),
    ).toMatchObject({
      tradeBlocker: 'saleFailed',
      claimRefund: true,
    })
  })

  it('checks the trade inputs and the owner’s values as the contract would', () => {
    expect(parseSlippage('1')).toEqual({ bps: 100 })
    expect(parseSlippage('0')).toHaveProperty('issue')
    expect(parseSlippage('51')).toHaveProperty('issue')
    expect(parseSlippage('abc')).toHaveProperty('issue')
    expect(validateTradeAmount('2', 10n ** 18n)).toEqual({ key: 'm314.trade.insufficient' })
    expect(validateTradeAmount('0.5', 10n ** 18n)).toBeUndefined()
    expect(validateTradeAmount('-1', 10n ** 18n)?.key).toBe('validation.invalidAmount')
    const limited = state({ ...open, maxWallet: 10n ** 22n })
    expect(validateOwner314Action('maxWallet', { maxWallet: '5000' }, limited)).toEqual({
      key: 'm314.issue.maxWalletLower',
    })
    expect(validateOwner314Action('maxWallet', { maxWallet: '0' }, limited)).toBeUndefined()
    expect(validateOwner314Action('maxWallet', { maxWallet: '5000' }, state(open))).toEqual({
      key: 'm314.issue.maxWalletLifted',
    })
    expect(validateOwner314Action('feeReceiver', { receiver: token }, state(open))).toEqual({
      key: 'm314.issue.feeReceiverToken',
    })
    expect(extendedLock(state(open), 1)).toBe(5_000n + 86_400n)
    expect(extendedLock(state({ ...open, chainTime: 9_000n }), 1)).toBe(9_000n + 86_400n)
    expect(owner314Step('addLiquidity', { coinAmount: '2', lockDays: 30 }, state())).toMatchObject({
      functionName: 'addLiquidity',
      value: 2n * 10n ** 18n,
      // 30 days after trading opens, with an hour's room for the transaction (the contract's floor).
      args: [1_000n + 3_600n + 30n * 86_400n],
    })
    const [, lockDays, extendDays] = [...owner314Fields.addLiquidity, ...owner314Fields.extendLock]
    expect(validateOwner314Field(lockDays!, 29, 0)?.key).toBe('validation.lpLockFloor')
    expect(validateOwner314Field(lockDays!, 30, 0)).toBeUndefined()
    expect(validateOwner314Field(extendDays!, 1, 0)).toBeUndefined() // an extension has no floor
    expect(owner314Step('fees', { buyPercent: '1.5', sellPercent: '2' }, state())).toMatchObject({
      args: [150, 200],
    })
  })

  it('says why an action is not offered in the words the contract refuses it with', () => {
    const say = (key: string, params = {}) => ({ key, params })
    expect(market314ActionRefusal(state(open), owner, 'extendLock')).toBeUndefined()
    expect(market314ActionRefusal(state(open), undefined, 'claimCredit')).toEqual(say('connectWallet'))
    expect(market314ActionRefusal(state(open), trader, 'extendLock')).toEqual(say('noPermission'))
    expect(market314ActionRefusal(state(), owner, 'extendLock')).toEqual(say('noPermission'))
    expect(market314ActionRefusal(state(open), owner, 'addLiquidity')).toEqual(say('liquidityAlreadyAdded'))
    expect(market314ActionRefusal(state(), owner, 'renounce')).toEqual(say('renounceBeforeLiquidity'))
    expect(market314ActionRefusal(state(open), owner, 'maxWallet')).toEqual(say('maxWalletOnlyRaised'))
    expect(market314ActionRefusal(state(open), trader, 'maxWallet')).toEqual(say('noPermission'))
    const started = { tradingStartTime: 900n, burnBps: 0, inviteBps: 0, minBindAmount: 0n }
    expect(market314ActionRefusal(state({ ...open, x314: started }), owner, 'tradingStartTime')).toEqual(
      say('tradingStartOnlyEarlier'),
    )
    expect(market314ActionRefusal(state(open), owner, 'removeLiquidity')).toEqual(
      say('liquidityLocked', { lockedUntil: '5000000' }),
    )
    expect(market314ActionRefusal(state(open), trader, 'buySale')).toEqual(say('saleUnknown'))
  })
})

import { type Address, zeroAddress, zeroHash } from 'viem'
import { describe, expect, it } from 'vitest'
import { refundPresaleSteps } from './presaleActionSteps.ts'
import { presaleActions } from './presaleActions.ts'
import type { PresaleState } from './presaleState.ts'

const creator = '0x1111111111111111111111111111111111111111'
const buyer = '0x2222222222222222222222222222222222222222'
const inviter: Address = '0x3333333333333333333333333333333333333333'

const base: PresaleState = {
  address: '0x4444444444444444444444444444444444444444',
  mode: 'standard',
  creator,
  token: '0x5555555555555555555555555555555555555555',
  symbol: 'T',
  name: 'T',
  decimals: 18,
  payCoins: [{ coin: zeroAddress, symbol: 'ETH', decimals: 18, rate: 1000n, listingRate: 800n, raised: 0n }],
  phases: [],
  softCap: 100n,
  hardCap: 1000n,
  minBuy: 1n,
  maxBuy: 500n,
  sold: 0n,
  fairLaunchTokens: 0n,
  start: 100n,
  end: 200n,
  now: 150n,
  label: 'live',
  progressBps: 0,
  contributors: 0n,
  liquidityBps: 6000n,
  listingRate: 800n,
  router: zeroAddress,
  lpLockSeconds: 86_400n,
  burnLp: false,
  burnUnsold: false,
  claimMode: 'atEnd',
  vestingStart: 0n,
  vestingInterval: 0n,
  vestingFirstBps: 0n,
  vestingCycleBps: 0n,
  whitelist: false,
  merkleRoot: zeroHash,
  publicAt: 0n,
  bindBeforeBuy: false,
  inviteBps: [],
  finalizedAt: 0n,
  finalizeDeadline: 300n,
  emergencyWithdraw: true,
  emergencyPenaltyBps: 1000n,
  raiseFeeBps: 0n,
  tokenFeeBps: 0n,
  pair: undefined,
  lockId: undefined,
  inscription: undefined,
  position: {
    contributed: [0n],
    tokens: 0n,
    claimed: 0n,
    claimable: 0n,
    refundable: false,
    inviter: zeroAddress,
    whitelistTier: 0,
    mayBind: true,
    mayReclaimDeposit: false,
  },
}

describe('presaleActions', () => {
  it('offers buying while live, and says why not when the whitelist, an inviter or the maximum stops it', () => {
    expect(presaleActions(base, buyer)).toMatchObject({ buy: true, finalize: false, cancel: false })
    expect(presaleActions({ ...base, whitelist: true }, buyer).buyBlocker).toBe('notWhitelisted')
    // A Merkle whitelist: listed when the published list holds the buyer; everyone once public.
    const merkle = { ...base, whitelist: true, merkleRoot: `0x${'11'.repeat(32)}` as const }
    expect(presaleActions(merkle, buyer).buyBlocker).toBe('notWhitelisted')
    expect(presaleActions(merkle, buyer, { merkleListed: true }).buy).toBe(true)
    expect(
      presaleActions({ ...base, whitelist: true, merkleRoot: zeroHash }, buyer, { merkleListed: true }).buy,
    ).toBe(false)
    expect(presaleActions({ ...merkle, publicAt: base.now }, buyer).buy).toBe(true)
    expect(presaleActions({ ...merkle, publicAt: base.now + 1n }, buyer).buy).toBe(false)
    expect(presaleActions({ ...base, bindBeforeBuy: true }, buyer).buyBlocker).toBe('bindFirst')
    const bound = { ...base, bindBeforeBuy: true, position: { ...base.position!, inviter } }
    expect(presaleActions(bound, buyer).buy).toBe(true)
    const full = { ...base, position: { ...base.position!, tokens: 500n, contributed: [1n] } }
    expect(presaleActions(full, buyer)).toMatchObject({
      buy: false,
      buyBlocker: 'maxReached',
      emergencyWithdraw: true,
    })
    expect(presaleActions(base, undefined).buy).toBe(false)
  })

  it('lets anyone finalize an ended presale, and only the creator cancel or reclaim', () => {
    const ended = { ...base, label: 'ended' as const, now: 250n }
    expect(presaleActions(ended, buyer)).toMatchObject({ finalize: true, cancel: false })
    expect(presaleActions(ended, creator)).toMatchObject({ finalize: true, cancel: true })
    expect(presaleActions({ ...base, label: 'upcoming' }, creator).cancel).toBe(true)
    // The return of the deposit as the contract answers it for the creator (readPresale asks it).
    const reclaimable = {
      ...base,
      label: 'failed' as const,
      position: { ...base.position!, mayReclaimDeposit: true },
    }
    expect(presaleActions(reclaimable, creator).reclaimDeposit).toBe(true)
    expect(presaleActions({ ...base, label: 'failed' }, creator).reclaimDeposit).toBe(false)
    expect(presaleActions(reclaimable, buyer).reclaimDeposit).toBe(false)
  })

  it('offers refunds as the contract allows them, and claims once finalized', () => {
    const failed = {
      ...base,
      label: 'failed' as const,
      position: { ...base.position!, contributed: [5n], refundable: true },
    }
    expect(presaleActions(failed, buyer)).toMatchObject({ refund: true, refundReturns: 0n })
    // Immediately mode: the tokens delivered in the purchase go back before the coin.
    const delivered = { ...failed, position: { ...failed.position, claimed: 5000n } }
    expect(presaleActions(delivered, buyer).refundReturns).toBe(5000n)
    const finalized = {
      ...base,
      label: 'finalized' as const,
      position: { ...base.position!, contributed: [5n], tokens: 5000n, claimable: 10n },
    }
    expect(presaleActions(finalized, buyer)).toMatchObject({ claim: true, refund: false, finalize: false })
  })
})

describe('refundPresaleSteps', () => {
  const presale = base.address
  it('approves the delivered tokens to the presale before an Immediately-mode refund', () => {
    const steps = refundPresaleSteps({ presale, token: base.token, delivered: 5000n })
    expect(steps.map((step) => step.label)).toEqual(['approveReturn', 'refund'])
    expect(steps[0]).toMatchObject({ type: 'approve', token: base.token, spender: presale, amount: 5000n })
  })
  it('refunds at once when nothing was delivered', () => {
    expect(
      refundPresaleSteps({ presale, token: base.token, delivered: 0n }).map((step) => step.label),
    ).toEqual(['refund'])
  })
})

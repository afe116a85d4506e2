import { describe, expect, it } from 'vitest'
import { fairLaunchActions } from './fairLaunchActions.ts'
import type { FairLaunchState } from './readFairLaunchState.ts'

const creator = '0x00000000000000000000000000000000000000aa'
const minter = '0x00000000000000000000000000000000000000bb'
const account = {
  mints: 1,
  paid: 10n,
  claimed: 0n,
  vested: 0n,
  credit: 0n,
  eligible: true,
  mintRoom: 1,
  balance: 1n,
}
const launch = (changes: Partial<FairLaunchState> = {}) =>
  ({
    phase: 'minting',
    refundBps: 0,
    condition: 'none',
    owner: creator,
    launchedAt: 0n,
    account,
    ...changes,
  }) as FairLaunchState

describe('fair launch actions', () => {
  it('offers minting only to an eligible wallet with room, and says why not', () => {
    expect(fairLaunchActions(launch(), minter).mint).toBe(true)
    expect(fairLaunchActions(launch({ account: { ...account, eligible: false } }), minter)).toMatchObject({
      mint: false,
      mintBlocker: 'notEligible',
    })
    expect(fairLaunchActions(launch({ account: { ...account, mintRoom: 0 } }), minter).mintBlocker).toBe(
      'limitReached',
    )
    expect(fairLaunchActions(launch(), undefined).mint).toBe(false)
  })

  it('offers the launch once ended, refunds only when promised, the claim only after a failure', () => {
    expect(fairLaunchActions(launch({ phase: 'ended' }), minter).launch).toBe(true)
    expect(fairLaunchActions(launch(), minter).refund).toBe(false)
    expect(fairLaunchActions(launch({ refundBps: 5_000 }), minter).refund).toBe(true)
    expect(fairLaunchActions(launch({ refundBps: 5_000, phase: 'trading' }), minter).refund).toBe(false)
    expect(fairLaunchActions(launch({ phase: 'failed' }), minter).claimRefund).toBe(true)
  })

  it('gives the whitelist to its keeper before the launch only', () => {
    expect(fairLaunchActions(launch({ condition: 'whitelist' }), creator).whitelist).toBe(true)
    expect(fairLaunchActions(launch({ condition: 'whitelist' }), minter).whitelist).toBe(false)
    expect(fairLaunchActions(launch({ condition: 'whitelist', launchedAt: 1n }), creator).whitelist).toBe(
      false,
    )
  })
})

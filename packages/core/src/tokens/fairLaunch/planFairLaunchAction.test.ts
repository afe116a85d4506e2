import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { passTime } from '../../../testing/chainClock.ts'
import { deployTestFairLaunch, testFairLaunchPricing as pricing } from '../../../testing/deployTestTokens.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import {
  contractRefusal,
  nodeDownClient,
  readyStepsOf,
  throughProviderProxy,
} from '../../../testing/planTesting.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import type { FairLaunchTokenParameters } from '../createTokenDeployStep.ts'
import {
  launchFairLaunchStep,
  mintFairLaunchStep,
  setFairLaunchWhitelistStep,
} from './fairLaunchActionSteps.ts'
import { fairLaunchMintCost } from './fairLaunchMintCost.ts'
import { planFairLaunchAction } from './planFairLaunchAction.ts'
import { readFairLaunchState } from './readFairLaunchState.ts'

/**
 * The fair launch screen's plan (issue 78): each action is read against the launch at the newest
 * block and refused in the words the token's own revert gets, before any wallet; the refusals are
 * checked against the contract's (the same step, sent anyway, fails with the same key).
 */
const chain = useLocalTestChain()
const [creator, minter, outsider] = devAccounts

const deployFairLaunch = (changes: Partial<FairLaunchTokenParameters> = {}) =>
  deployTestFairLaunch(chain, creator, changes)

describe('planFairLaunchAction', () => {
  it('pays what the mints cost at the newest block, and refuses more mints than the room as the token does', async () => {
    const token = await deployFairLaunch()
    // Another wallet minted since the screen read the price: the plan pays the price after it.
    await chain.runToDone([mintFairLaunchStep({ token, times: 1, value: pricing.mintFee })], outsider)
    const plan = await planFairLaunchAction(chain.publicClient, {
      token,
      account: minter,
      action: { kind: 'mint', times: 2 },
    })
    expect(plan).toMatchObject({ status: 'ready', kind: 'mint', launch: { totalMints: 1 } })
    const [step] = readyStepsOf(plan)
    expect(step).toMatchObject({ type: 'call', value: fairLaunchMintCost(pricing, 1, 2) })
    await chain.runToDone([step!], minter)
    expect((await readFairLaunchState(chain.publicClient, { token, account: minter })).account?.mints).toBe(2)

    // Its two mints are made: a third is refused, and the token refuses it in the same words.
    const over = await planFairLaunchAction(chain.publicClient, {
      token,
      account: minter,
      action: { kind: 'mint', times: 1 },
    })
    expect(over).toEqual({ status: 'refused', reason: { key: 'fairLaunchMintLimit', params: {} } })
    expect(
      await contractRefusal(chain, [mintFairLaunchStep({ token, times: 1, value: parseEther('1') })], minter),
    ).toBe('fairLaunchMintLimit')
    const none = await planFairLaunchAction(chain.publicClient, {
      token,
      account: outsider,
      action: { kind: 'mint', times: 0 },
    })
    expect(none).toMatchObject({ status: 'refused', reason: { key: 'fairLaunchMintLimit' } })
  })

  it('checks the coin of a mint by transfer only when the launch charges, and sends it', async () => {
    const token = await deployFairLaunch()
    expect(
      await planFairLaunchAction(chain.publicClient, {
        token,
        account: minter,
        action: { kind: 'send', amount: '0.0.1' },
      }),
    ).toMatchObject({ status: 'invalid', issue: { key: 'validation.invalidAmount' } })
    const plan = await planFairLaunchAction(chain.publicClient, {
      token,
      account: minter,
      action: { kind: 'send', amount: ' 0.012 ' },
    })
    expect(readyStepsOf(plan)).toMatchObject([{ type: 'transfer', to: token, value: parseEther('0.012') }])
    await chain.runToDone(readyStepsOf(plan), minter)
    expect((await readFairLaunchState(chain.publicClient, { token, account: minter })).account?.mints).toBe(1)
  })

  it('keeps the whitelist to its keeper before the launch, and minting to the listed', async () => {
    const token = await deployFairLaunch({ condition: 'whitelist' })
    const refusedMint = await planFairLaunchAction(chain.publicClient, {
      token,
      account: minter,
      action: { kind: 'mint', times: 1 },
    })
    expect(refusedMint).toMatchObject({ status: 'refused', reason: { key: 'fairLaunchNotEligible' } })
    expect(
      await contractRefusal(chain, [mintFairLaunchStep({ token, times: 1, value: pricing.mintFee })], minter),
    ).toBe('fairLaunchNotEligible')
    const notKeeper = await planFairLaunchAction(chain.publicClient, {
      token,
      account: outsider,
      action: { kind: 'whitelist', lines: minter },
    })
    expect(notKeeper).toMatchObject({ status: 'refused', reason: { key: 'noPermission' } })
    expect(
      await contractRefusal(
        chain,
        [setFairLaunchWhitelistStep({ token, accounts: [minter], allowed: true })],
        outsider,
      ),
    ).toBe('noPermission')
    // A line that is no address is said before anything is read.
    expect(
      await planFairLaunchAction(nodeDownClient(), {
        token,
        account: creator,
        action: { kind: 'whitelist', lines: `${minter}\n0x1234` },
      }),
    ).toEqual({ status: 'invalid', issue: { key: 'validation.illegalAddress' } })
    const listed = await planFairLaunchAction(chain.publicClient, {
      token,
      account: creator,
      action: { kind: 'whitelist', lines: `${minter.toLowerCase()}, ${outsider}` },
    })
    await chain.runToDone(readyStepsOf(listed), creator)
    const mint = await planFairLaunchAction(chain.publicClient, {
      token,
      account: minter,
      action: { kind: 'mint', times: 1 },
    })
    await chain.runToDone(readyStepsOf(mint), minter)
    // A whitelist without its condition is closed, as the token says.
    const open = await deployFairLaunch()
    expect(
      await planFairLaunchAction(chain.publicClient, {
        token: open,
        account: creator,
        action: { kind: 'whitelist', lines: minter },
      }),
    ).toMatchObject({ status: 'refused', reason: { key: 'fairLaunchWhitelistClosed' } })
    expect(
      await contractRefusal(
        chain,
        [setFairLaunchWhitelistStep({ token: open, accounts: [minter], allowed: true })],
        creator,
      ),
    ).toBe('fairLaunchWhitelistClosed')
  })

  it('launches only once ended, refunds by its rules, and a launch nobody made fails after the window', async () => {
    const token = await deployFairLaunch()
    const idle = await deployFairLaunch()
    await chain.runToDone([mintFairLaunchStep({ token, times: 1, value: pricing.mintFee })], minter)
    await chain.runToDone([mintFairLaunchStep({ token: idle, times: 1, value: pricing.mintFee })], minter)
    const plan = (kind: 'launch' | 'refund' | 'claimRefund' | 'claimVested' | 'withdrawCredit', on = token) =>
      planFairLaunchAction(chain.publicClient, { token: on, account: minter, action: { kind } })

    expect(await plan('launch')).toMatchObject({ status: 'refused', reason: { key: 'fairLaunchNotEnded' } })
    expect(await contractRefusal(chain, [launchFairLaunchStep({ token })], minter)).toBe('fairLaunchNotEnded')
    expect(await plan('claimRefund')).toMatchObject({ reason: { key: 'fairLaunchRefundClosed' } })
    expect(await plan('withdrawCredit')).toMatchObject({ reason: { key: 'fairLaunchNothingToClaim' } })
    expect(
      await planFairLaunchAction(chain.publicClient, {
        token,
        account: outsider,
        action: { kind: 'refund' },
      }),
    ).toMatchObject({ status: 'refused', reason: { key: 'fairLaunchNothingToClaim' } })
    expect(readyStepsOf(await plan('refund'))).toHaveLength(1)

    await passTime(chain, 86_400 + 60)
    const launch = await plan('launch')
    await chain.runToDone(readyStepsOf(launch), minter)
    expect(await plan('launch')).toMatchObject({ reason: { key: 'tradingAlreadyStarted' } })
    expect(await contractRefusal(chain, [launchFairLaunchStep({ token })], minter)).toBe(
      'tradingAlreadyStarted',
    )
    expect(await plan('refund')).toMatchObject({ reason: { key: 'fairLaunchRefundClosed' } })
    // Immediate vesting: the mints were paid at once, nothing is left to claim.
    expect(await plan('claimVested')).toMatchObject({ reason: { key: 'fairLaunchNothingToClaim' } })

    await passTime(chain, 30 * 86_400)
    const { launchDeadline } = await readFairLaunchState(chain.publicClient, { token: idle })
    expect(await plan('launch', idle)).toEqual({
      status: 'refused',
      reason: { key: 'fairLaunchWindowClosed', params: { deadline: (launchDeadline * 1000n).toString() } },
    })
    await chain.runToDone(readyStepsOf(await plan('claimRefund', idle)), minter)
    expect(await plan('claimRefund', idle)).toMatchObject({ reason: { key: 'fairLaunchNothingToClaim' } })
  })

  it('plans through a provider-like endpoint (120 ms, 10 requests/s) with the chain aggregator', async () => {
    const token = await deployFairLaunch()
    await throughProviderProxy(chain, { latencyMs: 120, requestsPerSecond: 10 }, async (client, proxy) => {
      proxy.resetCounts()
      const plan = await planFairLaunchAction(client, {
        token,
        account: minter,
        action: { kind: 'mint', times: 2 },
      })
      expect(plan).toMatchObject({ status: 'ready', launch: { account: { mints: 0, mintRoom: 2 } } })
      // The launch's 34 views and the account's record go as one aggregate call at the newest block.
      expect(proxy.counts()).toMatchObject({ eth_call: 1, eth_getBlockByNumber: 1 })
    })
  })

  it('says a node that fails as unread, never as a refusal', async () => {
    const plan = await planFairLaunchAction(nodeDownClient(), {
      token: chain.contracts.usdt,
      account: minter,
      action: { kind: 'launch' },
    })
    expect(plan.status).toBe('unread')
  })
})

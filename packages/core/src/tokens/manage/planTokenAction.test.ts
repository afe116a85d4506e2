import { type Address, erc20Abi, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { chainTimeMs, passTime } from '../../../testing/chainClock.ts'
import { deployTemplateToken } from '../../../testing/deployTestTokens.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { pairOf } from '../../../testing/pairOf.ts'
import { contractRefusal, nodeDownClient, readyStepsOf } from '../../../testing/planTesting.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { normalTokenAbi } from '../../contracts/NormalToken.abi.ts'
import { uniswapV2FactoryAbi } from '../../contracts/UniswapV2Factory.abi.ts'
import { call } from '../../transactions/call.ts'
import type { NormalTokenParameters } from '../createTokenDeployStep.ts'
import { type PlanTokenActionParameters, planTokenAction } from './planTokenAction.ts'
import { tokenActions } from './tokenActions.ts'

/**
 * Manage Token's plan (issue 78): each action reads the token at the newest block, checks who may
 * act by it and by the chain's clock there, the inputs in the token's decimals, and for a renounce
 * what would outlive it; the refusals are checked against the contract's (the same step, sent
 * anyway, fails in the same words), and a node that fails is unread.
 */
const chain = useLocalTestChain()
const [owner, other] = devAccounts
let token: Address
let entry: PlanTokenActionParameters['entry']

const action = (id: string) => tokenActions.find((candidate) => candidate.id === id)!
const plan = async (id: string, account: Address | undefined, values: Record<string, unknown> = {}) =>
  planTokenAction(chain.publicClient, {
    token,
    action: action(id),
    account,
    values,
    entry,
    nowMs: await chainTimeMs(chain),
  })

beforeAll(async () => {
  const { factory, weth } = chain.contracts
  entry = { wrappedNative: weth, swaps: [{ factory }], tokens: [{ address: weth }] }
  const parameters: NormalTokenParameters = {
    template: 'normal',
    name: 'Managed',
    symbol: 'MNG',
    decimals: 9,
    initialSupply: 1_000n * 10n ** 9n,
    owner,
    burnable: true,
    mintable: true,
    maxSupply: 2_000n * 10n ** 9n,
    pausable: true,
    blacklistEnabled: true,
    whitelistEnabled: false,
    timedRenounceEnabled: true,
    renounceEndsAt: 0n,
    transferBurnBps: 0,
    transferFeeBps: 0,
    feeRecipient: owner,
  }
  token = await deployTemplateToken(chain, parameters, owner)
}, 120_000)

describe('planTokenAction', () => {
  it("mints for the owner in the token's decimals, and refuses anyone else as the token does", async () => {
    const minted = await plan('mint', owner, { to: other, amount: '2.5' })
    expect(minted).toMatchObject({ status: 'ready', details: { address: token, owner } })
    await chain.runToDone(readyStepsOf(minted), owner)
    const balance = await chain.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [other],
    })
    expect(balance).toBe(2_500_000_000n)

    expect(await plan('mint', other, { to: other, amount: '1' })).toEqual({
      status: 'refused',
      reason: 'noPermission',
    })
    expect(
      await contractRefusal(
        chain,
        readyStepsOf(await plan('mint', owner, { to: other, amount: '1' })),
        other,
      ),
    ).toBe('noPermission')
    // A holder's burn is anyone's.
    expect((await plan('burn', other, { amount: '1' })).status).toBe('ready')
  })

  it('says what the form says of an input, a wallet that is not connected and a contract that is not TokenBox', async () => {
    expect(await plan('mint', owner, { to: '0x12', amount: '1.0000000001' })).toEqual({
      status: 'invalid',
      issues: {
        to: { key: 'validation.illegalAddress' },
        amount: expect.objectContaining({ key: expect.any(String) }),
      },
    })
    expect(await plan('mint', undefined, { to: other, amount: '1' })).toEqual({
      status: 'refused',
      reason: 'connectWallet',
    })
    expect(
      await planTokenAction(chain.publicClient, {
        token: chain.contracts.usdt,
        action: action('mint'),
        account: owner,
        values: { to: other, amount: '1' },
        entry,
        nowMs: await chainTimeMs(chain),
      }),
    ).toEqual({ status: 'refused', reason: 'notFound' })
  })

  it('refuses a renounce while a pause or a blacklisted pool would outlive it, reading them now', async () => {
    await chain.runToDone(readyStepsOf(await plan('pause', owner)), owner)
    await chain.runToDone(
      [
        call({
          address: chain.contracts.factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'createPair',
          args: [token, chain.contracts.weth],
        }),
      ],
      owner,
    )
    const pair = await pairOf(chain, token)
    await chain.runToDone(
      readyStepsOf(await plan('blacklist', owner, { account: pair, enabled: true })),
      owner,
    )
    expect(await plan('renounce', owner)).toEqual({
      status: 'refused',
      reason: 'renounceBlocked',
      blockers: ['paused', 'pairBlacklisted'],
    })
    await chain.runToDone(readyStepsOf(await plan('unpause', owner)), owner)
    await chain.runToDone(
      readyStepsOf(await plan('blacklist', owner, { account: pair, enabled: false })),
      owner,
    )
    // Nothing outlives it now; it is not sent here (the next test renounces until a date).
    expect((await plan('renounce', owner)).status).toBe('ready')
  })

  it("lets the returning owner take ownership back only once the chain's clock passes the end", async () => {
    const until = (await chainTimeMs(chain)) + 86_400_000
    await chain.runToDone(readyStepsOf(await plan('renounceUntil', owner, { until })), owner)
    const owned = () =>
      chain.publicClient.readContract({ address: token, abi: normalTokenAbi, functionName: 'owner' })
    expect(await owned()).toBe(zeroAddress)
    expect(await plan('reclaim', owner)).toEqual({ status: 'refused', reason: 'renounceNotOver' })
    expect(await plan('reclaim', other)).toEqual({ status: 'refused', reason: 'noPermission' })
    await passTime(chain, 86_400 + 60)
    await chain.runToDone(readyStepsOf(await plan('reclaim', owner)), owner)
    expect(await owned()).toBe(owner)
  })

  it('says a node that fails as unread, never as "not a token"', async () => {
    const unread = await planTokenAction(nodeDownClient(), {
      token,
      action: action('pause'),
      account: owner,
      values: {},
      entry,
      nowMs: Date.now(),
    })
    expect(unread.status).toBe('unread')
  })
})

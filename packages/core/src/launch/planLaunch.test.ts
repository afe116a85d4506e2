import { type Address, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainTime, passTime } from '../../testing/chainClock.ts'
import { type LocalTestChain, startLocalTestChain } from '../../testing/localTestChain.ts'
import { nodeDownClient, throughProviderProxy } from '../../testing/planTesting.ts'
import { defaultLaunchFormValues, type LaunchFormValues } from './launchFormValues.ts'
import { launchStepIssue, type PlanLaunchParameters, planLaunch } from './planLaunch.ts'

/**
 * The launch wizard's start (issue 78): the steps' issues refuse before anything is read; the
 * lock's end counts from the chain's clock where it runs ahead of the device's; a new holder-
 * dividend token lists the chain's locker as excluded; a node that fails is `unread`.
 */
let chain: LocalTestChain
let account: Address
let other: Address
/** A locker at an address other than the shared ones (those the tracker excludes by itself). */
const ownLocker: Address = '0x000000000000000000000000000000000000bEEF'

const values = (changes: Partial<LaunchFormValues> = {}): LaunchFormValues => ({
  ...defaultLaunchFormValues(account, 'marketing'),
  name: 'Planned Launch',
  symbol: 'PLCH',
  initialSupply: '1000000000',
  router: chain.contracts.router,
  poolTokenAmount: '500000000',
  poolPrice: '0.0000002',
  lockDays: 30,
  ...changes,
})
const plan = (changes: Partial<PlanLaunchParameters> = {}, client = chain.publicClient) =>
  planLaunch(client, {
    values: values(),
    chainId: hardhat.id,
    account,
    wrappedNative: chain.contracts.weth,
    tokenDecimals: 18,
    quoteDecimals: 18,
    locker: chain.contracts.lock,
    nowMs: Date.now(),
    ...changes,
  })

beforeAll(async () => {
  chain = await startLocalTestChain()
  ;[account, other] = chain.accounts as [Address, Address]
})

afterAll(async () => {
  await chain?.stop()
})

describe('planLaunch', () => {
  it("refuses a step's issue before reading anything", async () => {
    expect(await plan({ values: values({ owner: other }) }, nodeDownClient())).toEqual({
      status: 'refused',
      issue: 'token.ownerMustBeWallet',
    })
    expect(await plan({ locker: null }, nodeDownClient())).toEqual({
      status: 'refused',
      issue: 'protect.noLocker',
    })
    // Burned or kept LP needs no locker.
    expect((await plan({ values: values({ lpMode: 'burn' }), locker: null })).status).toBe('ready')
    const context = { account, existingTokenFound: false, locker: undefined }
    expect(launchStepIssue('token', values({ launchSource: 'existing' }), context)).toBe(
      'validation.notToken',
    )
    expect(launchStepIssue('pool', values({ launchSource: 'existing' }), context)).toBeUndefined()
    // An owner typed in another case is the same wallet.
    expect(launchStepIssue('token', values({ owner: account.toLowerCase() }), context)).toBeUndefined()
  })

  it("counts the lock from the chain's clock where it runs ahead of the device's", async () => {
    await passTime(chain, 10 * 86_400)
    const ready = await plan()
    if (ready.status !== 'ready') throw new Error(ready.status)
    const now = await chainTime(chain)
    expect(ready.launch).toMatchObject({
      account,
      router: chain.contracts.router,
      quote: chain.contracts.weth,
      quoteAmount: parseEther('100'),
      token: { kind: 'new', template: 'marketing', parameters: { symbol: 'PLCH', owner: account } },
    })
    expect(ready.launch.lp).toEqual({ mode: 'lock', unlockAt: now + 30n * 86_400n })
    // A device clock ahead of the chain's wins in turn.
    const ahead = Number(now + 86_400n) * 1000
    expect(await plan({ nowMs: ahead })).toMatchObject({
      launch: { lp: { unlockAt: now + 86_400n + 30n * 86_400n } },
    })
  })

  it("lists the chain's locker as excluded from a new holder-dividend token's dividends", async () => {
    const dividend = { launchTemplate: 'dividend' } as const
    const ready = await plan({ values: values(dividend), locker: ownLocker })
    expect(ready).toMatchObject({
      status: 'ready',
      launch: { token: { kind: 'new', parameters: { dividend: { excluded: [ownLocker] } } } },
    })
    const kept = await plan({
      values: values({ ...dividend, lpMode: 'keep' }),
      locker: null,
    })
    expect(kept).toMatchObject({ launch: { token: { parameters: { dividend: { excluded: [] } } } } })
  })

  it('says a node that fails as unread, and reads the clock through a provider-like endpoint', async () => {
    expect((await plan({}, nodeDownClient())).status).toBe('unread')
    await throughProviderProxy(chain, { latencyMs: 120, requestsPerSecond: 10 }, async (client, proxy) => {
      proxy.resetCounts()
      expect((await plan({}, client)).status).toBe('ready')
      expect(proxy.counts()).toMatchObject({ eth_getBlockByNumber: 1 })
    })
  })
})

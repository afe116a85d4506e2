import { readFileSync } from 'node:fs'
import {
  type Address,
  createPublicClient,
  custom,
  erc20Abi,
  type Hex,
  type PublicClient,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainTime } from '../../testing/chainClock.ts'
import { deploySampleToken } from '../../testing/deploySampleToken.ts'
import { type LocalTestChain, startLocalTestChain } from '../../testing/localTestChain.ts'
import { type EtherscanTestServer, startEtherscanTestServer } from '../../testing/startEtherscanTestServer.ts'
import {
  maxWalletTokenParameters,
  normalTokenParameters,
  plainDividendSettings,
  rebasingTokenParameters,
} from '../../testing/testTokenParameters.ts'
import { sampleStablecoinAbi } from '../contracts/SampleStablecoin.ts'
import { taxTokenAbi } from '../contracts/TaxToken.abi.ts'
import { createAddLiquiditySteps } from '../dex/createAddLiquiditySteps.ts'
import type { VerifyInput } from '../explorer/types.ts'
import { verifySource } from '../explorer/verifySource.ts'
import { defineLocalChainEntry } from '../local/defineLocalChainEntry.ts'
import type { LocalDeployments } from '../local/localDeployments.ts'
import { readLocks } from '../lock/readLocks.ts'
import type { MarketingTokenParameters, StandardTokenParameters } from '../tokens/createTokenDeployStep.ts'
import { transferAsset } from '../transactions/transfer.ts'
import type { DeployStep } from '../transactions/types.ts'
import { verify } from '../transactions/verify.ts'
import { launchPhaseSteps } from './launchPhaseSteps.ts'
import { type ReadLaunchProgressOptions, readLaunchProgress } from './readLaunchProgress.ts'
import { readLaunchSummary } from './readLaunchSummary.ts'
import { readLaunchVerifyTarget } from './readLaunchVerifyTarget.ts'
import {
  type LaunchPlan,
  type LaunchProgress,
  type LaunchStepId,
  type LaunchTokenParameters,
  launchBurnAddress,
  parseLaunchPlan,
  serializeLaunchPlan,
} from './types.ts'

// Delays in the millisecond range: the test explorer answers at once.
const fastBackoff = { initialMs: 5, factor: 1.5, maxMs: 20 }

let chain: LocalTestChain
let explorer: EtherscanTestServer
let publicClient: PublicClient
let creator: Address

beforeAll(async () => {
  ;[chain, explorer] = await Promise.all([startLocalTestChain(), startEtherscanTestServer()])
  publicClient = chain.publicClient
  creator = chain.accounts[0]!
}, 120_000)

afterAll(async () => {
  await Promise.all([chain?.stop(), explorer?.close()])
})

function readVerifyInput(name: string): VerifyInput {
  return JSON.parse(
    readFileSync(new URL(`../contracts/verify/${name}.json`, import.meta.url), 'utf8'),
  ) as VerifyInput
}

/** What the test explorer holds: the launch's view of verification (undefined = cannot say). */
const readVerified = async (address: Address) => explorer.verified.has(address.toLowerCase())

function progressOptions(extra: ReadLaunchProgressOptions = {}): ReadLaunchProgressOptions {
  return { locker: chain.contracts.lock, factory: chain.contracts.factory, ...extra }
}

const statusOf = (progress: LaunchProgress, id: LaunchStepId) => progress.steps.find((step) => step.id === id)

/**
 * Runs a launch phase by phase as the screen does, with a "reload" before every phase: the plan is
 * read back from its saved text, and the progress from the chain only. After each phase the
 * progress must say that phase is done and name the expected next one.
 */
async function runLaunch(
  plan: LaunchPlan,
  phases: readonly LaunchStepId[],
  options: ReadLaunchProgressOptions,
): Promise<{ saved: LaunchPlan; progress: LaunchProgress }> {
  let saved = serializeLaunchPlan(plan)
  const reload = () => parseLaunchPlan(saved)!
  for (const [index, phase] of phases.entries()) {
    const current = reload()
    const before = await readLaunchProgress(publicClient, current, options)
    expect(before.next).toBe(phase)
    const steps = await launchPhaseSteps(phase, current, before, {
      build: 'cancun',
      wrappedNative: chain.contracts.weth,
      locker: chain.contracts.lock,
      nowSeconds: await chainTime(chain),
    })
    expect(steps.length).toBeGreaterThan(0)
    if (phase === 'verify') {
      // The screen's step asks the TokenBox server (covered by the e2e suite with the real server);
      // here the same target goes straight to an Etherscan-compatible test explorer.
      expect(steps.map((step) => step.type)).toEqual(['verify'])
      await verifyOnTestExplorer(current, before.token!)
    } else {
      const results = await chain.runToDone(steps, current.account)
      // The screen saves the deploy transaction as soon as the wallet sent it, not the address.
      if (phase === 'create') saved = serializeLaunchPlan({ ...current, deployTx: results.at(-1)!.hash! })
    }
    const after = await readLaunchProgress(publicClient, reload(), options)
    expect(statusOf(after, phase)?.status).toBe('done')
    expect(after.next).toBe(phases[index + 1])
  }
  const final = reload()
  return { saved: final, progress: await readLaunchProgress(publicClient, final, options) }
}

async function verifyOnTestExplorer(plan: LaunchPlan, token: Address) {
  const target = await readLaunchVerifyTarget(publicClient, plan, token, 'cancun')
  expect(target).toBeDefined()
  // The arguments encoded again from the saved plan are exactly what the constructor received.
  const deployment = await publicClient.getTransaction({ hash: plan.deployTx! })
  expect(deployment.input.endsWith(target!.constructorArguments.slice(2))).toBe(true)
  const step = verify({
    execute: () =>
      verifySource({
        contractAddress: target!.contractAddress,
        constructorArguments: target!.constructorArguments,
        verifyInput: readVerifyInput(target!.contractName),
        chainId: 31337,
        apiUrl: explorer.apiUrl,
        apiKey: 'test-key',
        backoff: fastBackoff,
      }),
  })
  await chain.runToDone([step], plan.account)
}

function standardParameters(owner: Address, symbol: string): StandardTokenParameters {
  return {
    template: 'standard',
    name: `Launch ${symbol}`,
    symbol,
    decimals: 18,
    initialSupply: parseUnits('1000000', 18),
    owner,
  }
}

/** The local chain's catalogue entry, as the summary page gets it. */
const localEntry = () =>
  defineLocalChainEntry({ chainId: 31337, contracts: chain.contracts } as LocalDeployments)

/** A launch by the creator on the local AMM, against the wrapped coin unless `plan` names a quote. */
function localLaunchPlan(
  plan: Omit<LaunchPlan, 'version' | 'chainId' | 'account' | 'router' | 'quote'> & { quote?: Address },
): LaunchPlan {
  return {
    version: 1,
    chainId: 31337,
    account: creator,
    router: chain.contracts.router,
    quote: chain.contracts.weth,
    ...plan,
  }
}

/** What the launch's phase steps read of the local chain: the build, its wrapped coin and locker, its clock. */
async function localLaunchContext() {
  const { weth, lock } = chain.contracts
  return { build: 'cancun' as const, wrappedNative: weth, locker: lock, nowSeconds: await chainTime(chain) }
}

describe('one-flow launch on a local chain', () => {
  it('launches a standard token with its LP locked, resuming from the chain after every phase', async () => {
    explorer.reset({ pendingPolls: 0 })
    const unlockAt = (await chainTime(chain)) + 30n * 86_400n
    const plan = localLaunchPlan({
      token: { kind: 'new', template: 'standard', parameters: standardParameters(creator, 'LSTD') },
      tokenAmount: parseUnits('500000', 18),
      quoteAmount: parseEther('2'),
      lp: { mode: 'lock', unlockAt },
      startTrading: false,
      renounce: { mode: 'keep' },
    })
    const fresh = await readLaunchProgress(publicClient, plan, progressOptions({ readVerified }))
    expect(fresh.steps).toEqual([
      { id: 'create', status: 'todo' },
      { id: 'verify', status: 'todo' },
      { id: 'liquidity', status: 'todo' },
      { id: 'lp', status: 'todo' },
      { id: 'trading', status: 'skipped', reason: 'noTradingSwitch' },
      { id: 'renounce', status: 'skipped', reason: 'notChosen' },
    ])

    const { progress } = await runLaunch(
      plan,
      ['create', 'verify', 'liquidity', 'lp'],
      progressOptions({ readVerified }),
    )
    expect(progress.next).toBeUndefined()
    expect(progress.lpBalance).toBe(0n)
    const [lock] = await readLocks(publicClient, { locker: chain.contracts.lock, owner: creator })
    expect(lock).toMatchObject({ token: progress.pair, isLp: true, owner: creator, end: unlockAt })
    expect(progress.lockIds).toEqual([lock!.id])
    expect(lock!.amount).toBeGreaterThan(0n)
    // The starting price is the plan's: 500,000 tokens for 2 ETH.
    expect(progress.reserves).toEqual({ token: plan.tokenAmount, quote: plan.quoteAmount })

    // The shareable summary, read by anyone from the chain: the same pool and lock.
    const summary = await readLaunchSummary(publicClient, {
      entry: localEntry(),
      token: progress.token!,
      locker: chain.contracts.lock,
      readVerified,
    })
    expect(summary).toMatchObject({
      token: { symbol: 'LSTD' },
      pair: progress.pair,
      reserves: { token: plan.tokenAmount, quote: plan.quoteAmount },
      burned: 0n,
      verified: true,
    })
    expect(summary?.locks.map((found) => found.id)).toEqual([lock!.id])
  })

  it('launches a marketing token: LP burned, trading started, ownership renounced until a date', async () => {
    const until = (await chainTime(chain)) + 90n * 86_400n
    const fee = { liquidity: 0, marketing: 300, team: 0, burn: 0, reward: 0, fomo: 0 }
    const parameters: MarketingTokenParameters = {
      ...maxWalletTokenParameters(creator, chain.contracts.router, parseUnits('1000000', 18), 0n),
      name: 'Launch Tax',
      symbol: 'LTAX',
      buyFees: fee,
      sellFees: fee,
      timedRenounceEnabled: true,
    }
    const plan = localLaunchPlan({
      token: { kind: 'new', template: 'marketing', parameters },
      tokenAmount: parseUnits('800000', 18),
      quoteAmount: parseEther('4'),
      lp: { mode: 'burn' },
      startTrading: true,
      renounce: { mode: 'until', until },
    })
    // Without an explorer answer, verification waits aside and never holds the launch up.
    const { saved, progress } = await runLaunch(
      plan,
      ['create', 'liquidity', 'lp', 'trading', 'renounce'],
      progressOptions(),
    )
    expect(progress.next).toBeUndefined()
    expect(statusOf(progress, 'verify')).toEqual({ id: 'verify', status: 'todo' })
    const token = progress.token!
    const read = (functionName: 'owner' | 'returningOwner' | 'tradingOpen' | 'pair') =>
      publicClient.readContract({ address: token, abi: taxTokenAbi, functionName })
    expect(await read('owner')).toBe(zeroAddress)
    expect(await read('returningOwner')).toBe(creator)
    expect(await read('tradingOpen')).toBe(true)
    // The token's own pair got the liquidity, and all of the creator's LP went to the burn address.
    expect(progress.pair).toBe(await read('pair'))
    const burned = await publicClient.readContract({
      address: progress.pair!,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [launchBurnAddress],
    })
    expect(burned).toBeGreaterThan(0n)
    expect(progress.lpBalance).toBe(0n)
    expect(saved.deployTx).toMatch(/^0x[0-9a-f]{64}$/)

    // The summary counts the creator's burn (not the pair's own minimum) and the timed renounce.
    const summary = await readLaunchSummary(publicClient, { entry: localEntry(), token })
    expect(summary?.burned).toBe(burned)
    expect(summary?.renouncedUntil).toEqual({ until, returningOwner: creator })
    expect(summary?.tradingOpen).toBe(true)
    expect(summary?.verified).toBeUndefined()
  })

  it('launches an existing token against a stablecoin, LP burned', async () => {
    const outside = await deploySampleToken(
      chain,
      { name: 'Outside Token', symbol: 'OUT', supply: parseUnits('1000', 18) },
      creator,
    )
    const plan = localLaunchPlan({
      token: { kind: 'existing', address: outside },
      quote: chain.contracts.usdt,
      tokenAmount: parseUnits('100', 18),
      quoteAmount: parseUnits('50', 6),
      lp: { mode: 'burn' },
      startTrading: true,
      renounce: { mode: 'now' },
    })
    // The creator needs the quote coin: the sample stablecoin's faucet.
    await chain.runToDone(
      [
        {
          type: 'call',
          address: chain.contracts.usdt,
          abi: sampleStablecoinAbi,
          functionName: 'faucet',
          args: [parseUnits('50', 6)],
        },
      ],
      creator,
    )
    const before = await readLaunchProgress(publicClient, plan, progressOptions({ readVerified }))
    expect(before.steps).toEqual([
      { id: 'create', status: 'done' },
      { id: 'verify', status: 'skipped', reason: 'existingToken' },
      { id: 'liquidity', status: 'todo' },
      { id: 'lp', status: 'todo' },
      { id: 'trading', status: 'skipped', reason: 'noTradingSwitch' },
      { id: 'renounce', status: 'skipped', reason: 'noOwner' },
    ])
    // A node that fails to answer the owner read is not "no owner": the progress is not read.
    const failingOwnerRead = createPublicClient({
      chain: publicClient.chain,
      transport: custom({
        async request({ method, params }: { method: string; params?: unknown }) {
          const [call] = (params ?? []) as [{ data?: string; input?: string }?]
          if (method === 'eth_call' && (call?.data ?? call?.input ?? '').startsWith('0x8da5cb5b'))
            throw new Error('fetch failed')
          return publicClient.request({ method, params } as never)
        },
      }),
    }) as PublicClient
    await expect(
      readLaunchProgress(failingOwnerRead, plan, progressOptions({ readVerified })),
    ).rejects.toThrow('fetch failed')
    const { progress } = await runLaunch(plan, ['liquidity', 'lp'], progressOptions({ readVerified }))
    expect(progress.next).toBeUndefined()
    expect(progress.reserves).toEqual({ token: plan.tokenAmount, quote: plan.quoteAmount })
  })

  it.each([
    ['meme', ['create', 'liquidity', 'lp']],
    ['normal', ['create', 'liquidity', 'lp', 'renounce']],
    ['dividend', ['create', 'verify', 'liquidity', 'lp', 'trading', 'renounce']],
    ['lpDividend', ['create', 'liquidity', 'lp', 'trading', 'renounce']],
    ['compound', ['create', 'liquidity', 'lp', 'renounce']],
  ] as const)('launches a %s token end to end', async (template, phases) => {
    explorer.reset({ pendingPolls: 0 })
    const supply = parseUnits('1000000', 18)
    const symbol = `L${template.slice(0, 4).toUpperCase()}`
    const marketing = { ...maxWalletTokenParameters(creator, chain.contracts.router, supply, 0n), symbol }
    const dividend = plainDividendSettings
    const parameters = {
      meme: { ...standardParameters(creator, symbol), template: 'meme', burnable: true },
      normal: {
        ...normalTokenParameters(creator, supply, { maxSupply: supply }),
        ...standardParameters(creator, symbol),
        template: 'normal',
      },
      dividend: { ...marketing, template: 'dividend', dividend },
      lpDividend: { ...marketing, template: 'lpDividend', dividend },
      compound: {
        ...rebasingTokenParameters(creator, chain.contracts.router, supply, (await chainTime(chain)) + 3600n),
        symbol,
      },
    }[template] as LaunchTokenParameters
    const plan = localLaunchPlan({
      token: { kind: 'new', template, parameters },
      tokenAmount: parseUnits('100000', 18),
      quoteAmount: parseEther('1'),
      lp: { mode: 'lock', unlockAt: (await chainTime(chain)) + 86_400n },
      startTrading: true,
      renounce: template === 'meme' ? { mode: 'keep' } : { mode: 'now' },
    })
    // One of them with the explorer's answer, so a dividend token's tracker argument is checked too.
    const options = progressOptions(template === 'dividend' ? { readVerified } : {})
    const { progress } = await runLaunch(plan, phases, options)
    expect(progress.next).toBeUndefined()
    expect(progress.reserves).toEqual({ token: plan.tokenAmount, quote: plan.quoteAmount })
    expect(progress.lockIds).toHaveLength(1)
  })

  it('blocks the liquidity phase when someone else filled the pool first, at their price', async () => {
    const attacker = chain.accounts[2]!
    const plan = localLaunchPlan({
      token: { kind: 'new', template: 'standard', parameters: standardParameters(creator, 'LPRE') },
      tokenAmount: parseUnits('500000', 18),
      quoteAmount: parseEther('5'),
      lp: { mode: 'lock', unlockAt: (await chainTime(chain)) + 86_400n },
      startTrading: false,
      renounce: { mode: 'keep' },
    })
    const context = await localLaunchContext()
    const start = await readLaunchProgress(publicClient, plan, progressOptions())
    const results = await chain.runToDone(await launchPhaseSteps('create', plan, start, context), creator)
    const token = results.at(-1)!.contractAddress!
    const withToken: LaunchPlan = { ...plan, tokenAddress: token }
    // Someone who got tokens (an airdrop, a transfer) makes the pool first at a tenth of the price.
    await chain.runToDone(
      [transferAsset({ asset: token, to: attacker, amount: parseUnits('1000', 18) })],
      creator,
    )
    await chain.runToDone(
      createAddLiquiditySteps({
        router: chain.contracts.router,
        tokenA: token,
        tokenB: chain.contracts.weth,
        amountA: parseUnits('1000', 18),
        amountB: parseEther('0.001'),
        native: 'B',
        slippageBps: 10_000,
        recipient: attacker,
        deadline: (await chainTime(chain)) + 600n,
      }),
      attacker,
    )
    const progress = await readLaunchProgress(publicClient, withToken, progressOptions())
    expect(statusOf(progress, 'liquidity')).toEqual({
      id: 'liquidity',
      status: 'blocked',
      reason: 'poolPrefilled',
    })
    expect(progress.next).toBe('liquidity')
    // Nothing to run: the flow never adds at someone else's price.
    expect(await launchPhaseSteps('liquidity', withToken, progress, context)).toEqual([])
    // A plan that burns its LP is not fooled by the pair's own minimum liquidity at the burn address.
    const burning = await readLaunchProgress(
      publicClient,
      { ...withToken, lp: { mode: 'burn' } },
      progressOptions(),
    )
    expect(statusOf(burning, 'liquidity')).toEqual({
      id: 'liquidity',
      status: 'blocked',
      reason: 'poolPrefilled',
    })
  })

  it('waits for a pending deploy transaction instead of creating the token again', async () => {
    const plan = localLaunchPlan({
      token: { kind: 'new', template: 'standard', parameters: standardParameters(creator, 'LPND') },
      tokenAmount: 1n,
      quoteAmount: 1n,
      lp: { mode: 'keep' },
      startTrading: false,
      renounce: { mode: 'keep' },
    })
    const context = await localLaunchContext()
    const steps = await launchPhaseSteps(
      'create',
      plan,
      await readLaunchProgress(publicClient, plan, progressOptions()),
      context,
    )
    const deployToken = steps.at(-1) as DeployStep
    // A transaction the node knows but has not mined: the wallet sent it, then the page reloaded.
    await publicClient.request({ method: 'evm_setAutomine', params: [false] } as never)
    try {
      const hash = await chain.walletClient.deployContract({
        account: creator,
        chain: publicClient.chain,
        abi: deployToken.abi,
        bytecode: deployToken.bytecode,
        args: deployToken.args as readonly unknown[],
      })
      // The same node, with a block mined as soon as the reader has seen the transaction pending.
      let minedAfterPending = false
      const watching = createPublicClient({
        chain: publicClient.chain,
        pollingInterval: 50,
        transport: custom({
          async request({ method, params }: { method: string; params?: unknown }) {
            const result = await publicClient.request({ method, params } as never)
            if (method === 'eth_getTransactionByHash' && result && !minedAfterPending) {
              minedAfterPending = true
              await publicClient.request({ method: 'evm_mine', params: [] } as never)
            }
            return result
          },
        }),
      }) as PublicClient
      const progress = await readLaunchProgress(watching, { ...plan, deployTx: hash }, progressOptions())
      expect(minedAfterPending).toBe(true)
      expect(statusOf(progress, 'create')?.status).toBe('done')
      expect(progress.token).toBe((await publicClient.getTransactionReceipt({ hash })).contractAddress)
      expect(progress.next).toBe('liquidity')
    } finally {
      await publicClient.request({ method: 'evm_setAutomine', params: [true] } as never)
    }

    // A transaction the node never saw (dropped, or sent on another chain): the token is still to create.
    const unknownHash: Hex = `0x${'ab'.repeat(32)}`
    const dropped = await readLaunchProgress(
      publicClient,
      { ...plan, deployTx: unknownHash },
      progressOptions(),
    )
    expect(dropped.next).toBe('create')
    expect(dropped.token).toBeUndefined()
  })
})

describe('saved launch plans', () => {
  const plan: LaunchPlan = {
    version: 1,
    chainId: 56,
    account: '0x1111111111111111111111111111111111111111',
    token: {
      kind: 'new',
      template: 'standard',
      parameters: standardParameters('0x1111111111111111111111111111111111111111', 'BIG'),
    },
    router: '0x2222222222222222222222222222222222222222',
    quote: '0x3333333333333333333333333333333333333333',
    // Past 2^53: JSON numbers would lose these digits.
    tokenAmount: 123_456_789_012_345_678_901_234_567n,
    quoteAmount: 9_007_199_254_740_993n,
    lp: { mode: 'lock', unlockAt: 1_900_000_000n },
    startTrading: true,
    renounce: { mode: 'until', until: 1_950_000_000n },
    deployTx: `0x${'cd'.repeat(32)}`,
  }

  it('reads back exactly what was saved, bigints included', () => {
    expect(parseLaunchPlan(serializeLaunchPlan(plan))).toEqual(plan)
  })

  it('refuses a corrupt, edited or foreign saved plan', () => {
    const text = serializeLaunchPlan(plan)
    const edited = (change: (value: Record<string, unknown>) => void) => {
      const value = JSON.parse(text) as Record<string, unknown>
      change(value)
      return JSON.stringify(value)
    }
    expect(parseLaunchPlan(null)).toBeUndefined()
    expect(parseLaunchPlan('')).toBeUndefined()
    expect(parseLaunchPlan(text.slice(0, -5))).toBeUndefined()
    expect(parseLaunchPlan('[]')).toBeUndefined()
    expect(parseLaunchPlan(edited((value) => (value.version = 2)))).toBeUndefined()
    expect(parseLaunchPlan(edited((value) => (value.account = '0x1234')))).toBeUndefined()
    expect(parseLaunchPlan(edited((value) => (value.tokenAmount = { $bigint: '12e3' })))).toBeUndefined()
    expect(parseLaunchPlan(edited((value) => (value.quoteAmount = 5)))).toBeUndefined()
    expect(parseLaunchPlan(edited((value) => (value.lp = { mode: 'lock' })))).toBeUndefined()
    expect(parseLaunchPlan(edited((value) => (value.renounce = { mode: 'later' })))).toBeUndefined()
    expect(
      parseLaunchPlan(
        edited((value) => {
          ;(value.token as Record<string, unknown>).template = 'sale'
        }),
      ),
    ).toBeUndefined()
    expect(parseLaunchPlan(edited((value) => (value.deployTx = '0xabc')))).toBeUndefined()
  })
})

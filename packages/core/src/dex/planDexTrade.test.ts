import { type Address, erc20Abi, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { nodeDownClient } from '../../testing/planTesting.ts'
import { poolWithNativeSteps } from '../../testing/poolWithNativeSteps.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { nativeTokenAddress } from '../chains/constants.ts'
import type { ChainEntry } from '../chains/types.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { defineLocalChainEntry } from '../local/defineLocalChainEntry.ts'
import type { LocalDeployments } from '../local/localDeployments.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import type { CallStep } from '../transactions/types.ts'
import { planAddLiquidity, planExchange, planRemoveLiquidity, planSwap } from './planDexTrade.ts'
import { quoteSwap, type SwapVenue } from './quoteSwap.ts'
import { readLiquidityPairStates } from './readLiquidityPairStates.ts'
import { readPool } from './readPool.ts'
import { type ExchangeDraft, toExchangeTrade } from './toExchangeTrade.ts'
import { validateExchange } from './validateExchange.ts'

/**
 * The dex screens' plans (issue 78): a quote read before the newest block is stale, a ratio that
 * moved is stale, and a ready plan's steps carry a deadline from the newest block and do on the
 * chain what the screen showed.
 */
const chain = useLocalTestChain()
const [, lp, trader] = devAccounts
let token: Address
let venue: SwapVenue
let entry: ChainEntry

const balanceOf = (of: Address, owner: Address) =>
  chain.publicClient.readContract({ address: of, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
/** A trade by someone else: a new block, and a moved price. */
const tradeInBetween = () =>
  chain.runToDone(
    [
      call({
        address: venue.router,
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [chain.contracts.weth, token], lp, 2n ** 40n],
        value: parseEther('1'),
      }),
    ],
    lp,
  )
const deadlineOf = (step: CallStep | undefined) =>
  (step?.args as readonly unknown[] | undefined)?.at(-1) as bigint

beforeAll(async () => {
  venue = { name: 'local', router: chain.contracts.router }
  entry = defineLocalChainEntry({
    chainId: await chain.publicClient.getChainId(),
    contracts: chain.contracts,
  } as LocalDeployments)
  const [made] = await chain.runToDone(
    [deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1000000')] })],
    lp,
  )
  token = made?.contractAddress as Address
  await chain.runToDone(
    poolWithNativeSteps(chain, {
      token,
      tokens: parseEther('100000'),
      coin: parseEther('100'),
      lpTo: lp,
      router: venue.router,
    }),
    lp,
  )
}, 60_000)
describe('planSwap', () => {
  it('sends a quote of the newest block, with a deadline from its time; a quote older than a trade in between is stale', async () => {
    const quote = await quoteSwap(chain.publicClient, {
      venues: [venue],
      tokenIn: chain.contracts.weth,
      tokenOut: token,
      kind: 'exactIn',
      amount: parseEther('1'),
    })
    const best = quote.best!
    const swap = {
      router: venue.router,
      ...best,
      kind: 'exactIn' as const,
      slippageBps: 50,
      nativeIn: true,
      recipient: trader,
      deadlineMinutes: 20,
    }
    const plan = await planSwap(chain.publicClient, { ...swap, quotedAt: quote.blockNumber })
    expect(plan.status).toBe('ready')
    if (plan.status !== 'ready') return
    const latest = await chain.publicClient.getBlock()
    expect(deadlineOf(plan.steps.at(-1) as CallStep)).toBeGreaterThanOrEqual(latest.timestamp + 20n * 60n)
    const before = await balanceOf(token, trader)
    await chain.runToDone(plan.steps, trader)
    expect((await balanceOf(token, trader)) - before).toBeGreaterThanOrEqual(
      (best.amountOut * 9_950n) / 10_000n,
    )

    // Quoted before someone else traded: not sent, read again.
    const older = await quoteSwap(chain.publicClient, {
      venues: [venue],
      tokenIn: chain.contracts.weth,
      tokenOut: token,
      kind: 'exactIn',
      amount: parseEther('1'),
    })
    await tradeInBetween()
    expect(
      await planSwap(chain.publicClient, { ...swap, ...older.best!, quotedAt: older.blockNumber }),
    ).toEqual({
      status: 'stale',
    })

    // A node that does not answer is said as unread, as for adding liquidity: the click is answered.
    expect(await planSwap(nodeDownClient(), { ...swap, quotedAt: quote.blockNumber })).toMatchObject({
      status: 'unread',
    })
  })
})

describe('planExchange', () => {
  /** The exchange form as a user fills it, read against the chain as the screen reads it. */
  const exchange = async (draft: ExchangeDraft, owner: Address) => {
    const asset = async (address: string) =>
      address === nativeTokenAddress
        ? { symbol: 'ETH', decimals: 18, balance: await chain.publicClient.getBalance({ address: owner }) }
        : { symbol: 'T', decimals: 18, balance: await balanceOf(address as Address, owner) }
    const trade = toExchangeTrade(draft, {
      entry,
      assetIn: await asset(draft.tokenIn),
      assetOut: await asset(draft.tokenOut),
      taxIn: null,
      taxOut: null,
    })
    const request = trade.quoteRequest
    const quote =
      request.amount === undefined
        ? undefined
        : await quoteSwap(chain.publicClient, { venues: [venue], ...request, amount: request.amount })
    const check = validateExchange(trade, {
      account: owner,
      quote: { data: quote, isError: false, isFetching: false, stale: false },
      slippageBps: 50,
      acknowledged: new Set([token.toLowerCase()]),
      honeypotAccepted: false,
    })
    return { trade, quote, check }
  }
  const plan = (trade: Awaited<ReturnType<typeof exchange>>, recipient: Address) =>
    planExchange(chain.publicClient, {
      trade: trade.trade,
      quote: trade.quote,
      slippageBps: 50,
      deadlineMinutes: 20,
      recipient,
      approval: 'exact',
    })

  it('wraps and unwraps 1:1 without a router or a quote', async () => {
    const wrapping = await exchange(
      { tokenIn: nativeTokenAddress, tokenOut: chain.contracts.weth, typed: { side: 'in', text: '2' } },
      trader,
    )
    expect(wrapping.check.blocker).toBeUndefined()
    const wrap = await plan(wrapping, trader)
    expect(wrap.status === 'ready' && wrap.steps.length).toBe(1)
    const before = await balanceOf(chain.contracts.weth, trader)
    if (wrap.status === 'ready') await chain.runToDone(wrap.steps, trader)
    expect((await balanceOf(chain.contracts.weth, trader)) - before).toBe(parseEther('2'))
    const unwrap = await plan(
      await exchange(
        { tokenIn: chain.contracts.weth, tokenOut: nativeTokenAddress, typed: { side: 'in', text: '2' } },
        trader,
      ),
      trader,
    )
    if (unwrap.status === 'ready') await chain.runToDone(unwrap.steps, trader)
    expect(await balanceOf(chain.contracts.weth, trader)).toBe(before)
  })

  it('sells a token for exactly the coin typed, and a quote older than a trade in between is stale', async () => {
    const recipient = chain.accounts[3] as Address
    const selling = await exchange(
      { tokenIn: token, tokenOut: nativeTokenAddress, typed: { side: 'out', text: '0.01' } },
      trader,
    )
    expect(selling.trade).toMatchObject({ mode: 'swap', kind: 'exactOut' })
    expect(selling.check.blocker).toBeUndefined()
    const ready = await plan(selling, recipient)
    expect(ready.status).toBe('ready')
    if (ready.status !== 'ready') return
    // The token sold is approved for the most the trade may take, then sold through the router.
    expect(ready.steps.map((step) => step.type)).toEqual(['approve', 'call'])
    const before = await chain.publicClient.getBalance({ address: recipient })
    await chain.runToDone(ready.steps, trader)
    expect((await chain.publicClient.getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))

    const older = await exchange(
      { tokenIn: token, tokenOut: nativeTokenAddress, typed: { side: 'out', text: '0.01' } },
      trader,
    )
    await tradeInBetween()
    expect(await plan(older, recipient)).toEqual({ status: 'stale' })
    // No quote on screen yet: nothing is read or sent, the screen reads it again.
    expect(await plan({ ...older, quote: undefined }, recipient)).toEqual({ status: 'stale' })
  })
})

describe('planAddLiquidity and planRemoveLiquidity', () => {
  const pool = () => ({
    factory: chain.contracts.factory,
    tokenA: token,
    tokenB: chain.contracts.weth,
    owner: trader,
  })
  const adding = (amountA: bigint, quoted: { amountA: bigint; amountB: bigint }) => ({
    pool: pool(),
    quote: { typed: 'A' as const, amountA, amountB: 0n },
    quoted,
    router: venue.router,
    tokenA: token,
    tokenB: chain.contracts.weth,
    native: 'B' as const,
    slippageBps: 50,
    recipient: trader,
    deadlineMinutes: 20,
  })

  it('adds at the ratio read now, and says stale when the ratio on screen moved', async () => {
    const { reserveA: reserveToken, reserveB: reserveCoin } = await readPool(chain.publicClient, pool())
    const amountA = parseEther('100')
    const quoted = { amountA, amountB: (amountA * reserveCoin) / reserveToken }
    const plan = await planAddLiquidity(chain.publicClient, adding(amountA, quoted))
    expect(plan.status).toBe('ready')
    if (plan.status !== 'ready') return
    await chain.runToDone(plan.steps, trader)
    const after = await planAddLiquidity(chain.publicClient, adding(amountA, quoted))
    // The pool read by the plan holds the LP the steps minted.
    expect(after.status === 'ready' && after.pool.balance).toBeGreaterThan(plan.pool.balance)

    await tradeInBetween()
    expect(await planAddLiquidity(chain.publicClient, adding(amountA, quoted))).toEqual({ status: 'stale' })

    // A node that does not answer is said as unread, never as a price.
    const down = nodeDownClient()
    expect(await planAddLiquidity(down, adding(amountA, quoted))).toMatchObject({ status: 'unread' })
  })

  it('removes with a deadline from the newest block', async () => {
    const { pair } = await readPool(chain.publicClient, pool())
    const [state] = await readLiquidityPairStates(chain.publicClient, {
      pairs: [pair as Address],
      owner: trader,
    })
    expect(state?.balance).toBeGreaterThan(0n)
    const steps = await planRemoveLiquidity(chain.publicClient, {
      ...state!,
      router: venue.router,
      wrapped: chain.contracts.weth,
      liquidity: state!.balance,
      slippageBps: 50,
      receiveNative: true,
      recipient: trader,
      deadlineMinutes: 20,
      chainId: await chain.publicClient.getChainId(),
      approveOnly: true,
    })
    const latest = await chain.publicClient.getBlock()
    expect(deadlineOf(steps.at(-1) as CallStep)).toBeGreaterThanOrEqual(latest.timestamp + 20n * 60n)
    await chain.runToDone(steps, trader)
    expect(await balanceOf(pair as Address, trader)).toBe(0n)
  })
})

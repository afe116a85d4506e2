import type { Address, PublicClient } from 'viem'
import type { Step } from '../transactions/types.ts'
import { type CreateAddLiquidityStepsParameters, createAddLiquiditySteps } from './createAddLiquiditySteps.ts'
import {
  type CreateRemoveLiquidityStepsParameters,
  createRemoveLiquiditySteps,
} from './createRemoveLiquiditySteps.ts'
import { type CreateSwapStepsParameters, createSwapSteps, createWrapSteps } from './createSwapSteps.ts'
import { type QuoteAddLiquidityParameters, quoteAddLiquidity } from './quoteAddLiquidity.ts'
import type { SwapQuote } from './quoteSwap.ts'
import { type Pool, type ReadPoolParameters, readPool } from './readPool.ts'
import { swapDeadline } from './swapDeadline.ts'
import type { ExchangeTrade } from './toExchangeTrade.ts'

/**
 * A trade's steps, or `stale` when the price the user saw is no longer the chain's: the screen then
 * reads the quote again and shows it before anything is asked of the wallet; `unread`, with the
 * error, when the node did not answer the newest block (the screen says so: a click never does
 * nothing).
 */
export type DexPlan = { status: 'ready'; steps: Step[] } | DexPlanRefused

/** What a trade's plan answers instead of steps: the price moved, or the node did not answer. */
type DexPlanRefused = { status: 'stale' } | { status: 'unread'; error: unknown }

/** Minutes the router call may wait in the mempool (the user's setting). */
type WithDeadline<T> = Omit<T, 'deadline'> & { deadlineMinutes: number }

/**
 * A swap's steps from the quote on screen (issue 78: the screen renders a core plan): the newest
 * block is read; a quote read before it is `stale` (a trade in between moved the price), a node
 * that does not answer is `unread` (as planAddLiquidity's), else the steps carry a deadline counted
 * from that block's time or this machine's clock, whichever is later.
 *
 * @example
 * const plan = await planSwap(publicClient, { quotedAt: quote.blockNumber, deadlineMinutes: 20, router, path, ... })
 * if (plan.status === 'stale') await quote.refetch()
 */
export async function planSwap(
  client: PublicClient,
  parameters: WithDeadline<CreateSwapStepsParameters> & { quotedAt: bigint },
): Promise<DexPlan> {
  const { quotedAt, deadlineMinutes, ...swap } = parameters
  let latest: { number: bigint | null; timestamp: bigint }
  try {
    latest = await client.getBlock()
  } catch (error) {
    return { status: 'unread', error }
  }
  if (quotedAt < (latest.number ?? 0n)) return { status: 'stale' }
  return {
    status: 'ready',
    steps: createSwapSteps({ ...swap, deadline: swapDeadline(latest.timestamp, deadlineMinutes) }),
  }
}

export type PlanExchangeParameters = {
  /** The trade on screen (toExchangeTrade), with nothing blocking it (validateExchange). */
  trade: ExchangeTrade
  /** The quote on screen, for a swap. */
  quote: SwapQuote | undefined
  slippageBps: number
  deadlineMinutes: number
  recipient: Address
  /** The allowance asked for a token sold: exactly what the trade may take, or unlimited. */
  approval: 'exact' | 'unlimited'
}

/**
 * The exchange's steps: a wrap or unwrap is one call to the wrapped token; a swap is planSwap's
 * (the quote on screen re-checked at the newest block, the deadline from its time), through the
 * router's fee-on-transfer functions when a tax was measured. A swap whose quote is missing or
 * older than the newest block is `stale`: the screen reads it again and shows it before anything
 * is asked of the wallet, so a click never sends a price the user did not see.
 *
 * @example
 * const plan = await planExchange(publicClient, { trade, quote: quote.data, slippageBps: 50, deadlineMinutes: 20, recipient: account, approval: 'exact' })
 * if (plan.status === 'stale') await quote.refetch()
 */
export async function planExchange(
  client: PublicClient,
  parameters: PlanExchangeParameters,
): Promise<DexPlan> {
  const { trade, quote, recipient } = parameters
  const { mode, amount, ends } = trade
  if (!mode || !ends || amount === undefined) throw new RangeError('planExchange: the trade is not complete')
  if (mode === 'wrap' || mode === 'unwrap') {
    return {
      status: 'ready',
      steps: createWrapSteps({ wrapped: trade.entry.wrappedNative, direction: mode, amount }),
    }
  }
  const best = quote?.best
  // A quote that is being read again (a block came in between the render and the click) is not sent.
  if (!quote || !best) return { status: 'stale' }
  return planSwap(client, {
    quotedAt: quote.blockNumber,
    deadlineMinutes: parameters.deadlineMinutes,
    router: best.venue.router,
    path: best.path,
    kind: trade.kind,
    amountIn: best.amountIn,
    amountOut: best.amountOut,
    slippageBps: parameters.slippageBps,
    taxBps: trade.limitTaxBps,
    nativeIn: ends.nativeIn,
    nativeOut: ends.nativeOut,
    feeOnTransfer: trade.taxed,
    recipient,
    approval: parameters.approval,
    routerNativeName: best.venue.routerNativeName,
  })
}

/**
 * Adding liquidity at the ratio on screen: the pool is read again with the newest block, and the
 * amounts quoted again from it; amounts that moved are `stale`, else the steps, with their deadline,
 * and the pool as read (the user's LP balance before); `unread` with the error when the node failed.
 *
 * @example
 * const plan = await planAddLiquidity(publicClient, { pool: { factory, tokenA, tokenB, owner }, quote: { typed: 'A', amountA, amountB: 0n }, quoted, deadlineMinutes: 20, ... })
 */
export async function planAddLiquidity(
  client: PublicClient,
  parameters: WithDeadline<Omit<CreateAddLiquidityStepsParameters, 'amountA' | 'amountB'>> & {
    pool: ReadPoolParameters
    /** What the quote on screen was computed from, the pool aside. */
    quote: Omit<QuoteAddLiquidityParameters, 'pool'>
    /** The amounts the screen shows. */
    quoted: { amountA: bigint; amountB: bigint }
  },
): Promise<{ status: 'ready'; steps: Step[]; pool: Pool } | DexPlanRefused> {
  const { pool, quote, quoted, deadlineMinutes, ...add } = parameters
  let fresh: Pool
  let latest: { timestamp: bigint }
  try {
    ;[fresh, latest] = await Promise.all([readPool(client, pool), client.getBlock()])
  } catch (error) {
    // The node did not answer: said as such (the screen's "network failed"), never as a fresh quote.
    return { status: 'unread', error }
  }
  const again = quoteAddLiquidity({ ...quote, pool: fresh })
  if (again.amountA !== quoted.amountA || again.amountB !== quoted.amountB) return { status: 'stale' }
  return {
    status: 'ready',
    // The pool as read now: what the user's LP balance grows from.
    pool: fresh,
    steps: createAddLiquiditySteps({
      ...add,
      amountA: quoted.amountA,
      amountB: quoted.amountB,
      deadline: swapDeadline(latest.timestamp, deadlineMinutes),
    }),
  }
}

/**
 * Removing liquidity: the steps, with a deadline counted from the newest block's time (the amounts
 * out are bounded by the slippage the user chose, so no quote goes stale here).
 *
 * @example
 * const steps = await planRemoveLiquidity(publicClient, { ...position, liquidity, slippageBps: 50, deadlineMinutes: 20, ... })
 */
export async function planRemoveLiquidity(
  client: PublicClient,
  parameters: WithDeadline<CreateRemoveLiquidityStepsParameters>,
): Promise<Step[]> {
  const { deadlineMinutes, ...remove } = parameters
  const latest = await client.getBlock()
  return createRemoveLiquiditySteps({
    ...remove,
    deadline: swapDeadline(latest.timestamp, deadlineMinutes),
  } as CreateRemoveLiquidityStepsParameters)
}

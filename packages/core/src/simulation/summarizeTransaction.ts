import type { PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { readUsdPrices } from './readUsdPrices.ts'
import { type SimulatedRequest, simulateTransaction } from './simulateTransaction.ts'
import {
  type SimulationSummary,
  type SummarizeSimulationOptions,
  summarizeSimulation,
} from './summarizeSimulation.ts'

/**
 * How long a summary waits for the RPC. The wallet has not opened yet: at 120 ms a round trip a
 * summary takes 2 or 3 requests (0.25 to 0.4 s, bench/results/transaction-simulation.md); past
 * this the RPC is struggling and the screen says it could not read what the transaction does.
 */
export const summaryTimeoutMs = 6_000

export type SummarizeTransactionOptions = Omit<
  SummarizeSimulationOptions,
  'usdPrices' | 'usdPricesUnread'
> & {
  /** {@link summaryTimeoutMs} by default. */
  timeoutMs?: number
  /**
   * The chain's catalogue entry: what moves is valued in dollars by its pools (readUsdPrices),
   * within the same time limit; a price the chain does not give leaves an amount without a value,
   * and a read that fails or comes late adds a `valuesUnread` line. None: no values.
   */
  prices?: { entry: ChainEntry } | undefined
}

/**
 * "What will this transaction do to my assets?" from the user's own RPC (simulateTransaction),
 * as the lines a screen shows (summarizeSimulation), within a time limit: an RPC that fails or
 * does not answer in time is `unread`, never an error. Nothing is sent.
 *
 * @example
 * const summary = await summarizeTransaction(client, { from, to: usdt, data }, { language: 'zh' })
 * summary.status === 'success' && summary.lines[0] // { kind: 'send', asset: 'erc20', amount: { value: '10', symbol: 'USDT', baseUnits: false }, ... }
 */
export async function summarizeTransaction(
  client: PublicClient,
  request: SimulatedRequest,
  options: SummarizeTransactionOptions,
): Promise<SimulationSummary> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), options.timeoutMs ?? summaryTimeoutMs)
  })
  try {
    const simulation = await Promise.race([simulateTransaction(client, request), late])
    if (!simulation) return { status: 'unread' }
    const assets =
      simulation.status === 'success'
        ? simulation.changes.flatMap((change) =>
            (change.kind === 'native' || change.kind === 'erc20') && change.decimals !== undefined
              ? [{ token: change.asset, decimals: change.decimals }]
              : [],
          )
        : []
    // A price read that fails or comes late leaves the amounts unvalued, and says so.
    let usdPrices: ReadonlyMap<string, number> | undefined
    let usdPricesUnread = false
    if (options.prices && assets.length > 0) {
      try {
        usdPrices = await Promise.race([readUsdPrices(client, { entry: options.prices.entry, assets }), late])
        usdPricesUnread = usdPrices === undefined
      } catch {
        usdPricesUnread = true
      }
    }
    return summarizeSimulation(simulation, { ...options, usdPrices, usdPricesUnread })
  } catch {
    return { status: 'unread' }
  } finally {
    clearTimeout(timer)
  }
}

import { type Address, erc20Abi, getAddress, isAddressEqual, type PublicClient } from 'viem'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import {
  approveReturningAnythingAbi,
  resultOf,
  type SimulationMethod,
  simulateCalls,
} from './simulateCalls.ts'
import type { HolderRow, HolderSaleTest, TradeTest } from './types.ts'

export type SimulateHolderSalesParameters = {
  token: Address
  /** The trade tests of the check: the first one with a reading gives the route and the amount. */
  trades: readonly TradeTest[]
  /** The largest holders the check listed; pools, lockers, burn addresses and the token are skipped. */
  holders: readonly HolderRow[]
  /** The buyer's own address, tried first when it holds the token. */
  buyer?: Address | undefined
  /** How many holders to try (default 5): one simulation request each. */
  limit?: number
  /**
   * The block the check reads: the first holder who can sell now sells again in a block this far
   * ahead (default 30 days, at 12 s a block), where a trap that arms itself with time has armed.
   */
  at?: { number: bigint; timestamp: bigint } | undefined
}

/** How many holders a check tries by default. */
export const holderSaleLimit = 5

/** How far ahead the later sale runs: 30 days, and the blocks of 30 days at 12 s each. */
export const laterSaleSeconds = 30n * 24n * 3600n
const laterSaleBlocks = laterSaleSeconds / 12n

/** Fresh buyers that buy before the later sale (addresses nobody holds; credited by a state override). */
const laterBuyers: Address[] = [1, 2, 3, 4, 5].map(
  (index) => `0x00000000000000000000000000000000b0e5b0${index.toString(16).padStart(2, '0')}` as Address,
)

/** A deadline far enough in the future for any simulated block. */
const farDeadline = 2n ** 40n

/** The share of `quoted` that did not arrive, in basis points (0 to 10,000). */
function shortfallBps(quoted: bigint, arrived: bigint): number {
  if (quoted <= 0n || arrived >= quoted) return 0
  return Number(((quoted - arrived) * 10_000n + quoted / 2n) / quoted)
}

/** The custom error selector or the revert text of a failed simulated call, short enough to show. */
function failureOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  const reason = /reverted with the following reason:\s*\n?(.+)/.exec(text)?.[1]
  if (reason) return reason.trim().slice(0, 80)
  const data = /(0x[0-9a-fA-F]{8})/.exec(text)?.[1]
  return data ?? 'reverted'
}

/**
 * The reads around a simulated sale of `amount` along `path` (to `native`, the wrapped native
 * coin): the seller's wrapped coin, read before and after, and what the pools alone would pay.
 * Each typed by its ABI, to be read with resultOf.
 */
export function saleReads(sale: {
  holder: Address
  router: Address
  amount: bigint
  path: readonly Address[]
  native: Address
}) {
  const { native } = sale
  return {
    nativeBalance: {
      from: sale.holder,
      to: native,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [sale.holder],
    },
    quoteCall: {
      from: sale.holder,
      to: sale.router,
      abi: uniswapV2Router02Abi,
      functionName: 'getAmountsOut',
      args: [sale.amount, sale.path],
    },
  } as const
}

/**
 * Sells a little of the token from the addresses that already hold it, as they would: the holder
 * approves the router and swaps through the route the buy test took, reversed, for the wrapped
 * native coin, each holder in one simulated block of calls sent from its own address
 * (nothing is signed or sent). A fresh buyer's simulated trade cannot see traps aimed at people who
 * already hold the token (a blacklist entered after the buy, a per-holder cool down, a balance
 * wipe); this does, and the first holder who can sell sells again in a block 30 days ahead after five
 * fresh buys (a trap that arms itself with time or with buys). The amount is what the simulated buy got (the size a new buyer would sell),
 * never more than the holder has.
 *
 * A node without `eth_simulateV1` runs the same calls through one `eth_call` with state overrides
 * (simulateCalls: `method` says so); a node without either answers `unsupported`: the check then
 * says the holders' sales were not tested, never that they can sell.
 *
 * The holders' simulations are sent together (one round), then the later sale (a second round).
 *
 * @example
 * const sales = await simulateHolderSales(publicClient, { token, trades: report.trades, holders: report.holders.top })
 * sales.tests.filter((test) => !test.canSell) // holders the token would not let sell
 */
export async function simulateHolderSales(
  client: PublicClient,
  parameters: SimulateHolderSalesParameters,
): Promise<{ tests: HolderSaleTest[]; unsupported?: true; calls: number; method?: SimulationMethod }> {
  const token = getAddress(parameters.token)
  const trade = parameters.trades.find((test) => test.reading?.canBuy && test.path && test.path.length >= 2)
  if (!trade?.path || !trade.reading) return { tests: [], calls: 0 }
  const sellPath = [...trade.path].reverse()
  const native = sellPath[sellPath.length - 1] as Address
  const probeAmount = trade.reading.bought > 0n ? trade.reading.bought : 1n
  const ordinary = parameters.holders.filter(
    (row) => (row.role === undefined || row.role === 'creator') && row.balance > 0n,
  )
  const buyer = parameters.buyer ? getAddress(parameters.buyer) : undefined
  let calls = 0
  let method: SimulationMethod = 'simulateV1'
  const buyerBalance = buyer
    ? await client
        .readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] })
        // A token that refuses to say holds nothing for the buyer; a node that failed to answer
        // fails the sales (said as "not tested"), never drops the buyer's own sale in silence.
        .catch(whenContractRefuses(0n))
    : 0n
  if (buyer) calls += 1
  const candidates: { holder: Address; balance: bigint }[] = [
    ...(buyer && buyerBalance > 0n ? [{ holder: buyer, balance: buyerBalance }] : []),
    ...ordinary
      .filter((row) => !buyer || !isAddressEqual(row.address, buyer))
      .map((row) => ({ holder: row.address, balance: row.balance })),
  ].slice(0, parameters.limit ?? holderSaleLimit)

  const tests: HolderSaleTest[] = []
  const buyValue = trade.value ?? 0n
  const buyCall = (buyer: Address) => ({
    from: buyer,
    to: trade.router,
    abi: uniswapV2Router02Abi,
    functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens' as const,
    args: [0n, trade.path as Address[], buyer, farDeadline] as const,
    value: buyValue,
  })
  const sell = async (
    holder: Address,
    amount: bigint,
    blockOverrides?: { number: bigint; time: bigint },
  ): Promise<HolderSaleTest | 'unsupported'> => {
    calls += 1
    const { nativeBalance, quoteCall } = saleReads({
      holder,
      router: trade.router,
      amount,
      path: sellPath,
      native,
    })
    const sale = await simulateCalls(client, {
      ...(blockOverrides
        ? {
            blockOverrides,
            stateOverrides: laterBuyers.map((buyer) => ({ address: buyer, balance: buyValue * 2n })),
          }
        : {}),
      calls: [
        // Later: five fresh buyers buy first (a trap may arm itself after a number of buys).
        ...(blockOverrides ? laterBuyers.map((buyer) => buyCall(buyer)) : []),
        nativeBalance,
        quoteCall,
        // An allowance left over (a provider's, after adding liquidity) first set to 0, as a wallet
        // does for the tokens that refuse to change one non-zero allowance into another (USDT, STORJ).
        {
          from: holder,
          to: token,
          abi: approveReturningAnythingAbi,
          functionName: 'approve',
          args: [trade.router, 0n],
        },
        {
          from: holder,
          to: token,
          abi: approveReturningAnythingAbi,
          functionName: 'approve',
          args: [trade.router, amount],
        },
        {
          from: holder,
          to: trade.router,
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
          args: [amount, 0n, sellPath, holder, farDeadline],
        },
        nativeBalance,
      ],
    }).catch(() => 'error' as const)
    const later = blockOverrides ? { laterSeconds: Number(laterSaleSeconds) } : {}
    if (sale === 'unsupported') return 'unsupported'
    if (sale === 'error')
      return { holder, dex: trade.dex, amount, canSell: false, failure: 'error', ...later }
    if (sale.method === 'ethCall') method = 'ethCall'
    const [before, quote, reset, approval, swap, after] = sale.calls.slice(
      blockOverrides ? laterBuyers.length : 0,
    )
    if (reset?.status !== 'success' || approval?.status !== 'success') {
      const error = reset?.status !== 'success' ? reset?.error : approval?.error
      return { holder, dex: trade.dex, amount, canSell: false, failure: failureOf(error), ...later }
    }
    if (swap?.status !== 'success')
      return { holder, dex: trade.dex, amount, canSell: false, failure: failureOf(swap?.error), ...later }
    const nativeBefore = resultOf(nativeBalance, before)
    const nativeAfter = resultOf(nativeBalance, after)
    const quoted = resultOf(quoteCall, quote)?.at(-1)
    // The sale went through but what it paid, or what the pools would have paid, was not read: the
    // sale is not measured (said as "not tested", as a node's failure), never taken as paying
    // nothing or as taxed 0.
    if (nativeBefore === undefined || nativeAfter === undefined || quoted === undefined)
      return { holder, dex: trade.dex, amount, canSell: false, failure: 'error', ...later }
    const received = nativeAfter - nativeBefore
    return {
      holder,
      dex: trade.dex,
      amount,
      canSell: received > 0n,
      received,
      quoted,
      taxBps: shortfallBps(quoted, received),
      ...(received > 0n ? {} : { failure: 'nothingPaid' }),
      ...later,
    }
  }

  // The holders sell at once (each its own simulation, nothing carries over); their tests are
  // taken in order up to the first the node refused as unsupported, as if sold one by one.
  const sales = await Promise.all(
    candidates.map(({ holder, balance }) => sell(holder, balance < probeAmount ? balance : probeAmount)),
  )
  for (const test of sales) {
    if (test === 'unsupported') return { tests, unsupported: true, calls, method }
    tests.push(test)
  }
  // A trap that arms itself with time or buys: the first holder who sells now sells again 30 days
  // later, after five fresh buyers bought.
  const first = tests.find((test) => test.canSell)
  if (first && parameters.at) {
    const later = await sell(first.holder, first.amount, {
      number: parameters.at.number + laterSaleBlocks,
      time: parameters.at.timestamp + laterSaleSeconds,
    })
    // A node that cannot simulate a later block (no block overrides) leaves it untried: said so
    // ('error', as a node's failure), never dropped.
    tests.push(
      later === 'unsupported'
        ? {
            holder: first.holder,
            dex: trade.dex,
            amount: first.amount,
            canSell: false,
            failure: 'error',
            laterSeconds: Number(laterSaleSeconds),
          }
        : later,
    )
  }
  return { tests, calls, method }
}

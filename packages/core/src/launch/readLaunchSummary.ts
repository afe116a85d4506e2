import { type Address, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'
import type { ChainEntry } from '../chains/types.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.abi.ts'
import { readPool } from '../dex/readPool.ts'
import { readToken, type TokenFacts, tokenFactsOf } from '../erc20/readToken.ts'
import type { LockInfo } from '../lock/lockSchedule.ts'
import { readTokenDetails, type TokenSettings } from '../tokens/readTokenDetails.ts'
import { hasOwner, type TokenTemplateId } from '../tokens/tokenTemplates.ts'
import { readLpFate } from './readLpFate.ts'

/** A launch as anyone can read it from the chain: what the summary page shows. */
export type LaunchSummary = {
  token: TokenFacts
  /** The TokenBox template, when the token is one (then Manage Token can open it). */
  template: TokenTemplateId | undefined
  dex: { name: string; router: Address }
  quote: { address: Address; symbol: string; decimals: number }
  /** Undefined while the pool does not exist. */
  pair: Address | undefined
  reserves: { token: bigint; quote: bigint }
  lpSupply: bigint
  /** LP sent to the burn address. */
  burned: bigint
  /** The TokenBox locker's locks of the pair's LP still holding some. */
  locks: LockInfo[]
  /** Undefined for tokens without a trading switch. */
  tradingOpen: boolean | undefined
  /** Undefined for tokens without an owner; zero once renounced. */
  owner: Address | undefined
  /** A timed renounce: when it ends and who gets the token back. */
  renouncedUntil: { until: bigint; returningOwner: Address } | undefined
  /** True verified, false not, undefined when the explorer cannot be asked. */
  verified: boolean | undefined
}

export type ReadLaunchSummaryParameters = {
  /** The chain the launch is on: its exchanges, wrapped native coin and aggregator. */
  entry: ChainEntry
  token: Address
  /** The launch's DEX and paired coin (a trading token's own pair settings win); default the first DEX and the native coin. */
  router?: Address | undefined
  quote?: Address | undefined
  /** The chain's TokenBox locker: without it no lock is found. */
  locker?: Address | undefined
  /** The explorer's word on the source (through the server); unknown without it. */
  readVerified?: ((address: Address) => Promise<boolean | undefined>) | undefined
}

/**
 * A launch's summary as anyone can read it from the chain (the shareable page at the end of
 * /launch): the token, its pool on the launch's DEX (a trading token's own pair settings, else the
 * link's), the LP locked in the TokenBox locker or burned, whether trading is open, ownership, and
 * whether the explorer holds the source. Null when the address is no token or no DEX is known.
 *
 * @example
 * const summary = await readLaunchSummary(publicClient, { entry, token, locker })
 * summary?.locks[0]?.unlockAt
 */
export async function readLaunchSummary(
  client: PublicClient,
  parameters: ReadLaunchSummaryParameters,
): Promise<LaunchSummary | null> {
  const { entry, token } = parameters
  const details = await readTokenDetails(client, { address: token })
  const facts = details ?? (await readToken(client, { token }))
  if (!facts) return null
  const settings: TokenSettings = details?.settings ?? {}
  const { router: ownRouter, quoteToken: ownQuote } = settings
  const router = ownRouter ?? parameters.router ?? entry.swaps[0]?.router
  if (!router) return null
  const quoteOrNative = ownQuote ?? parameters.quote ?? entry.wrappedNative
  const quote = isAddressEqual(quoteOrNative, nativeTokenAddress) ? entry.wrappedNative : quoteOrNative
  const listed = entry.swaps.find((swap) => isAddressEqual(swap.router, router))
  const factory =
    listed?.factory ??
    (await client.readContract({ address: router, abi: uniswapV2Router02Abi, functionName: 'factory' }))
  const [pool, quoteToken, verified] = await Promise.all([
    readPool(client, { factory, tokenA: token, tokenB: quote, multicallAddress: entry.multicall }),
    readToken(client, { token: quote }),
    parameters.readVerified ? parameters.readVerified(token).catch(() => undefined) : undefined,
  ])
  const { pair } = pool
  const { burned, locks } = await readLpFate(client, { pair, locker: parameters.locker })
  const native = isAddressEqual(quote, entry.wrappedNative)
  const { returningOwner, renounceEndsAt } = settings
  return {
    token: tokenFactsOf(token, facts),
    template: details?.template,
    dex: { name: listed?.name ?? router, router },
    quote: {
      address: quote,
      symbol: native ? entry.nativeCurrency.symbol : (quoteToken?.symbol ?? '?'),
      decimals: quoteToken?.decimals ?? 18,
    },
    pair,
    reserves: { token: pool.reserveA, quote: pool.reserveB },
    lpSupply: pool.totalSupply,
    burned,
    locks,
    tradingOpen: typeof settings.tradingOpen === 'boolean' ? settings.tradingOpen : undefined,
    owner: details && hasOwner(details.template) ? details.owner : undefined,
    renouncedUntil:
      details &&
      isAddressEqual(details.owner, zeroAddress) &&
      returningOwner &&
      !isAddressEqual(returningOwner, zeroAddress) &&
      renounceEndsAt
        ? { until: renounceEndsAt, returningOwner }
        : undefined,
    verified,
  }
}

import { useQuery } from '@tanstack/react-query'
import { readVerifiedThroughServer } from '@tokenbox/core/approvals/readVerifiedThroughServer.ts'
import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.abi.ts'
import { readPool } from '@tokenbox/core/dex/readPool.ts'
import { launchBurnAddress } from '@tokenbox/core/launch/types.ts'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { readLocks } from '@tokenbox/core/lock/readLocks.ts'
import { readToken } from '@tokenbox/core/tokens/readToken.ts'
import { readTokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import { hasOwner, type TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { type Address, erc20Abi, isAddressEqual, zeroAddress } from 'viem'
import { usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useChainEntries } from '../../../wallet/network/useChainEntries.ts'
import type { LaunchSummaryQuery } from './launchLinks.ts'

/** UniswapV2's MINIMUM_LIQUIDITY: LP units every pair keeps for good at its first deposit. */
const pairMinimumLiquidity = 1_000n

/** A launch as anyone can read it from the chain: what the summary page shows. */
export type LaunchSummaryData = {
  token: { address: Address; name: string; symbol: string; decimals: number; totalSupply: bigint }
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

/**
 * A launch's summary read from the chain its link names, for anyone (no wallet needed): the token,
 * its pool on the launch's DEX (a trading token's own pair settings, else the link's), the LP
 * locked in the TokenBox locker or burned, whether trading is open, ownership, and whether the
 * explorer holds the source. Only core readers, composed: nothing here builds a contract call.
 *
 * @example
 * const summary = useLaunchSummary({ chainId: 56, token })
 * summary.data?.locks[0]?.unlockAt
 */
export function useLaunchSummary(query: LaunchSummaryQuery) {
  const entries = useChainEntries()
  const entry = getChainEntry(query.chainId, entries)
  const client = usePublicClient({ chainId: entry?.id })
  const locker = useChainContract('lock', tokenLockerRuntime, entry?.id ?? 0)
  return useQuery({
    queryKey: ['launchSummary', query.chainId, query.token, query.router, query.quote, locker.data],
    enabled: Boolean(entry && client && locker.isFetched),
    retry: 1,
    queryFn: async (): Promise<LaunchSummaryData | null> => {
      if (!entry || !client) throw new Error('useLaunchSummary: no chain')
      const details = await readTokenDetails(client, { address: query.token })
      const token = details ?? (await readToken(client, { token: query.token }))
      if (!token) return null
      const settings = details?.settings ?? {}
      const ownRouter = typeof settings.router === 'string' ? (settings.router as Address) : undefined
      const ownQuote = typeof settings.quoteToken === 'string' ? (settings.quoteToken as Address) : undefined
      const router = ownRouter ?? query.router ?? entry.swaps[0]?.router
      if (!router) return null
      const quoteOrNative = ownQuote ?? query.quote ?? entry.wrappedNative
      const quote = isAddressEqual(quoteOrNative, nativeTokenAddress) ? entry.wrappedNative : quoteOrNative
      const listed = entry.swaps.find((swap) => isAddressEqual(swap.router, router))
      const factory =
        listed?.factory ??
        (await client.readContract({ address: router, abi: uniswapV2Router02Abi, functionName: 'factory' }))
      const [pool, quoteToken, verified] = await Promise.all([
        readPool(client, { factory, tokenA: query.token, tokenB: quote, multicallAddress: entry.multicall }),
        readToken(client, { token: quote }),
        readVerifiedThroughServer({ chainId: entry.id }, [query.token])
          .then((answers) => answers.get(query.token.toLowerCase()))
          .catch(() => undefined),
      ])
      const { pair } = pool
      const [burned, locks] = await Promise.all([
        pair
          ? client.readContract({
              address: pair,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [launchBurnAddress],
            })
          : Promise.resolve(0n),
        pair && locker.data ? readLocks(client, { locker: locker.data, token: pair }) : Promise.resolve([]),
      ])
      // Some pairs (the local AMM) keep their first 1,000 LP units, locked for good, at the burn
      // address instead of the zero address: that is the pool's own minimum, not a creator's burn.
      const burnedByCreator = burned > pairMinimumLiquidity ? burned : 0n
      const native = isAddressEqual(quote, entry.wrappedNative)
      const returningOwner = settings.returningOwner as Address | undefined
      const renounceEndsAt = settings.renounceEndsAt as bigint | undefined
      return {
        token: {
          address: query.token,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          totalSupply: token.totalSupply,
        },
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
        burned: burnedByCreator,
        locks: locks.filter((lock) => lock.isLp && lock.amount > lock.withdrawn),
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
    },
  })
}

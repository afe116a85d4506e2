import { type Address, erc20Abi, getAddress, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'
import type { ChainEntry } from '../chains/types.ts'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.ts'
import { uniswapV2PairAbi } from '../contracts/UniswapV2Pair.ts'
import { readLocks } from '../lock/readLocks.ts'
import { burnAddresses } from './burnAddresses.ts'
import { publicLockers } from './publicLockers.ts'
import type { LockedLiquidity, PoolLiquidity } from './types.ts'

export type ReadTokenPoolsParameters = {
  token: Address
  entry: ChainEntry
  /** The chain's TokenBox locker, when it differs from `entry.lock` (a locally deployed one). */
  locker?: Address | undefined
}

/**
 * Every pool of `token` on the chain's catalogue exchanges against the wrapped native coin and
 * the catalogue's tokens, with its reserves and who holds its LP: TokenBox's locker (with the
 * earliest end of its live locks of that LP), the known public lockers of the chain
 * (publicLockers), the burn addresses, and the rest, which is free to be pulled.
 *
 * Two rounds of reads, each started together: every pair address, then every pool's reserves and
 * LP holdings (and the locker's locks of it, used where the locker holds some); on a client that
 * batches contract reads (a pacedReadClient, wagmi's) each round is one Multicall3 call.
 *
 * @example
 * const pools = await readTokenPools(client, { token, entry })
 * pools.map((pool) => `${pool.dex} ${pool.quoteSymbol}: ${pool.free} LP free`)
 */
export async function readTokenPools(
  client: PublicClient,
  { token, entry, locker = entry.lock }: ReadTokenPoolsParameters,
): Promise<PoolLiquidity[]> {
  const quotes = entry.tokens.filter(
    (quote, index, all) =>
      !isAddressEqual(quote.address, nativeTokenAddress) &&
      !isAddressEqual(quote.address, token) &&
      all.findIndex((other) => isAddressEqual(other.address, quote.address)) === index,
  )
  const lockers = publicLockers[entry.id] ?? []
  const routes = entry.swaps.flatMap((swap) => quotes.map((quote) => ({ swap, quote })))
  const routesWithPair = await Promise.all(
    routes.map(async (route) => ({
      ...route,
      pair: await client.readContract({
        address: route.swap.factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [token, route.quote.address],
      }),
    })),
  )
  const holders = [...(locker ? [locker] : []), ...lockers.map((known) => known.address), ...burnAddresses]
  const found = routesWithPair.filter(({ pair }) => !isAddressEqual(pair, zeroAddress))
  return Promise.all(
    found.map(async ({ swap, quote, pair }): Promise<PoolLiquidity> => {
      // The locker's locks of this LP are read beside its balance, and used only where it holds some
      // (a locker holding none may be no locker at all on this chain: its failure is then no answer).
      const ends = locker ? lockEnd(client, locker, pair) : undefined
      ends?.catch(() => undefined)
      const [[reserve0, reserve1], token0, supply, ...amounts] = await Promise.all([
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'totalSupply' }),
        ...holders.map((holder) =>
          client.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
        ),
      ])
      const tokenIsFirst = isAddressEqual(token0, token)
      let index = 0
      const locked: LockedLiquidity[] = []
      if (locker) {
        const amount = amounts[index++] ?? 0n
        if (amount > 0n)
          locked.push({
            locker: 'tokenbox',
            address: locker,
            amount,
            ...(await (ends as Promise<{ unlocksAt?: bigint }>)),
          })
      }
      for (const known of lockers) {
        const amount = amounts[index++] ?? 0n
        if (amount > 0n) locked.push({ locker: known.name, address: known.address, amount })
      }
      const burned = amounts.slice(index).reduce((sum, amount) => sum + amount, 0n)
      const held = locked.reduce((sum, lock) => sum + lock.amount, 0n) + burned
      return {
        dex: swap.name,
        pair: getAddress(pair),
        quote: quote.address,
        quoteSymbol: quote.name,
        quoteDecimals: quote.decimals,
        reserveToken: tokenIsFirst ? reserve0 : reserve1,
        reserveQuote: tokenIsFirst ? reserve1 : reserve0,
        lpSupply: supply,
        locked,
        burned,
        free: supply > held ? supply - held : 0n,
      }
    }),
  )
}

/** The earliest end date among the TokenBox locker's live locks of `pair` (LP not yet all withdrawn). */
async function lockEnd(
  client: PublicClient,
  locker: Address,
  pair: Address,
): Promise<{ unlocksAt?: bigint }> {
  const locks = await readLocks(client, { locker, token: pair })
  const ends = locks.filter((lock) => lock.amount > lock.withdrawn).map((lock) => lock.end)
  if (ends.length === 0) return {}
  // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
  return { unlocksAt: ends.reduce((earliest, end) => (end < earliest ? end : earliest)) }
}

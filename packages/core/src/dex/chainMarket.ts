import { type Address, isAddressEqual } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'
import type { ChainEntry } from '../chains/types.ts'
import type { SwapVenue } from './quoteSwap.ts'
import type { LiquidityVenue } from './readLiquidityPair.ts'

/**
 * The chain's DEXes to quote on (its catalogue `swaps`), and the tokens a route may pass through.
 *
 * @example
 * quoteSwap(client, { ...swapMarket(entry), tokenIn, tokenOut, kind: 'exactIn', amount, multicallAddress: entry.multicall })
 */
export function swapMarket(entry: ChainEntry): { venues: SwapVenue[]; intermediates: Address[] } {
  return {
    venues: entry.swaps.map(({ name, router, feeBps, routerNativeName }) => ({
      name,
      router,
      feeBps,
      routerNativeName,
    })),
    // The wrapped coin and the catalogue's stablecoins: the deep pools of every chain.
    intermediates: [
      entry.wrappedNative,
      ...entry.tokens
        .map((token) => token.address)
        .filter(
          (address) =>
            !isAddressEqual(address, nativeTokenAddress) && !isAddressEqual(address, entry.wrappedNative),
        ),
    ],
  }
}

/** The chain's DEXes with the factory the positions are looked up in. */
export function liquidityVenues(entry: ChainEntry): LiquidityVenue[] {
  return entry.swaps.map(({ name, router, factory }) => ({ name, router, factory }))
}

/** The tokens whose pairs are looked for: the wrapped coin, the catalogue's tokens, the wallet's recent ones. */
export function positionTokens(entry: ChainEntry, recent: readonly Address[]): Address[] {
  return [
    entry.wrappedNative,
    ...entry.tokens.map((token) => token.address).filter((address) => address !== nativeTokenAddress),
    ...recent,
  ]
}

/** What positions are valued in: the catalogue's first stablecoin (a token other than the coin). */
export function quoteTokenOf(entry: ChainEntry) {
  return entry.tokens.find(
    (token) => token.address !== nativeTokenAddress && !isAddressEqual(token.address, entry.wrappedNative),
  )
}

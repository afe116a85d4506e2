import { type Address, type Client, getAddress, zeroAddress } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.abi.ts'
import { uniswapV2PairAbi } from '../contracts/UniswapV2Pair.abi.ts'
import { multicallEach } from '../evm/multicallEach.ts'
import { successResults } from '../evm/successResults.ts'

/**
 * The tickers of US-dollar stablecoins a chain's catalogue may list (upper case): each is taken at
 * $1, the one price TokenBox assumes. Every other price is read from the chain's own pools.
 */
const dollarTickers = new Set([
  'USDT',
  'USDT0',
  'USDC',
  'USDC.E',
  'USDBC',
  'DAI',
  'BUSD',
  'FDUSD',
  'TUSD',
  'USDP',
  'PYUSD',
  'USDS',
  'USDE',
])

/**
 * A pool whose dollar side holds less than this gives no price: a few dollars move it anywhere,
 * and a token's creator can make it say anything.
 */
export const minPriceDepthUsd = 1_000

/** An asset to price: a token, or the zero address for the chain's coin, with its decimals. */
export type UsdPriceAsset = { token: Address; decimals: number }

export type ReadUsdPricesParameters = {
  /** The chain's catalogue entry: its main exchange, its wrapped coin, its stablecoins, its aggregator. */
  entry: ChainEntry
  assets: readonly UsdPriceAsset[]
}

/** A pool of `token` against `quote`: what each side holds, in whole tokens. */
type Pool = { token: string; quote: string; tokenSide: number; quoteSide: number }

const key = (address: Address | string) => address.toLowerCase()
const whole = (amount: bigint, decimals: number) => Number(amount) / 10 ** decimals

/**
 * What one whole unit of each asset is worth in US dollars, where the chain's main exchange says
 * it (issue 80: the guard's and the steps' "about $12.30"): a catalogue stablecoin is $1; another
 * token is priced by its deepest pool against a stablecoin, directly or through the wrapped coin
 * (whose own price is its deepest stablecoin pool); the coin is its wrapped token. A pool whose
 * dollar side holds less than {@link minPriceDepthUsd} is no price, and an asset without one is
 * left out of the map: the screen then shows no value rather than a made-up one. Two reads of the
 * chain's aggregator (the pools, then their reserves); a failure of either is thrown.
 *
 * @example
 * const prices = await readUsdPrices(client, { entry, assets: [{ token: zeroAddress, decimals: 18 }] })
 * prices.get(zeroAddress) // 3012.5
 */
export async function readUsdPrices(
  client: Client,
  { entry, assets }: ReadUsdPricesParameters,
): Promise<Map<string, number>> {
  const prices = new Map<string, number>()
  const swap = entry.swaps[0]
  const wrapped = key(entry.wrappedNative)
  const stables = entry.tokens.filter(
    (token) => token.address !== zeroAddress && dollarTickers.has(token.name.toUpperCase()),
  )
  const decimalsOf = new Map<string, number>([
    [wrapped, 18],
    ...stables.map((token) => [key(token.address), token.decimals] as const),
  ])
  const wanted = new Map<string, Address>()
  for (const asset of assets) {
    const token = asset.token === zeroAddress ? entry.wrappedNative : asset.token
    if (stables.some((stable) => key(stable.address) === key(token))) prices.set(key(asset.token), 1)
    else {
      wanted.set(key(token), getAddress(token))
      if (!decimalsOf.has(key(token))) decimalsOf.set(key(token), asset.decimals)
    }
  }
  if (!swap || stables.length === 0 || wanted.size === 0) return prices

  // The pools: each wanted token against each stablecoin and the wrapped coin; the wrapped coin
  // against each stablecoin.
  const pairs: { token: Address; quote: Address }[] = []
  for (const stable of stables) pairs.push({ token: entry.wrappedNative, quote: stable.address })
  for (const token of wanted.values()) {
    if (key(token) === wrapped) continue
    for (const stable of stables) pairs.push({ token, quote: stable.address })
    pairs.push({ token, quote: entry.wrappedNative })
  }
  const found = await multicallEach(client, {
    multicallAddress: entry.multicall,
    contracts: pairs.map(
      ({ token, quote }) =>
        ({
          address: swap.factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [token, quote],
        }) as const,
    ),
  })
  const existing = pairs
    .map((pair, index) => {
      const answer = found[index]
      const address = answer?.status === 'success' ? answer.result : zeroAddress
      return { ...pair, address }
    })
    .filter((pair) => pair.address !== zeroAddress)
  if (existing.length === 0) return prices
  const reads = await multicallEach(client, {
    multicallAddress: entry.multicall,
    contracts: existing.map(
      ({ address }) =>
        [
          { address, abi: uniswapV2PairAbi, functionName: 'getReserves' },
          { address, abi: uniswapV2PairAbi, functionName: 'token0' },
        ] as const,
    ),
  })
  const pools: Pool[] = []
  existing.forEach((pair, index) => {
    const read = reads[index]
    if (!read) return
    const [reserves, first] = successResults(read)
    if (reserves === undefined || first === undefined) return
    const [reserve0, reserve1] = reserves
    const tokenFirst = key(first) === key(pair.token)
    const [tokenReserve, quoteReserve] = tokenFirst ? [reserve0, reserve1] : [reserve1, reserve0]
    pools.push({
      token: key(pair.token),
      quote: key(pair.quote),
      tokenSide: whole(tokenReserve, decimalsOf.get(key(pair.token)) ?? 18),
      quoteSide: whole(quoteReserve, decimalsOf.get(key(pair.quote)) ?? 18),
    })
  })

  /** The price of `token` in dollars by its deepest pool against a quote of known price. */
  const priced = (token: string, quotePrice: (quote: string) => number | undefined) => {
    let best: { price: number; depth: number } | undefined
    for (const pool of pools) {
      if (pool.token !== token || pool.tokenSide <= 0) continue
      const quote = quotePrice(pool.quote)
      if (quote === undefined) continue
      const depth = pool.quoteSide * quote
      if (depth < minPriceDepthUsd || (best && best.depth >= depth)) continue
      best = { price: depth / pool.tokenSide, depth }
    }
    return best?.price
  }
  const stablePrice = (quote: string) =>
    stables.some((stable) => key(stable.address) === quote) ? 1 : undefined
  const wrappedPrice = priced(wrapped, stablePrice)
  for (const asset of assets) {
    if (prices.has(key(asset.token))) continue
    const token = asset.token === zeroAddress ? wrapped : key(asset.token)
    const price =
      token === wrapped
        ? wrappedPrice
        : priced(token, (quote) => stablePrice(quote) ?? (quote === wrapped ? wrappedPrice : undefined))
    if (price !== undefined) prices.set(key(asset.token), price)
  }
  return prices
}

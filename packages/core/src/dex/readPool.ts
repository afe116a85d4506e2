import { type Address, erc20Abi, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { multicall3Abi } from '../contracts/index.ts'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.ts'
import { uniswapV2PairAbi } from '../contracts/UniswapV2Pair.ts'

export type ReadPoolParameters = {
  /** The DEX's UniswapV2-style factory (a chain's catalogue `swaps` entry). */
  factory: Address
  /** The two tokens in the caller's order (the wrapped native coin for the native coin). */
  tokenA: Address
  tokenB: Address
  /** Whose LP balance to read as well; none reads 0. */
  owner?: Address | undefined
  /** Multicall3-compatible aggregator; default the client's chain's `multicall3`. */
  multicallAddress?: Address | undefined
}

/** A pair of a UniswapV2-style DEX as seen by a caller who named its tokens A and B. */
export type Pool = {
  /** The pair contract; undefined when the factory has none (adding liquidity creates it). */
  pair: Address | undefined
  /** The pair's reserves, ordered to the caller's tokens (0 when there is no pair). */
  reserveA: bigint
  reserveB: bigint
  /** LP tokens in existence (the 1,000 locked forever at the first deposit included). */
  totalSupply: bigint
  /** `owner`'s LP tokens. */
  balance: bigint
  /** The block the reserves were read at. */
  blockNumber: bigint
}

/**
 * The pool of two tokens on one DEX: its pair address from the factory, then its reserves (ordered
 * to `tokenA` and `tokenB`, whatever the pair's own token0 / token1 order), LP supply, `owner`'s LP
 * balance and the block number, read together in one aggregator call. No pair is not an error: the
 * pool reads as empty with `pair` undefined, and the first liquidity sets its price.
 *
 * @example
 * const pool = await readPool(client, { factory, tokenA: usdt, tokenB: weth, owner: account })
 * pool.pair ? `${pool.reserveA} : ${pool.reserveB}` : 'new pool: you set the starting price'
 */
export async function readPool(client: PublicClient, parameters: ReadPoolParameters): Promise<Pool> {
  const { factory, tokenA, tokenB } = parameters
  if (isAddressEqual(tokenA, tokenB)) throw new RangeError('readPool: the tokens must differ')
  const aggregator = parameters.multicallAddress ?? client.chain?.contracts?.multicall3?.address
  if (!aggregator) throw new Error('readPool: the chain has no multicall aggregator')
  const pair = await client.readContract({
    address: factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
  if (isAddressEqual(pair, zeroAddress)) {
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    return { pair: undefined, reserveA: 0n, reserveB: 0n, totalSupply: 0n, balance: 0n, blockNumber }
  }
  const [reserves, token0, totalSupply, balance, blockNumber] = await client.multicall({
    multicallAddress: aggregator,
    allowFailure: false,
    batchSize: 0,
    contracts: [
      { address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' },
      { address: pair, abi: uniswapV2PairAbi, functionName: 'token0' },
      { address: pair, abi: erc20Abi, functionName: 'totalSupply' },
      {
        address: pair,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [parameters.owner ?? zeroAddress],
      },
      { address: aggregator, abi: multicall3Abi, functionName: 'getBlockNumber' },
    ],
  })
  const [reserve0, reserve1] = reserves
  const aFirst = isAddressEqual(token0, tokenA)
  return {
    pair,
    reserveA: aFirst ? reserve0 : reserve1,
    reserveB: aFirst ? reserve1 : reserve0,
    totalSupply,
    balance: parameters.owner ? balance : 0n,
    blockNumber,
  }
}

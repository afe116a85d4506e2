import type { Address } from 'viem'
import { uniswapV2FactoryAbi } from '../src/contracts/UniswapV2Factory.abi.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * The pair of `tokenA` and `tokenB` (the wrapped native coin unless given) on the chain's AMM
 * factory, as its `getPair` answers (the zero address before the first liquidity).
 *
 * @example
 * const pair = await pairOf(chain, token)
 */
export function pairOf(
  chain: LocalTestChain,
  tokenA: Address,
  tokenB: Address = chain.contracts.weth,
): Promise<Address> {
  return chain.publicClient.readContract({
    address: chain.contracts.factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
}

import { uniswapV2FactoryAbi } from '@tokenbox/core/contracts/UniswapV2Factory.ts'
import type { Address } from 'viem'
import type { Stack } from './startStack.ts'

/**
 * The local AMM's pair of `tokenA` and `tokenB` (the chain's WETH unless said), read from the
 * factory the stack deployed: the zero address while no pool exists. One reader for every suite
 * that checks a pool a flow made or trades against one (nine files once each read it themselves,
 * some with a hand-written ABI).
 *
 * @example
 * const pair = await readPairAddress(stack, token) // zeroAddress: no pool yet
 * const usdtUsdc = await readPairAddress(stack, usdt, usdc)
 */
export function readPairAddress(
  stack: Stack,
  tokenA: Address,
  tokenB: Address = stack.deployments.contracts.weth,
): Promise<Address> {
  return stack.publicClient.readContract({
    address: stack.deployments.contracts.factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
}

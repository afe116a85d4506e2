import type { Address } from 'viem'
import { uniswapV2Router02Abi } from '../src/contracts/UniswapV2Router02.abi.ts'
import { approve } from '../src/transactions/approve.ts'
import { call } from '../src/transactions/call.ts'
import type { Step } from '../src/transactions/types.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * The two steps that pool `tokens` of `token` against `coin` of the native coin on the chain's
 * router (or `router`), the LP tokens to `lpTo`, with no minimums: the approval of exactly `tokens`,
 * then `addLiquidityETH`. The pool a test's swaps, taxes and LP holders are measured against.
 *
 * @example
 * await chain.runToDone(poolWithNativeSteps(chain, { token, tokens: e('1000'), coin: e('1'), lpTo: user }), user)
 */
export function poolWithNativeSteps(
  chain: LocalTestChain,
  {
    token,
    tokens,
    coin,
    lpTo,
    deadline = 2n ** 40n,
    router = chain.contracts.router,
  }: { token: Address; tokens: bigint; coin: bigint; lpTo: Address; deadline?: bigint; router?: Address },
): Step[] {
  return [
    approve({ token, spender: router, amount: tokens }),
    call({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [token, tokens, 0n, 0n, lpTo, deadline],
      value: coin,
    }),
  ]
}

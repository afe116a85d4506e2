import type { Address } from 'viem'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.abi.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import { pairGasHeadroom } from './pairGasHeadroom.ts'
import { withRouterNativeName } from './withRouterNativeName.ts'

const bps = 10_000n

/**
 * The least of each amount the router may deposit: the amount less the slippage, rounded down. At
 * 10,000 bps (100%) both are 0, "any ratio", what a pool's creator adding the first liquidity uses.
 *
 * @example
 * addLiquidityMinimums({ amountA: 1000n, amountB: 7n, slippageBps: 50 }) // { amountAMin: 995n, amountBMin: 6n }
 */
export function addLiquidityMinimums(parameters: { amountA: bigint; amountB: bigint; slippageBps: number }): {
  amountAMin: bigint
  amountBMin: bigint
} {
  const slippage = BigInt(parameters.slippageBps)
  if (slippage < 0n || slippage > bps)
    throw new RangeError('addLiquidityMinimums: slippage must be 0 to 10,000 bps')
  return {
    amountAMin: (parameters.amountA * (bps - slippage)) / bps,
    amountBMin: (parameters.amountB * (bps - slippage)) / bps,
  }
}

export type CreateAddLiquidityStepsParameters = {
  /** The UniswapV2-style router. */
  router: Address
  /** The two tokens, in the caller's order; the native coin side is `native` instead (its wrapped token here). */
  tokenA: Address
  tokenB: Address
  /** Base units of each to add (the most the router may take). */
  amountA: bigint
  amountB: bigint
  /**
   * Which side is the chain's native coin, sent as the call's value through addLiquidityETH (the
   * router wraps it); none for two ERC-20 tokens.
   */
  native?: 'A' | 'B' | undefined
  /**
   * How far the pool's ratio may move before the router refuses, in basis points: each amount's
   * minimum is the amount less this (addLiquidityMinimums). 10,000 accepts any ratio.
   */
  slippageBps: number
  /** Who receives the LP tokens. */
  recipient: Address
  /** Unix seconds after which the router refuses the transaction. */
  deadline: bigint
  /**
   * The catalogue's `routerNativeName` of the DEX: its native-coin functions are named after the
   * coin (addLiquidityAVAX) instead of ETH (withRouterNativeName). Unset: the Uniswap V2 names.
   */
  routerNativeName?: string | undefined
}

/**
 * The steps of adding liquidity through a UniswapV2-style router: an approval of exactly each
 * ERC-20 amount (skipped by the runner when the allowance already covers it; none for the native
 * coin), then addLiquidity, or addLiquidityETH with the coin as the value. The router creates the
 * pair when there is none; the minimums of addLiquidityMinimums protect against a ratio that moved
 * (or a pool someone else created first at another price).
 *
 * @example
 * const steps = createAddLiquiditySteps({
 *   router, tokenA: usdt, tokenB: weth, amountA: parseUnits('3000', 6), amountB: parseEther('1'),
 *   native: 'B', slippageBps: 50, recipient: account, deadline,
 * })
 */
export function createAddLiquiditySteps(parameters: CreateAddLiquidityStepsParameters): Step[] {
  const { router, tokenA, tokenB, amountA, amountB, native, recipient, deadline } = parameters
  if (tokenA.toLowerCase() === tokenB.toLowerCase())
    throw new RangeError('createAddLiquiditySteps: the two tokens must differ')
  if (amountA <= 0n || amountB <= 0n)
    throw new RangeError('createAddLiquiditySteps: both amounts must be above 0')
  const { amountAMin, amountBMin } = addLiquidityMinimums(parameters)
  if (native) {
    const [token, amountToken, amountTokenMin, amountCoin, amountCoinMin] =
      native === 'B'
        ? [tokenA, amountA, amountAMin, amountB, amountBMin]
        : [tokenB, amountB, amountBMin, amountA, amountAMin]
    return withRouterNativeName(
      [
        approve({ token, spender: router, amount: amountToken }),
        call({
          address: router,
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidityETH',
          args: [token, amountToken, amountTokenMin, amountCoinMin, recipient, deadline],
          value: amountCoin,
          gasHeadroom: pairGasHeadroom(1),
        }),
      ],
      parameters.routerNativeName,
    )
  }
  return [
    approve({ token: tokenA, spender: router, amount: amountA }),
    approve({ token: tokenB, spender: router, amount: amountB }),
    call({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidity',
      args: [tokenA, tokenB, amountA, amountB, amountAMin, amountBMin, recipient, deadline],
      // The pair minted on (see pairGasHeadroom).
      gasHeadroom: pairGasHeadroom(1),
    }),
  ]
}

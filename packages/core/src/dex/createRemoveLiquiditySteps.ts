import { type Address, type Hex, isAddressEqual, parseSignature } from 'viem'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import { signTypedData } from '../transactions/signTypedData.ts'
import type { Step, StepContext } from '../transactions/types.ts'
import { eip2612PermitTypes } from './eip2612PermitTypes.ts'
import { pairGasHeadroom } from './pairGasHeadroom.ts'
import type { LiquidityPairState } from './readLiquidityPairStates.ts'
import { withRouterNativeName } from './withRouterNativeName.ts'

const bps = 10_000n

export type RemoveLiquidityAmountsParameters = Pick<
  LiquidityPairState,
  'reserve0' | 'reserve1' | 'totalSupply'
> & {
  /** LP tokens to burn. */
  liquidity: bigint
  /** How far the pool may move against the removal before it fails, in basis points. */
  slippageBps: number
}

/**
 * What burning `liquidity` returns at the current reserves, and the minimums the router is given
 * (each less the slippage, rounded down).
 *
 * @example
 * removeLiquidityAmounts({ reserve0: 100n, reserve1: 400n, totalSupply: 200n, liquidity: 100n, slippageBps: 50 })
 * // { amount0: 50n, amount1: 200n, amount0Min: 49n, amount1Min: 199n }
 */
export function removeLiquidityAmounts(parameters: RemoveLiquidityAmountsParameters) {
  const { reserve0, reserve1, totalSupply, liquidity } = parameters
  const slippage = BigInt(parameters.slippageBps)
  if (slippage < 0n || slippage >= bps)
    throw new RangeError('removeLiquidityAmounts: slippage must be 0 to 9,999 bps')
  if (liquidity <= 0n || liquidity > totalSupply)
    throw new RangeError('removeLiquidityAmounts: liquidity must be above 0 and at most the supply')
  const amount0 = (reserve0 * liquidity) / totalSupply
  const amount1 = (reserve1 * liquidity) / totalSupply
  return {
    amount0,
    amount1,
    amount0Min: (amount0 * (bps - slippage)) / bps,
    amount1Min: (amount1 * (bps - slippage)) / bps,
  }
}

export type CreateRemoveLiquidityStepsParameters = RemoveLiquidityAmountsParameters &
  Pick<LiquidityPairState, 'pair' | 'token0' | 'token1' | 'permit'> & {
    router: Address
    /** The chain's wrapped native coin. */
    wrapped: Address
    /** Receive the native coin instead of its wrapped token (a pair with the wrapped coin only). */
    receiveNative?: boolean
    recipient: Address
    /** Unix seconds after which the router refuses the removal (and the permit expires). */
    deadline: bigint
    /** The chain id of the permit's EIP-712 domain. */
    chainId: number
    /** Approve instead of signing even where the pair takes permits. */
    approveOnly?: boolean
    /**
     * The catalogue's `routerNativeName` of the DEX: its native-coin functions are named after the
     * coin (removeLiquidityAVAX) instead of ETH (withRouterNativeName). Unset: the Uniswap V2 names.
     */
    routerNativeName?: string | undefined
  }

/** The permit's v, r and s from the signature step's result (step 0). */
function permitArgs(context: StepContext): readonly [false, number, Hex, Hex] {
  const signature = context.results[0]?.signature
  if (!signature) throw new Error('createRemoveLiquiditySteps: the permit was not signed')
  const { r, s, v, yParity } = parseSignature(signature)
  return [false, Number(v ?? 27n + BigInt(yParity)), r, s]
}

/**
 * The steps of removing `liquidity` from a UniswapV2-style pair through its router: with a pair
 * that takes EIP-2612 permits, an EIP-712 signature (no transaction, no gas) then
 * removeLiquidityWithPermit / removeLiquidityETHWithPermit…, which spend exactly `liquidity`;
 * otherwise an approval of exactly `liquidity` to the router (skipped when the allowance covers
 * it), then removeLiquidity / removeLiquidityETH…. The minimums are removeLiquidityAmounts'.
 *
 * The native coin always comes through the `…SupportingFeeOnTransferTokens` functions: there the
 * token passes through the router, which forwards whatever it holds, where plain removeLiquidityETH
 * forwards the pre-tax amount and so reverts for every token with a transfer tax (the LP of a
 * TokenBox marketing token could not be removed to ETH). For other tokens they pay the same; the
 * router's extra balanceOf is all they cost. Token-to-token removals go straight from the pair to
 * the recipient, so a taxed token is taxed once there and the plain functions serve.
 *
 * @example
 * const steps = createRemoveLiquiditySteps({
 *   ...position, router: position.venue.router, wrapped: weth, liquidity: position.balance / 2n,
 *   slippageBps: 50, receiveNative: true, recipient: account, deadline, chainId: 56,
 * })
 */
export function createRemoveLiquiditySteps(parameters: CreateRemoveLiquidityStepsParameters): Step[] {
  return withRouterNativeName(removeLiquiditySteps(parameters), parameters.routerNativeName)
}

function removeLiquiditySteps(parameters: CreateRemoveLiquidityStepsParameters): Step[] {
  const { pair, token0, token1, router, wrapped, recipient, deadline, liquidity } = parameters
  const { amount0Min, amount1Min } = removeLiquidityAmounts(parameters)
  const nativeSide = isAddressEqual(token0, wrapped) ? 0 : isAddressEqual(token1, wrapped) ? 1 : undefined
  if (parameters.receiveNative && nativeSide === undefined)
    throw new RangeError('createRemoveLiquiditySteps: only a pair with the wrapped coin pays the native coin')
  const native = parameters.receiveNative === true
  const permit = parameters.approveOnly ? undefined : parameters.permit
  // The ETH functions name the token side first and the coin second.
  const token = nativeSide === 0 ? token1 : token0
  const tokenMin = nativeSide === 0 ? amount1Min : amount0Min
  const coinMin = nativeSide === 0 ? amount0Min : amount1Min
  // The pair burnt on (see pairGasHeadroom).
  const gasHeadroom = pairGasHeadroom(1)
  if (!permit) {
    return [
      approve({ token: pair, spender: router, amount: liquidity }),
      native
        ? call({
            address: router,
            abi: uniswapV2Router02Abi,
            functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens',
            args: [token, liquidity, tokenMin, coinMin, recipient, deadline],
            gasHeadroom,
          })
        : call({
            address: router,
            abi: uniswapV2Router02Abi,
            functionName: 'removeLiquidity',
            args: [token0, token1, liquidity, amount0Min, amount1Min, recipient, deadline],
            gasHeadroom,
          }),
    ]
  }
  const sign = signTypedData({
    typedData: (context) => ({
      domain: {
        name: permit.name,
        version: permit.version,
        chainId: parameters.chainId,
        verifyingContract: pair,
      },
      types: eip2612PermitTypes,
      primaryType: 'Permit',
      message: { owner: context.account, spender: router, value: liquidity, nonce: permit.nonce, deadline },
    }),
  })
  return [
    sign,
    native
      ? call({
          address: router,
          abi: uniswapV2Router02Abi,
          functionName: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
          args: (context) =>
            [token, liquidity, tokenMin, coinMin, recipient, deadline, ...permitArgs(context)] as const,
          gasHeadroom,
        })
      : call({
          address: router,
          abi: uniswapV2Router02Abi,
          functionName: 'removeLiquidityWithPermit',
          args: (context) =>
            [
              token0,
              token1,
              liquidity,
              amount0Min,
              amount1Min,
              recipient,
              deadline,
              ...permitArgs(context),
            ] as const,
          gasHeadroom,
        }),
  ]
}

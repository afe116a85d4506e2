import { type Address, type ContractFunctionName, maxUint256 } from 'viem'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { wethAbi } from '../contracts/WETH.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import { pairGasHeadroom } from './pairGasHeadroom.ts'
import type { SwapQuoteKind } from './quoteSwap.ts'
import { withRouterNativeName } from './withRouterNativeName.ts'

const bps = 10_000n

export type SwapLimitsParameters = {
  kind: SwapQuoteKind
  /** The quote's amounts (quoteSwap's best route). */
  amountIn: bigint
  amountOut: bigint
  /** How far the price may move against the trade before it fails, in basis points (50 = 0.5%). */
  slippageBps: number
  /**
   * What transfer taxes take from the output on top of the pools (measureSwapTax: the bought
   * token's buy tax plus the sold token's sell tax), in basis points; exact-in only.
   */
  taxBps?: number
}

/**
 * The trade's bounds: exact-in, the minimum received (the quote less the taxes, less the slippage);
 * exact-out, the maximum sold (the quote plus the slippage). What the confirmation shows and the
 * router enforces.
 *
 * @example
 * swapLimits({ kind: 'exactIn', amountIn: 10n ** 18n, amountOut: 2_000_000n, slippageBps: 50 })
 * // { amountOutMin: 1_990_000n, amountInMax: 10n ** 18n }
 */
export function swapLimits(parameters: SwapLimitsParameters): { amountOutMin: bigint; amountInMax: bigint } {
  const { kind, amountIn, amountOut } = parameters
  const slippage = BigInt(parameters.slippageBps)
  const tax = BigInt(parameters.taxBps ?? 0)
  if (slippage < 0n || slippage >= bps) throw new RangeError('swapLimits: slippage must be 0 to 9,999 bps')
  if (tax < 0n || tax >= bps) throw new RangeError('swapLimits: tax must be 0 to 9,999 bps')
  if (kind === 'exactIn') {
    return {
      amountOutMin: (((amountOut * (bps - tax)) / bps) * (bps - slippage)) / bps,
      amountInMax: amountIn,
    }
  }
  if (tax > 0n) throw new RangeError('swapLimits: a taxed token trades exact-in only')
  // Rounded up: the bound never falls below the quote plus the slippage.
  return { amountOutMin: amountOut, amountInMax: (amountIn * (bps + slippage) + bps - 1n) / bps }
}

export type CreateSwapStepsParameters = SwapLimitsParameters & {
  router: Address
  /** The route's path: the wrapped native coin stands at an end that is the native coin. */
  path: readonly Address[]
  /** Sells the chain's native coin (the path starts with its wrapped form). */
  nativeIn?: boolean
  /** Buys the chain's native coin (the path ends with its wrapped form). */
  nativeOut?: boolean
  /**
   * Trades through the router's `...SupportingFeeOnTransferTokens` functions, which check what
   * arrived rather than what the pools computed: needed when a token of the path takes a transfer
   * tax (measureSwapTax). Exact-in only.
   */
  feeOnTransfer?: boolean
  /** Who receives what is bought. */
  recipient: Address
  /** Unix seconds after which the router refuses the trade. */
  deadline: bigint
  /** The allowance asked for a token sold: exactly the most the trade may take (default), or unlimited. */
  approval?: 'exact' | 'unlimited'
  /**
   * The catalogue's `routerNativeName` of the DEX: its native-coin functions are named after the
   * coin (swapExactAVAXForTokens) instead of ETH (withRouterNativeName). Unset: the Uniswap V2 names.
   */
  routerNativeName?: string | undefined
}

/**
 * The steps of a swap through a UniswapV2-style router: an approval of the token sold (skipped by
 * the runner when the allowance already covers it; none for the native coin), then the router's
 * function for the trade's kind and ends, with the bounds of swapLimits.
 *
 * @example
 * const steps = createSwapSteps({
 *   router, path: quote.best.path, kind: 'exactIn', amountIn: quote.best.amountIn,
 *   amountOut: quote.best.amountOut, slippageBps: 50, nativeIn: true, recipient: account, deadline,
 * })
 */
export function createSwapSteps(parameters: CreateSwapStepsParameters): Step[] {
  const { router, kind, recipient, deadline, nativeIn = false, nativeOut = false } = parameters
  const path = [...parameters.path]
  if (path.length < 2) throw new RangeError('createSwapSteps: a path has two tokens at least')
  if (nativeIn && nativeOut)
    throw new RangeError('createSwapSteps: native on both sides is a wrap, not a swap')
  if (parameters.feeOnTransfer && kind === 'exactOut') {
    throw new RangeError('createSwapSteps: a taxed token trades exact-in only')
  }
  const { amountOutMin, amountInMax } = swapLimits(parameters)
  const exactIn = parameters.amountIn
  const amountOut = parameters.amountOut
  const steps: Step[] = []
  if (!nativeIn) {
    steps.push(
      approve({
        token: path[0] as Address,
        spender: router,
        amount: parameters.approval === 'unlimited' ? maxUint256 : amountInMax,
      }),
    )
  }
  // The router names its six trades (and the three fee-on-transfer ones) by kind and ends:
  // swapExactETHForTokens, swapTokensForExactETH, ...SupportingFeeOnTransferTokens. The native
  // coin sold travels as the value, not as an argument.
  const sold = nativeIn ? 'ETH' : 'Tokens'
  const bought = nativeOut ? 'ETH' : 'Tokens'
  const functionName = (
    kind === 'exactIn'
      ? `swapExact${sold}For${bought}${parameters.feeOnTransfer ? 'SupportingFeeOnTransferTokens' : ''}`
      : `swap${sold}ForExact${bought}`
  ) as RouterSwap
  const amounts =
    kind === 'exactIn'
      ? nativeIn
        ? [amountOutMin]
        : [exactIn, amountOutMin]
      : nativeIn
        ? [amountOut]
        : [amountOut, amountInMax]
  steps.push(
    call({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName,
      args: [...amounts, path, recipient, deadline] as never,
      // Exact-out with the native coin sends the most it may take; the router refunds the rest.
      ...(nativeIn ? { value: kind === 'exactIn' ? exactIn : amountInMax } : {}),
      // Every pair of the path, and for a taxed token the pool its own fee swap may sell into.
      gasHeadroom: pairGasHeadroom(path.length - 1 + (parameters.feeOnTransfer ? 1 : 0)),
    }),
  )
  return withRouterNativeName(steps, parameters.routerNativeName)
}

/** The router functions createSwapSteps calls. */
type RouterSwap = Extract<
  ContractFunctionName<typeof uniswapV2Router02Abi, 'nonpayable' | 'payable'>,
  `swap${string}`
>

/**
 * Wrapping the native coin into its wrapped token (deposit) or back (withdraw): the 1:1 "swap"
 * the exchange offers between the two, without a router.
 *
 * @example
 * createWrapSteps({ wrapped: wbnb, direction: 'wrap', amount: parseEther('1') })
 */
export function createWrapSteps(parameters: {
  wrapped: Address
  direction: 'wrap' | 'unwrap'
  amount: bigint
}): Step[] {
  const { wrapped, direction, amount } = parameters
  if (amount <= 0n) throw new RangeError('createWrapSteps: the amount must be above 0')
  return [
    direction === 'wrap'
      ? call({ address: wrapped, abi: wethAbi, functionName: 'deposit', args: [], value: amount })
      : call({ address: wrapped, abi: wethAbi, functionName: 'withdraw', args: [amount] }),
  ]
}

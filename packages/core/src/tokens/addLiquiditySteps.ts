import type { Address } from 'viem'
import { createAddLiquiditySteps } from '../dex/createAddLiquiditySteps.ts'
import type { Step } from '../transactions/types.ts'

/** How long an add-liquidity transaction stays valid after it is built, like the usual swap interfaces. */
export const liquidityDeadlineSeconds = 20n * 60n

export type AddLiquidityStepsParameters = {
  /** The token whose pair gets the liquidity. */
  token: Address
  /** The UniswapV2-style router of the token's pair. */
  router: Address
  /** The pair's other coin (the token's `quoteToken`). */
  quoteToken: Address
  /** The token's `nativeQuote` setting: its pair is with the chain's wrapped native coin. */
  nativeQuote: boolean
  /** The chain's wrapped native coin, when known: a pair with it is a pair with the native coin. */
  wrappedNative?: Address | undefined
  /** Token base units to add. */
  tokenAmount: bigint
  /** Base units of the quote coin (wei for the native coin). */
  quoteAmount: bigint
  /** Who receives the LP. */
  recipient: Address
  /** Unix seconds after which the router refuses the transaction. */
  deadline: bigint
}

/**
 * The launch helper of trading tokens: approve the router for the token (and for an ERC-20 quote
 * coin), then add liquidity to the token's own pair, with the native coin when the pair is with
 * the wrapped native coin. Minimum amounts are 0: the owner sets the first price, and later adds go
 * at the pool's ratio. The general tool is Add Liquidity (/sw/ad, createAddLiquiditySteps), which
 * this calls with any ratio accepted.
 *
 * @example
 * addLiquiditySteps({
 *   token, router, quoteToken: weth, nativeQuote: true, tokenAmount: parseUnits('1000', 18), quoteAmount: parseEther('1'),
 *   recipient: account, deadline: BigInt(Math.floor(Date.now() / 1000)) + liquidityDeadlineSeconds,
 * })
 */
export function addLiquiditySteps(parameters: AddLiquidityStepsParameters): Step[] {
  const { token, router, quoteToken, tokenAmount, quoteAmount, recipient, deadline } = parameters
  // The native coin goes with the call and the router wraps it.
  const native =
    parameters.nativeQuote || quoteToken.toLowerCase() === parameters.wrappedNative?.toLowerCase()
  return createAddLiquiditySteps({
    router,
    tokenA: token,
    tokenB: quoteToken,
    amountA: tokenAmount,
    amountB: quoteAmount,
    native: native ? 'B' : undefined,
    slippageBps: 10_000,
    recipient,
    deadline,
  })
}

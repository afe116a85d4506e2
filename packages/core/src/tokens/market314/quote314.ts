import type { Address, PublicClient } from 'viem'
import { token314Abi } from '../../contracts/Token314.abi.ts'

/** The slippage the trade panel starts with: 1% (100 basis points). */
export const defaultSlippageBps = 100
/** The most slippage the trade panel accepts: beyond half, a "limit" protects nothing. */
export const maxSlippageBps = 5_000

export type Quote314 = {
  side: 'buy' | 'sell'
  amountIn: bigint
  /** What the token's own `quoteBuy` / `quoteSell` answers, fees taken. */
  amountOut: bigint
  /** The fee the token keeps, as its quote names it. */
  fee: bigint
  /** The least the trade may fill for with the slippage allowed: the step's `minOut`. */
  minOut: bigint
  /**
   * How far the trade moves the price against the trader, basis points: the quote against the same
   * amount at the reserves' current price with the same fee rate.
   */
  priceImpactBps: number
  blockNumber: bigint
}

/**
 * A quote from the token's own views (`quoteBuy` for coin in, `quoteSell` for tokens in) at one
 * block: the price math is the contract's, never redone here. `minOut` takes `slippageBps` off the
 * amount out; the impact compares with the reserves' spot price.
 *
 * @example
 * const quote = await quote314(publicClient, { token, side: 'buy', amountIn: parseEther('1'), slippageBps: 100 })
 * buy314Step({ token, value: quote.amountIn, minTokensOut: quote.minOut, deadline })
 */
export async function quote314(
  client: PublicClient,
  parameters: {
    token: Address
    side: 'buy' | 'sell'
    amountIn: bigint
    slippageBps: number
    blockNumber?: bigint | undefined
  },
): Promise<Quote314> {
  const { token, side, amountIn, slippageBps } = parameters
  const blockNumber = parameters.blockNumber ?? (await client.getBlockNumber({ cacheTime: 0 }))
  const [[amountOut, fee], [coinReserve, tokenReserve], feeBps] = await Promise.all([
    side === 'buy'
      ? client.readContract({
          address: token,
          abi: token314Abi,
          functionName: 'quoteBuy',
          args: [amountIn],
          blockNumber,
        })
      : client.readContract({
          address: token,
          abi: token314Abi,
          functionName: 'quoteSell',
          args: [amountIn],
          blockNumber,
        }),
    client.readContract({ address: token, abi: token314Abi, functionName: 'getReserves', blockNumber }),
    client.readContract({
      address: token,
      abi: token314Abi,
      functionName: side === 'buy' ? 'buyFeeBps' : 'sellFeeBps',
      blockNumber,
    }),
  ])
  const [reserveIn, reserveOut] = side === 'buy' ? [coinReserve, tokenReserve] : [tokenReserve, coinReserve]
  // The same amount at today's price, less the same fee rate: what a trade too small to move the
  // price would get.
  const spotOut =
    reserveIn > 0n ? (amountIn * reserveOut * BigInt(10_000 - Number(feeBps))) / (reserveIn * 10_000n) : 0n
  const priceImpactBps = spotOut > amountOut ? Number(((spotOut - amountOut) * 10_000n) / spotOut) : 0
  return {
    side,
    amountIn,
    amountOut,
    fee,
    minOut: (amountOut * BigInt(10_000 - slippageBps)) / 10_000n,
    priceImpactBps,
    blockNumber,
  }
}

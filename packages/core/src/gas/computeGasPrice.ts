/** The parts of an `eth_feeHistory` answer the strategy reads (viem's `getFeeHistory` shape). */
export type FeeHistorySample = {
  /** One entry per block plus one for the next block, as the JSON-RPC method returns. */
  baseFeePerGas: readonly bigint[]
  /** Per block, the rewards at the requested percentiles; the strategy asks for [50]. */
  reward?: readonly (readonly bigint[])[] | undefined
}

export type ComputedGasPrice = {
  /** Base fee plus 50th-percentile reward of the chosen block: the price per gas to aim for. */
  price: bigint
  /** The chosen block's base fee. */
  baseFeePerGas: bigint
  /** The chosen block's 50th-percentile reward (priority fee). */
  priorityFeePerGas: bigint
  /** Base fee of the block after the history: what the next transaction will pay at least. */
  nextBaseFeePerGas: bigint
}

/** Sixth lowest of ten, as the spec says: a little above the median of recent blocks. */
const rank = 5

/**
 * The spec's gas price from fee history (spec 000 section 9): for each block, base fee plus its
 * 50th-percentile reward; sort ascending; take the 6th lowest. With fewer than 6 blocks of
 * history (a young chain) the highest sample is used, the closest reading of "6th lowest" that
 * still exists. Returns `undefined` when the history holds no block.
 *
 * @example
 * computeGasPrice({ baseFeePerGas: [10n, 10n, 12n], reward: [[1n], [2n]] })
 * // { price: 12n, baseFeePerGas: 10n, priorityFeePerGas: 2n, nextBaseFeePerGas: 12n }
 */
export function computeGasPrice(history: FeeHistorySample): ComputedGasPrice | undefined {
  const rewards = history.reward ?? []
  const blocks = Math.min(rewards.length, history.baseFeePerGas.length)
  const samples: { price: bigint; baseFeePerGas: bigint; priorityFeePerGas: bigint }[] = []
  for (let index = 0; index < blocks; index++) {
    const baseFeePerGas = history.baseFeePerGas[index] ?? 0n
    const priorityFeePerGas = rewards[index]?.[0] ?? 0n
    samples.push({ price: baseFeePerGas + priorityFeePerGas, baseFeePerGas, priorityFeePerGas })
  }
  samples.sort((a, b) => (a.price < b.price ? -1 : a.price > b.price ? 1 : 0))
  const chosen = samples[Math.min(rank, samples.length - 1)]
  if (!chosen) return undefined
  const nextBaseFeePerGas = history.baseFeePerGas.at(-1) ?? chosen.baseFeePerGas
  return { ...chosen, nextBaseFeePerGas }
}

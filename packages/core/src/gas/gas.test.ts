import { describe, expect, it } from 'vitest'
import { computeGasPrice } from './computeGasPrice.ts'
import { getGasLimit } from './getGasLimit.ts'
import { isLegacyChain } from './isLegacyChain.ts'
import { spendableNative } from './spendableNative.ts'
import { toGasFees } from './toGasFees.ts'

const gwei = 1_000_000_000n

// A history as eth_feeHistory returns it for 10 blocks: 11 base fees (the last is the next
// block's) and one 50th-percentile reward per block. Base + reward per block, in gwei:
// 12, 9, 15, 11, 30, 10, 14, 13, 8, 20 -> sorted 8 9 10 11 12 13 14 15 20 30 -> 6th lowest 13.
const history = {
  baseFeePerGas: [10n, 8n, 12n, 10n, 25n, 9n, 11n, 12n, 7n, 18n, 16n].map((fee) => fee * gwei),
  reward: [[2n], [1n], [3n], [1n], [5n], [1n], [3n], [1n], [1n], [2n]].map(([reward]) => [reward! * gwei]),
}

describe('computeGasPrice', () => {
  it('takes the 6th lowest of base fee plus reward', () => {
    expect(computeGasPrice(history)).toEqual({
      price: 13n * gwei,
      baseFeePerGas: 12n * gwei,
      priorityFeePerGas: 1n * gwei,
      nextBaseFeePerGas: 16n * gwei,
    })
  })

  it('does not depend on block order', () => {
    const reversed = {
      baseFeePerGas: [...history.baseFeePerGas.slice(0, 10)].reverse().concat(16n * gwei),
      reward: [...history.reward].reverse(),
    }
    expect(computeGasPrice(reversed)?.price).toBe(13n * gwei)
  })

  it('uses the highest sample when fewer than 6 blocks exist', () => {
    expect(computeGasPrice({ baseFeePerGas: [10n, 10n, 12n], reward: [[1n], [2n]] })).toEqual({
      price: 12n,
      baseFeePerGas: 10n,
      priorityFeePerGas: 2n,
      nextBaseFeePerGas: 12n,
    })
  })

  it('treats a missing reward as zero tip and an empty history as no price', () => {
    expect(computeGasPrice({ baseFeePerGas: [5n, 5n], reward: [[]] })?.price).toBe(5n)
    expect(computeGasPrice({ baseFeePerGas: [5n] })).toBeUndefined()
  })

  it('stays exact above 2^53', () => {
    const huge = 2n ** 70n
    expect(computeGasPrice({ baseFeePerGas: [huge, huge], reward: [[1n]] })?.price).toBe(huge + 1n)
  })
})

describe('isLegacyChain', () => {
  it('calls a chain legacy when its latest block has no base fee (before London)', () => {
    expect(isLegacyChain(null)).toBe(true)
    expect(isLegacyChain(undefined)).toBe(true)
    // Whatever a history says: a node that omits the field cannot take a type-2 transaction.
    expect(isLegacyChain(null, history)).toBe(true)
  })

  it('calls a chain legacy when every base fee it reports is 0 (BSC)', () => {
    expect(isLegacyChain(0n, { baseFeePerGas: Array(11).fill(0n) })).toBe(true)
    // No history to look at (a node without eth_feeHistory): the latest block decides.
    expect(isLegacyChain(0n)).toBe(true)
  })

  it('calls a chain EIP-1559 when a base fee is above 0', () => {
    expect(isLegacyChain(16n * gwei, history)).toBe(false)
    expect(isLegacyChain(1n)).toBe(false)
    // The base fee fell to 0 in the latest block, but the history shows the chain burns fees.
    expect(isLegacyChain(0n, { baseFeePerGas: [0n, 0n, 7n, 0n] })).toBe(false)
  })
})

describe('toGasFees', () => {
  const eip1559 = (computed: ReturnType<typeof computeGasPrice>) => ({ type: 'eip1559', computed }) as const
  const legacy = (gasPrice: bigint) => ({ type: 'legacy', gasPrice }) as const

  it('splits the price into EIP-1559 fields on a chain with a base fee', () => {
    // tip = 13 - 12; cap = max(13, 2 * 16 + 1) = 33
    expect(toGasFees(1, eip1559(computeGasPrice(history)))).toEqual({
      type: 'eip1559',
      maxFeePerGas: 33n * gwei,
      maxPriorityFeePerGas: 1n * gwei,
    })
  })

  it('keeps the price as the cap when it is above the headroom', () => {
    const computed = { price: 100n, baseFeePerGas: 90n, priorityFeePerGas: 10n, nextBaseFeePerGas: 20n }
    expect(toGasFees(1, eip1559(computed))).toEqual({
      type: 'eip1559',
      maxFeePerGas: 100n,
      maxPriorityFeePerGas: 10n,
    })
  })

  it("sends a legacy chain's eth_gasPrice as a type-0 gasPrice", () => {
    expect(toGasFees(1, legacy(3n * gwei))).toEqual({ type: 'legacy', gasPrice: 3n * gwei })
    expect(toGasFees(31338, legacy(8n * gwei))).toEqual({ type: 'legacy', gasPrice: 8n * gwei })
    // A node that asks nothing still gets an explicit type-0 request, never a wallet's type-2 guess.
    expect(toGasFees(31338, legacy(0n))).toEqual({ type: 'legacy', gasPrice: 0n })
  })

  it('raises BSC to 1 gwei and keeps a higher price', () => {
    expect(toGasFees(56, legacy(gwei / 10n))).toEqual({ type: 'legacy', gasPrice: gwei })
    expect(toGasFees(97, legacy(0n))).toEqual({ type: 'legacy', gasPrice: gwei })
    expect(toGasFees(56, legacy(gwei))).toEqual({ type: 'legacy', gasPrice: gwei })
    expect(toGasFees(56, legacy(3n * gwei))).toEqual({ type: 'legacy', gasPrice: 3n * gwei })
  })

  it('raises Polygon to 50 gwei on either kind of chain', () => {
    const polygon = { baseFeePerGas: Array(11).fill(1n * gwei), reward: Array(10).fill([29n * gwei]) }
    // price 30 -> 50; the added amount goes to the tip: 50 - 1 = 49; cap = max(50, 2 * 1 + 49) = 51
    expect(toGasFees(137, eip1559(computeGasPrice(polygon)))).toEqual({
      type: 'eip1559',
      maxFeePerGas: 51n * gwei,
      maxPriorityFeePerGas: 49n * gwei,
    })
    expect(toGasFees(137, legacy(30n * gwei))).toEqual({ type: 'legacy', gasPrice: 50n * gwei })
    expect(toGasFees(137, legacy(51n * gwei))).toEqual({ type: 'legacy', gasPrice: 51n * gwei })
  })

  it('leaves the price to the wallet on an EIP-1559 chain with nothing to price', () => {
    const idle = { baseFeePerGas: Array(11).fill(0n), reward: Array(10).fill([0n]) }
    expect(toGasFees(1, eip1559(computeGasPrice(idle)))).toEqual({})
    expect(toGasFees(31337, eip1559(undefined))).toEqual({})
  })

  it('sends the minimum as a gasPrice where an EIP-1559 node keeps no fee history', () => {
    expect(toGasFees(137, eip1559(undefined))).toEqual({ type: 'legacy', gasPrice: 50n * gwei })
  })
})

describe('getGasLimit', () => {
  it('is the estimate times 1.1 rounded down', () => {
    expect(getGasLimit(21_000n)).toBe(23_100n)
    expect(getGasLimit(51_603n)).toBe(56_763n)
    expect(getGasLimit(9n)).toBe(9n)
    expect(getGasLimit(0n)).toBe(0n)
    expect(getGasLimit(10n ** 30n + 7n)).toBe(11n * 10n ** 29n + 7n)
  })
})

describe('spendableNative', () => {
  const balance = 10n ** 18n

  it("keeps the transaction's gas at the runner's limit and the offered fee", () => {
    const fees = { type: 'eip1559', maxFeePerGas: 20n * gwei, maxPriorityFeePerGas: gwei } as const
    expect(spendableNative(balance, 21_000n, fees)).toBe(balance - 23_100n * 20n * gwei)
    expect(spendableNative(balance, 300_000n, { type: 'legacy', gasPrice: 5n * gwei })).toBe(
      balance - 330_000n * 5n * gwei,
    )
  })

  it('gives nothing when the gas alone is more than the balance, and everything when no fee is known', () => {
    expect(spendableNative(1000n, 21_000n, { type: 'legacy', gasPrice: gwei })).toBe(0n)
    expect(spendableNative(balance, 21_000n, {})).toBe(balance)
  })
})

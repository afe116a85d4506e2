import { getGasLimit } from './getGasLimit.ts'
import type { GasFees } from './toGasFees.ts'

/**
 * How much of a native balance can be spent while keeping the gas of the transaction that spends
 * it: `gas` (the transaction's estimate) at the runner's limit (getGasLimit) and the fee it will
 * offer. Max buttons fill this instead of the whole balance, which the wallet would refuse.
 *
 * @example
 * spendableNative(parseEther('1'), 21_000n, await getGasFees(client)) // 1 ETH less 23,100 gas at maxFeePerGas
 */
export function spendableNative(balance: bigint, gas: bigint, fees: GasFees): bigint {
  // No fee given (the wallet prices the transaction): nothing known to keep.
  const reserve = getGasLimit(gas) * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
  return balance > reserve ? balance - reserve : 0n
}

import type { Client } from 'viem'
import { getGasFees } from './getGasFees.ts'
import { spendableNative } from './spendableNative.ts'

export type ReadSpendableNativeParameters = {
  /** The native balance as the screen shows it. */
  balance: bigint
  /** The gas of the transaction that spends it (an estimate or a tool's known bound). */
  gas: bigint
}

/**
 * How much of `balance` a Max of the chain's coin can spend: the balance less `gas` at the runner's
 * limit and the fee TokenBox's gas strategy offers now (getGasFees, spendableNative). A node that
 * fails to price is an error; one that leaves the price to the wallet keeps nothing back.
 *
 * @example
 * await readSpendableNative(client, { balance: parseEther('1'), gas: 350_000n }) // 1 ETH less the trade's gas
 */
export async function readSpendableNative(
  client: Client,
  { balance, gas }: ReadSpendableNativeParameters,
): Promise<bigint> {
  return spendableNative(balance, gas, await getGasFees(client))
}

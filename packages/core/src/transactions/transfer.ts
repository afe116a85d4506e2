import type { AddressSource, TransferStep } from './types.ts'

export type TransferParameters = {
  /** The recipient, or a function of earlier results. */
  to: AddressSource
  /** Amount of the chain's native coin, in wei. */
  value: bigint
  label?: string
}

/**
 * A step that sends the chain's native coin to an address (no calldata). The runner estimates it
 * (a contract recipient may need more than 21,000 gas), checks the balance covers value plus gas
 * before the wallet is asked, and sends it.
 *
 * @example
 * transfer({ to: donationAddress, value: parseEther('0.1') })
 */
export function transfer(parameters: TransferParameters): TransferStep {
  return { type: 'transfer', ...parameters }
}

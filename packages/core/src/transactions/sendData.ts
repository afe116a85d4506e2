import type { AddressSource, SendDataStep } from './types.ts'

export type SendDataParameters = {
  /** The recipient, or a function of the run (`(context) => context.account` sends to oneself). */
  to: AddressSource
  /** The transaction's data, sent as is. */
  data: `0x${string}`
  /** Native coin sent along, in wei; none by default. */
  value?: bigint | undefined
  label?: string
}

/**
 * A step that sends a transaction with raw data and no ABI: what inscriptions are. The runner
 * estimates it (gas limit = estimate x 1.1), prices it with the gas strategy, checks the balance
 * covers it before the wallet is asked, and waits for the receipt.
 *
 * @example
 * sendData({ to: (context) => context.account, data: inscriptionToHex(text), label: 'inscribe' })
 */
export function sendData(parameters: SendDataParameters): SendDataStep {
  return { type: 'sendData', ...parameters }
}

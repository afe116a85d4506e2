import type { Address } from 'viem'
import { bulkInscriberAbi } from '../contracts/BulkInscriber.abi.ts'
import { call } from '../transactions/call.ts'
import type { CallStep } from '../transactions/types.ts'

/** The most inscriptions one call of the bulk contract makes (its `MAX_INSCRIPTIONS`). */
export const bulkInscribeMaxPerCall = 500

export type BulkInscribeStepsParameters = {
  /** The chain's BulkInscriber (the catalogue's `bulkBrc20Mint`, or its shared CREATE2 address). */
  contract: Address
  /** The inscription text, already checked with `validateInscriptionInput` (sent as is). */
  text: string
  /** How many times to inscribe it in all. */
  count: number
}

/**
 * The steps of a bulk inscription through TokenBox's bulk contract: `inscribe(text, n)` calls of
 * at most {@link bulkInscribeMaxPerCall} each, together `count`. Each call emits the ESIP-3
 * creation event `n` times for the sender, so a wallet confirms one transaction per 500 mints
 * instead of one per mint. Step `i` is call `i`, so a stopped run resumes at the first unconfirmed
 * call and never repeats a confirmed one.
 *
 * @example
 * bulkInscribeSteps({ contract, text: checked.text, count: 1200 }) // 3 calls: 500, 500, 200
 */
export function bulkInscribeSteps(parameters: BulkInscribeStepsParameters): CallStep[] {
  const { contract, text, count } = parameters
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`count must be a positive integer: ${count}`)
  const steps: CallStep[] = []
  for (let done = 0; done < count; done += bulkInscribeMaxPerCall) {
    const size = Math.min(bulkInscribeMaxPerCall, count - done)
    steps.push(
      call({
        address: contract,
        abi: bulkInscriberAbi,
        functionName: 'inscribe',
        args: [text, BigInt(size)],
        label: `inscribe ${done + 1}-${done + size}`,
      }),
    )
  }
  return steps
}

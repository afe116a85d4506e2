import { sendData } from '../transactions/sendData.ts'
import type { SendDataStep } from '../transactions/types.ts'
import { inscriptionToHex } from './inscriptionFromHex.ts'

export type InscribeStepsParameters =
  | {
      /** The inscription text, already checked with `validateInscriptionInput` (sent as is). */
      text: string
      /** How many times to send it (a mint repeated); 1 by default. */
      count?: number | undefined
    }
  | {
      /** Several texts, one transaction each in order (a numbered mint: `numberedMintTexts`). */
      texts: readonly string[]
    }

/**
 * The steps of an inscription: for each repetition (or each of `texts`), one transaction from the account to itself
 * with the text as its data and no value, the way the -20 protocols' inscriptions were sent (an
 * indexer reads the data of successful transactions; the recipient is the holder of whatever the
 * inscription creates). Step `i` is repetition `i`, so a failed run resumes at the failed one and
 * never resends a confirmed one.
 *
 * @example
 * const checked = validateInscriptionInput({ mode: 'easy', op: 'mint', protocol: 'BSC-20', tick: 'bnbs', amt: '1000' })
 * if (checked.ok) await runSteps({ publicClient, walletClient, account, steps: inscribeSteps({ text: checked.text }) })
 */
export function inscribeSteps(parameters: InscribeStepsParameters): SendDataStep[] {
  const count = 'texts' in parameters ? parameters.texts.length : (parameters.count ?? 1)
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`count must be a positive integer: ${count}`)
  const texts: readonly string[] =
    'texts' in parameters ? parameters.texts : Array.from({ length: count }, () => parameters.text)
  return texts.map((text) =>
    sendData({
      to: (context) => context.account,
      data: inscriptionToHex(text),
      value: 0n,
      label: 'inscribe',
    }),
  )
}

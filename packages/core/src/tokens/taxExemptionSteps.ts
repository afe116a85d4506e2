import { type Address, isAddressEqual, type PublicClient, parseAbi } from 'viem'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import { readTemplateOwner } from './readTemplateOwner.ts'
import { isTradingTemplate, type TokenTemplateId } from './tokenTemplates.ts'

/** The exemption setters of TokenBox's templates that tax transfers. */
const exemptionAbi = parseAbi([
  'function setExemptions(address account, bool feeExempt, bool walletLimitExempt, bool txLimitExempt)',
  'function setFeeExempt(address account, bool exempt)',
])

/** Templates whose transfers may be taxed, with their exemption setter. */
function exemptionSetter(template: TokenTemplateId): 'setExemptions' | 'setFeeExempt' | undefined {
  if (isTradingTemplate(template)) return 'setExemptions'
  if (template === 'normal' || template === 'compound' || template === 'compoundSale') return 'setFeeExempt'
  return undefined
}

export type TaxExemptionStepsParameters = {
  token: Address
  /** The wallet that signs: only a token's owner may exempt. */
  account: Address
  /** The contract to exempt (a presale or pool, usually before it exists at its predicted address). */
  exempt: Address
  label: string
}

/**
 * The step that exempts `exempt` from a TokenBox tax token's fees (and wallet and transaction
 * limits) when `account` owns the token, so a deposit into a contract arrives whole; none for any
 * other token or owner (the contract then credits what arrives).
 *
 * @example
 * const steps = await taxExemptionSteps(client, { token, account, exempt: predictedPool, label: 'exemptPool' })
 */
export async function taxExemptionSteps(
  client: PublicClient,
  { token, account, exempt, label }: TaxExemptionStepsParameters,
): Promise<Step[]> {
  const made = await readTemplateOwner(client, { token })
  const setter = made && isAddressEqual(made.owner, account) ? exemptionSetter(made.template) : undefined
  if (setter === 'setExemptions')
    return [
      call({
        address: token,
        abi: exemptionAbi,
        functionName: 'setExemptions',
        args: [exempt, true, true, true],
        label,
      }),
    ]
  if (setter === 'setFeeExempt')
    return [
      call({ address: token, abi: exemptionAbi, functionName: 'setFeeExempt', args: [exempt, true], label }),
    ]
  return []
}

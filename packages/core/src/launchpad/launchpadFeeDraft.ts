import { type Address, getAddress, isAddress, zeroAddress } from 'viem'
import {
  type DraftIssues,
  draftPercentIssue,
  parseDraftAmount,
  validateAmount,
} from '../forms/fieldIssues.ts'
import {
  type LaunchpadFeeConfig,
  maxLaunchpadFeeBps,
  validateLaunchpadFees,
} from './setLaunchpadFeesSteps.ts'

/** The console's fee form as typed: amounts and shares as text, shares in percent. */
export type LaunchpadFeeDraft = {
  recipient: string
  /** Zero address: the chain's coin; else a stablecoin of the catalogue. */
  flatFeeToken: Address
  flatFee: string
  raisePercent: string
  tokenPercent: string
}

/** The factory's cap as the form shows it, in percent (5). */
export const maxLaunchpadFeePercent = maxLaunchpadFeeBps / 100

const bpsOf = (percent: string) => Math.round(Number(percent.trim()) * 100)

/**
 * The fee form's issues by field (keys of the console's `admin` namespace, spec 001 section 5 words
 * where it has them): "Please input", "invalid amount", "Illegal address", a share above the
 * factory's 5% cap (validateLaunchpadFees, the checks setFees makes), and a charge without a
 * recipient. Empty: valid, nothing is refused on-chain.
 *
 * @example
 * validateLaunchpadFeeDraft({ ...draft, raisePercent: '6' }, 18) // { raisePercent: { key: 'fees.tooHigh', ... } }
 */
export function validateLaunchpadFeeDraft(draft: LaunchpadFeeDraft, flatFeeDecimals: number): DraftIssues {
  const issues: DraftIssues = {}
  const recipient = draft.recipient.trim()
  if (recipient && !isAddress(recipient)) issues.recipient = { key: 'validation.illegalAddress' }
  const flat = validateAmount(draft.flatFee, flatFeeDecimals, { field: 'fees.flatFee', allowZero: true })
  if (flat) issues.flatFee = flat
  for (const field of ['raisePercent', 'tokenPercent'] as const) {
    const issue = draftPercentIssue(draft[field], `fees.${field}`, 0, 100)
    if (issue) issues[field] = issue
  }
  if (Object.keys(issues).length > 0) return issues
  const config = toLaunchpadFeeConfig(draft, flatFeeDecimals)
  const refused = validateLaunchpadFees(config)
  if (refused === 'feeTooHigh') {
    for (const field of ['raisePercent', 'tokenPercent'] as const)
      if (bpsOf(draft[field]) > maxLaunchpadFeeBps)
        issues[field] = { key: 'fees.tooHigh', params: { max: maxLaunchpadFeePercent } }
  }
  if (refused === 'recipientMissing') issues.recipient = { key: 'fees.recipientMissing' }
  return issues
}

/**
 * The FeeConfig setFees takes; call only on a draft {@link validateLaunchpadFeeDraft} accepted.
 *
 * @example
 * toLaunchpadFeeConfig({ recipient, flatFeeToken: zeroAddress, flatFee: '0.1', raisePercent: '2', tokenPercent: '0' }, 18)
 * // { recipient, flatFeeToken: zeroAddress, flatFee: 10n ** 17n, raiseFeeBps: 200, tokenFeeBps: 0 }
 */
export function toLaunchpadFeeConfig(draft: LaunchpadFeeDraft, flatFeeDecimals: number): LaunchpadFeeConfig {
  const recipient = draft.recipient.trim()
  return {
    recipient: recipient ? getAddress(recipient) : zeroAddress,
    flatFeeToken: draft.flatFeeToken,
    flatFee: parseDraftAmount(draft.flatFee, flatFeeDecimals),
    raiseFeeBps: bpsOf(draft.raisePercent),
    tokenFeeBps: bpsOf(draft.tokenPercent),
  }
}

import { type Address, getAddress } from 'viem'
import { draftPercentToBps, parseDraftAmount } from '../forms/fieldIssues.ts'
import type { EarnDraft } from './earnDraft.ts'

/** `FinanceFactory.createEarnPool`'s argument, field for field (`EarnConfig` in IEarnPool.sol). */
export type EarnConfig = {
  token: Address
  totalStakeLimit: bigint
  userStakeLimit: bigint
  earlyRedemption: boolean
  earlyFeeBps: number
  rewardFund: bigint
  options: { duration: number; aprBps: number }[]
}

/**
 * A validated draft ({@link validateEarnDraft} found nothing) as `FinanceFactory.createEarnPool`'s
 * argument: days to seconds, percents to basis points, whole tokens to base units; an empty early
 * fee means no early redemption, an empty limit none.
 *
 * @example
 * toEarnConfig({ ...defaultEarnDraft(), token, decimals: 18, rewardFund: '1000' }).options[0]
 * // { duration: 604800, aprBps: 500 }
 */
export function toEarnConfig(draft: EarnDraft): EarnConfig {
  const decimals = draft.decimals ?? 18
  const amount = (text: string) => (text.trim() ? parseDraftAmount(text, decimals) : 0n)
  const early = draft.earlyFeePercent.trim() !== ''
  return {
    token: getAddress(draft.token.trim()),
    totalStakeLimit: amount(draft.totalLimit),
    userStakeLimit: amount(draft.userLimit),
    earlyRedemption: early,
    earlyFeeBps: early ? draftPercentToBps(draft.earlyFeePercent) : 0,
    rewardFund: amount(draft.rewardFund),
    options: draft.periods.map((period) => ({
      duration: (period.days ?? 0) * 86_400,
      aprBps: draftPercentToBps(period.aprPercent),
    })),
  }
}

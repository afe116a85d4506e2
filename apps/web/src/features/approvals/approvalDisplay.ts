import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { TFunction } from 'i18next'

/** A row's status: its risk level, or `cancelled` once revoked on this screen (the spec's four states). */
export type ApprovalStatus = LiveApproval['risk']['level'] | 'cancelled'

export const statusColors: Record<ApprovalStatus, string> = {
  high: 'red',
  medium: 'orange',
  low: 'green',
  cancelled: 'default',
}

/**
 * What an approval lets the spender take, as the table shows it: "Unlimited", an amount with the
 * symbol, "All NFTs" for ApprovalForAll, "#id" for one NFT. Once revoked on this screen the spender
 * may take nothing: "0 USDC" for a token, "Revoked" for an NFT approval (which has no amount).
 *
 * @example
 * approvalAmountText(t, approval) // 'Unlimited' | '100 USDC' | 'All NFTs' | '#1'
 * approvalAmountText(t, approval, { revoked: true }) // '0 USDC' | 'Revoked'
 */
export function approvalAmountText(
  t: TFunction,
  approval: LiveApproval,
  { revoked = false }: { revoked?: boolean } = {},
): string {
  if (revoked) {
    return approval.kind === 'erc20' ? `0 ${approval.token.symbol}`.trim() : t('amount.revoked')
  }
  if (approval.kind === 'forAll') return t('amount.allNfts')
  if (approval.kind === 'erc721') return `#${approval.tokenId}`
  if (approval.unlimited) return t('amount.unlimited')
  // A few base units are still a permission: never written as 0.
  const amount = formatTokenAmount(approval.amount ?? 0n, approval.token.decimals ?? 0, 6, {
    exactWhenTiny: true,
  })
  return `${amount} ${approval.token.symbol}`.trim()
}

/** The reasons behind a risk level in the user's language, one sentence each. */
export function riskReasonTexts(t: TFunction, approval: LiveApproval): string[] {
  return approval.risk.reasons.map((reason) => t(`reason.${reason.key}`, { ...reason.params }))
}

/** An allowance as the Approve tab shows it: "Unlimited" from 2^255 on, else the amount and symbol. */
export function unlimitedText(t: TFunction, allowance: bigint, decimals: number, symbol: string): string {
  if (allowance >= 2n ** 255n) return t('amount.unlimited')
  return `${formatTokenAmount(allowance, decimals, 6, { exactWhenTiny: true })} ${symbol}`.trim()
}

import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDay } from '@tokenbox/core/format/formatDateTime.ts'
import { Flex, Tag, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Hash } from 'viem'
import { explorerTransactionUrl } from '../../../app/transactions/explorerTransactionUrl.ts'
import { TransactionHashLink } from '../../../app/transactions/TransactionHashLink.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { type ApprovalStatus, approvalAmountText, riskReasonTexts, statusColors } from '../approvalDisplay.ts'

/** Token symbol, then name and short address (a nameless NFT shows "Unnamed"). */
export function TokenCell({ token }: Pick<LiveApproval, 'token'>) {
  const { t } = useTranslation('approvals')
  return (
    <Flex vertical>
      <Typography.Text strong>{token.symbol || t('unnamed')}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[token.name, formatAddress(token.address)].filter(Boolean).join(' · ')}
      </Typography.Text>
    </Flex>
  )
}

/** The spender's short address (full one in a tooltip, copyable) and what it is: contract or EOA, known, verified. */
export function SpenderCell({ spender, spenderInfo }: Pick<LiveApproval, 'spender' | 'spenderInfo'>) {
  const { t } = useTranslation('approvals')
  return (
    <Flex vertical gap={2} align="start">
      <Tooltip title={spender}>
        <Typography.Text copyable={{ text: spender }} code>
          {formatAddress(spender)}
        </Typography.Text>
      </Tooltip>
      <Flex gap={4} wrap>
        <Tag>{t(spenderInfo.isContract ? 'spender.contract' : 'spender.eoa')}</Tag>
        {spenderInfo.known && <Tag color="blue">{spenderInfo.known}</Tag>}
        {spenderInfo.isContract && !spenderInfo.known && spenderInfo.verified !== undefined && (
          <Tag color={spenderInfo.verified ? 'green' : 'red'}>
            {t(spenderInfo.verified ? 'spender.verified' : 'spender.unverified')}
          </Tag>
        )}
      </Flex>
    </Flex>
  )
}

/**
 * What the spender may take; once revoked on this screen, 0 (or "Revoked" for an NFT approval)
 * with the revoke transaction, linked to the explorer where the chain has one.
 */
export function AmountCell({
  approval,
  revoked,
  revokeHash,
}: {
  approval: LiveApproval
  revoked: boolean
  revokeHash: Hash | undefined
}) {
  const { t } = useTranslation('approvals')
  const { entry } = useCurrentNetwork()
  const amount = <span data-testid="approval-amount">{approvalAmountText(t, approval, { revoked })}</span>
  if (!revoked || !revokeHash) return amount
  return (
    <Flex vertical>
      {amount}
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="approval-revoke-tx">
        {t('revokedIn')} <TransactionHashLink hash={revokeHash} explorerUrl={entry?.url} compact />
      </Typography.Text>
    </Flex>
  )
}

/** The latest change's date (block number when the time is unknown), linked to its transaction on the explorer. */
export function LastChangeCell({ lastChange }: Pick<LiveApproval, 'lastChange'>) {
  const { i18n } = useTranslation('approvals')
  const { entry } = useCurrentNetwork()
  const date =
    lastChange.timestamp === undefined
      ? `#${lastChange.blockNumber}`
      : formatDay(lastChange.timestamp, i18n.language)
  const href = explorerTransactionUrl(entry?.url, lastChange.transactionHash)
  if (!href) return <span>{date}</span>
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {date}
    </a>
  )
}

/** The status tag (risk level or cancelled) with the reasons written out under it while the approval is live. */
export function RiskCell({ approval, status }: { approval: LiveApproval; status: ApprovalStatus }) {
  const { t } = useTranslation('approvals')
  return (
    <Flex vertical gap={2} data-testid="approval-risk">
      <span>
        <Tag color={statusColors[status]}>{t(`status.${status}`)}</Tag>
      </span>
      {status !== 'cancelled' &&
        riskReasonTexts(t, approval).map((text) => (
          <Typography.Text key={text} type="secondary" style={{ fontSize: 12 }}>
            • {text}
          </Typography.Text>
        ))}
    </Flex>
  )
}

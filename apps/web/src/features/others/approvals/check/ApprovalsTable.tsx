import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { Button, Flex, Table, Tag, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCurrentNetwork } from '../../../../wallet/network/useCurrentNetwork.ts'
import { type ApprovalStatus, approvalAmountText, riskReasonTexts, statusColors } from '../approvalDisplay.ts'

/**
 * The live approvals: token, type, spender (contract or EOA, known / verified / unverified),
 * what it may take, last change, risk with its reasons written out (not hidden in a tooltip: the
 * reasons are the point), and Revoke. Rows revoked here show "cancelled" and can no longer be
 * picked. `editable` false (another address than the wallet's) hides selection and Revoke.
 */
export function ApprovalsTable({
  approvals,
  cancelled,
  editable,
  selected,
  busy,
  onSelect,
  onRevoke,
}: {
  approvals: readonly LiveApproval[]
  cancelled: ReadonlySet<string>
  editable: boolean
  selected: readonly string[]
  busy: ReadonlySet<string>
  onSelect: (ids: string[]) => void
  onRevoke: (approval: LiveApproval) => void
}) {
  const { t, i18n } = useTranslation('approvals')
  const { entry } = useCurrentNetwork()
  const status = (approval: LiveApproval): ApprovalStatus =>
    cancelled.has(approval.id) ? 'cancelled' : approval.risk.level
  const link = (path: string) => (entry?.url ? `${entry.url}/${path}` : undefined)

  return (
    <Table<LiveApproval>
      rowKey="id"
      size="small"
      data-testid="approvals-table"
      dataSource={approvals as LiveApproval[]}
      pagination={approvals.length > 50 ? { pageSize: 50 } : false}
      scroll={{ x: 960 }}
      onRow={(approval) => ({ 'data-status': status(approval) }) as React.HTMLAttributes<HTMLElement>}
      rowSelection={
        editable
          ? {
              selectedRowKeys: selected as string[],
              onChange: (keys) => onSelect(keys as string[]),
              getCheckboxProps: (approval) => ({
                disabled: cancelled.has(approval.id) || busy.has(approval.id),
              }),
            }
          : undefined
      }
      columns={[
        {
          title: t('column.token'),
          key: 'token',
          render: (_, { token }) => (
            <Flex vertical>
              <Typography.Text strong>{token.symbol || t('unnamed')}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {token.name} · {formatAddress(token.address)}
              </Typography.Text>
            </Flex>
          ),
        },
        { title: t('column.type'), key: 'type', render: (_, approval) => <Tag>{approval.standard}</Tag> },
        {
          title: t('column.spender'),
          key: 'spender',
          render: (_, { spender, spenderInfo }) => (
            <Flex vertical gap={2}>
              <Tooltip title={spender}>
                <Typography.Text copyable={{ text: spender }} code>
                  {formatAddress(spender)}
                </Typography.Text>
              </Tooltip>
              <span>
                <Tag>{t(spenderInfo.isContract ? 'spender.contract' : 'spender.eoa')}</Tag>
                {spenderInfo.known && <Tag color="blue">{spenderInfo.known}</Tag>}
                {spenderInfo.isContract && !spenderInfo.known && spenderInfo.verified !== undefined && (
                  <Tag color={spenderInfo.verified ? 'green' : 'red'}>
                    {t(spenderInfo.verified ? 'spender.verified' : 'spender.unverified')}
                  </Tag>
                )}
              </span>
            </Flex>
          ),
        },
        {
          title: t('column.amount'),
          key: 'amount',
          render: (_, approval) => (
            <span data-testid="approval-amount">{approvalAmountText(t, approval)}</span>
          ),
        },
        {
          title: t('column.lastChange'),
          key: 'lastChange',
          render: (_, { lastChange }) => {
            const date =
              lastChange.timestamp === undefined
                ? `#${lastChange.blockNumber}`
                : new Date(Number(lastChange.timestamp) * 1000).toLocaleDateString(i18n.language)
            const href = link(`tx/${lastChange.transactionHash}`)
            return href ? (
              <a href={href} target="_blank" rel="noreferrer">
                {date}
              </a>
            ) : (
              date
            )
          },
        },
        {
          title: t('column.risk'),
          key: 'risk',
          width: 260,
          render: (_, approval) => (
            <Flex vertical gap={2} data-testid="approval-risk">
              <span>
                <Tag color={statusColors[status(approval)]}>{t(`status.${status(approval)}`)}</Tag>
              </span>
              {!cancelled.has(approval.id) &&
                riskReasonTexts(t, approval).map((text) => (
                  <Typography.Text key={text} type="secondary" style={{ fontSize: 12 }}>
                    • {text}
                  </Typography.Text>
                ))}
            </Flex>
          ),
        },
        ...(editable
          ? [
              {
                title: t('column.action'),
                key: 'action',
                fixed: 'right' as const,
                render: (_: unknown, approval: LiveApproval) =>
                  cancelled.has(approval.id) ? null : (
                    <Button
                      size="small"
                      danger
                      loading={busy.has(approval.id)}
                      disabled={busy.has(approval.id)}
                      onClick={() => onRevoke(approval)}
                      data-testid={`revoke-${approval.id}`}
                    >
                      {t('revoke')}
                    </Button>
                  ),
              },
            ]
          : []),
      ]}
    />
  )
}

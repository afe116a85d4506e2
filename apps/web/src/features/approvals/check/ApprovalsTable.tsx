import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import { Button, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Hash } from 'viem'
import type { ApprovalStatus } from '../approvalDisplay.ts'
import { AmountCell, LastChangeCell, RiskCell, SpenderCell, TokenCell } from './ApprovalCells.tsx'

export type ApprovalListProps = {
  approvals: readonly LiveApproval[]
  /** Revoked on this screen: approval id -> the revoke transaction. */
  cancelled: ReadonlyMap<string, Hash | undefined>
  /** False for another address than the wallet's: no selection, no Revoke. */
  editable: boolean
  selected: readonly string[]
  /** Approvals waiting or running in the revoke queue. */
  busy: ReadonlySet<string>
  onSelect: (ids: string[]) => void
  onRevoke: (approval: LiveApproval) => void
}

/**
 * The live approvals as a table (desktop): token, type, spender (contract or EOA, known /
 * verified / unverified), what it may take, last change, risk with its reasons written out (not
 * hidden in a tooltip: the reasons are the point), and Revoke. Revoked rows show "cancelled", 0
 * with the revoke transaction, and can no longer be picked.
 */
export function ApprovalsTable({
  approvals,
  cancelled,
  editable,
  selected,
  busy,
  onSelect,
  onRevoke,
}: ApprovalListProps) {
  const { t } = useTranslation('approvals')
  const status = (approval: LiveApproval): ApprovalStatus =>
    cancelled.has(approval.id) ? 'cancelled' : approval.risk.level

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
          render: (_, approval) => <TokenCell token={approval.token} />,
        },
        { title: t('column.type'), key: 'type', render: (_, approval) => <Tag>{approval.standard}</Tag> },
        {
          title: t('column.spender'),
          key: 'spender',
          render: (_, approval) => (
            <SpenderCell spender={approval.spender} spenderInfo={approval.spenderInfo} />
          ),
        },
        {
          title: t('column.amount'),
          key: 'amount',
          render: (_, approval) => (
            <AmountCell
              approval={approval}
              revoked={cancelled.has(approval.id)}
              revokeHash={cancelled.get(approval.id)}
            />
          ),
        },
        {
          title: t('column.lastChange'),
          key: 'lastChange',
          render: (_, approval) => <LastChangeCell lastChange={approval.lastChange} />,
        },
        {
          title: t('column.risk'),
          key: 'risk',
          width: 260,
          render: (_, approval) => <RiskCell approval={approval} status={status(approval)} />,
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

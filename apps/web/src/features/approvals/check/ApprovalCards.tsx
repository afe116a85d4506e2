import { Button, Card, Checkbox, Descriptions, Flex, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { AmountCell, LastChangeCell, RiskCell, SpenderCell, TokenCell } from './ApprovalCells.tsx'
import type { ApprovalListProps } from './ApprovalsTable.tsx'

/**
 * The live approvals as cards for narrow screens: a table there would push the risk and its
 * reasons, the point of the screen, off to the right. Same content, test ids and states as
 * {@link ApprovalsTable} (each card carries `data-row-key` and `data-status` like a row).
 */
export function ApprovalCards({
  approvals,
  cancelled,
  editable,
  selected,
  busy,
  onSelect,
  onRevoke,
}: ApprovalListProps) {
  const { t } = useTranslation('approvals')
  return (
    <Flex vertical gap={12} data-testid="approvals-table">
      {approvals.map((approval) => {
        const isCancelled = cancelled.has(approval.id)
        const toggle = (checked: boolean) =>
          onSelect(checked ? [...selected, approval.id] : selected.filter((id) => id !== approval.id))
        return (
          <Card
            key={approval.id}
            size="small"
            data-row-key={approval.id}
            data-status={isCancelled ? 'cancelled' : approval.risk.level}
            title={
              <Flex gap={8} align="center">
                {editable && (
                  <Checkbox
                    checked={selected.includes(approval.id)}
                    disabled={isCancelled || busy.has(approval.id)}
                    onChange={(event) => toggle(event.target.checked)}
                    aria-label={t('check.selectOne')}
                  />
                )}
                <TokenCell token={approval.token} />
              </Flex>
            }
            extra={
              editable &&
              !isCancelled && (
                <Button
                  size="small"
                  danger
                  loading={busy.has(approval.id)}
                  onClick={() => onRevoke(approval)}
                  data-testid={`revoke-${approval.id}`}
                >
                  {t('revoke')}
                </Button>
              )
            }
          >
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('column.type')}>
                <Tag>{approval.standard}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('column.amount')}>
                <AmountCell
                  approval={approval}
                  revoked={isCancelled}
                  revokeHash={cancelled.get(approval.id)}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('column.spender')}>
                <SpenderCell spender={approval.spender} spenderInfo={approval.spenderInfo} />
              </Descriptions.Item>
              <Descriptions.Item label={t('column.lastChange')}>
                <LastChangeCell lastChange={approval.lastChange} />
              </Descriptions.Item>
            </Descriptions>
            <RiskCell approval={approval} status={isCancelled ? 'cancelled' : approval.risk.level} />
          </Card>
        )
      })}
    </Flex>
  )
}

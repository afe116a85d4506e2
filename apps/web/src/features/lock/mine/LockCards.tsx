import { Card, Collapse, Descriptions, Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  LockAmountCell,
  LockIdLink,
  LockOwnerCell,
  LockStatusTag,
  LockWithdrawableCell,
  NextReleaseCell,
} from './LockCells.tsx'
import { LockRowActions } from './LockRowActions.tsx'
import type { LockListProps, LockRowContext } from './lockRowTypes.ts'
import { ReleaseScheduleTable } from './ReleaseScheduleTable.tsx'

/**
 * The locks as cards for phones, one per lock: token and status on top, then amount, what is
 * withdrawable now, the next release with its countdown, the release schedule folded away, and the
 * owner's actions. Same test ids as the table's rows (`lock-row-<id>` on each card).
 */
export function LockCards({
  data,
  view,
  locker,
  onChanged,
  context,
}: LockListProps & { context: LockRowContext }) {
  const { t } = useTranslation('lock')
  const { now, offset, amountOf, symbolOf } = context
  return (
    <Flex vertical gap={12} data-testid={`locks-cards-${view}`}>
      {data.locks.map((lock) => {
        const format = amountOf(lock)
        return (
          <Card
            key={String(lock.id)}
            size="small"
            data-testid={`lock-row-${lock.id}`}
            styles={{ header: { gap: 8 }, body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
            title={
              <Flex gap={8} align="center" wrap style={{ minWidth: 0 }}>
                <LockIdLink lock={lock} chainId={data.chainId} />
                <Typography.Text strong ellipsis style={{ maxWidth: 140 }}>
                  {symbolOf(lock)}
                </Typography.Text>
                {lock.isLp && <Tag color="blue">LP</Tag>}
              </Flex>
            }
            extra={<LockStatusTag lock={lock} now={now} />}
          >
            <Descriptions
              size="small"
              column={1}
              styles={{ label: { width: 110 } }}
              items={[
                view === 'token'
                  ? {
                      key: 'owner',
                      label: t('table.owner'),
                      children: <LockOwnerCell lock={lock} />,
                    }
                  : undefined,
                {
                  key: 'amount',
                  label: t('table.amount'),
                  children: <LockAmountCell lock={lock} format={format} />,
                },
                {
                  key: 'withdrawable',
                  label: t('table.withdrawableNow'),
                  children: <LockWithdrawableCell lock={lock} now={now} format={format} labelled={false} />,
                },
                {
                  key: 'next',
                  label: t('table.next'),
                  children: <NextReleaseCell lock={lock} now={now} offset={offset} format={format} />,
                },
              ].filter((item) => item !== undefined)}
            />
            {lock.description && (
              <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                {lock.description}
              </Typography.Text>
            )}
            <Collapse
              size="small"
              items={[
                {
                  key: 'schedule',
                  styles: { body: { padding: 8 } },
                  label: t('release.title'),
                  children: <ReleaseScheduleTable lock={lock} now={now} format={format} />,
                },
              ]}
              data-testid={`lock-expand-${lock.id}`}
            />
            {view === 'owner' ? (
              <LockRowActions
                lock={lock}
                data={data}
                locker={locker}
                onChanged={onChanged}
                context={context}
              />
            ) : null}
          </Card>
        )
      })}
    </Flex>
  )
}

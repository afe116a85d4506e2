import type { EarnPoolListEntry } from '@tokenbox/core/finance/listEarnPools.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Empty, Flex, Input, List, Skeleton, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import { ListScanStatus } from '../../../app/lists/ListScanStatus.tsx'
import { FinanceFactoryGate } from '../FinanceFactoryGate.tsx'
import { amountText, bpsText } from '../financeFigures.ts'
import { useEarnPoolList } from './useEarnPoolList.ts'

/**
 * The chain's Earn pools from the factory's events, newest first: token, best rate, periods,
 * early redemption, staked and free fund; searchable by token, "my pools" (created or staked in).
 */
export function EarnPoolList({ onOpen }: { onOpen: (pool: string) => void }) {
  const { t } = useTranslation('finance')
  const [search, setSearch] = useState('')
  const [mine, setMine] = useState(false)
  return (
    <Panel title={t('earn.list.title')} data-testid="earn-list-panel">
      <FinanceFactoryGate>
        {(factory) => (
          <Flex vertical gap={12}>
            <Flex gap={12} wrap align="center">
              <Input.Search
                allowClear={labelledClear}
                placeholder={t('list.search')}
                onSearch={setSearch}
                style={{ maxWidth: 320 }}
              />
              <Flex component="label" gap={6} align="center">
                <Switch size="small" checked={mine} onChange={setMine} data-testid="earn-list-mine" />
                <Typography.Text>{t('list.mine')}</Typography.Text>
              </Flex>
            </Flex>
            <EarnListBody factory={factory} search={search} mine={mine} onOpen={onOpen} />
          </Flex>
        )}
      </FinanceFactoryGate>
    </Panel>
  )
}

function EarnListBody({
  factory,
  search,
  mine,
  onOpen,
}: {
  factory: Address
  search: string
  mine: boolean
  onOpen: (pool: string) => void
}) {
  const { t } = useTranslation('finance')
  const { list, progress } = useEarnPoolList({ factory, search, mine })
  const entries = list.data ?? []
  return (
    <Flex vertical gap={12}>
      {list.isError ? (
        <ReadErrorAlert error={list.error} testId="earn-list-error" />
      ) : entries.length === 0 ? (
        // Empty only once the whole window is read: the newest rows show while older blocks are read.
        list.isFetching || list.data === undefined ? (
          <Skeleton active />
        ) : (
          <Empty description={t('list.empty')} />
        )
      ) : (
        <EarnListRows entries={entries} onOpen={onOpen} />
      )}
      <ListScanStatus progress={progress} reading={list.isFetching} testId="earn-list-scan" />
    </Flex>
  )
}

function EarnListRows({ entries, onOpen }: { entries: EarnPoolListEntry[]; onOpen: (pool: string) => void }) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  return (
    <List
      dataSource={entries}
      data-testid="earn-list"
      renderItem={(entry) => (
        <List.Item
          data-testid="earn-list-item"
          data-pool={entry.address}
          actions={[
            <Button
              key="open"
              size="small"
              onClick={() => onOpen(entry.address)}
              data-testid="earn-list-open"
            >
              {t('list.open')}
            </Button>,
          ]}
        >
          <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>{t('earn.pool.heading', { symbol: entry.symbol })}</Typography.Text>
              <Tag color="green">{t('earn.list.upTo', { apr: bpsText(entry.maxAprBps, language) })}</Tag>
              <Tag>
                {entry.earlyRedemption
                  ? t('earn.pool.earlyFee', { fee: bpsText(entry.earlyFeeBps, language) })
                  : t('earn.pool.noEarly')}
              </Tag>
            </Flex>
            <Typography.Text type="secondary">
              {t('earn.list.figures', {
                staked: `${amountText(entry.totalStaked, entry.decimals, language)} ${entry.symbol}`,
                free: `${amountText(entry.unreserved, entry.decimals, language)} ${entry.symbol}`,
                stakes: entry.stakeCount.toString(),
              })}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  )
}

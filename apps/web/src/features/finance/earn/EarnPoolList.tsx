import type { EarnPoolListEntry } from '@tokenbox/core/finance/listEarnPools.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ListSearch } from '../../../app/lists/ListSearch.tsx'
import { ListToggle } from '../../../app/lists/ListToggle.tsx'
import { OpenListItem } from '../../../app/lists/OpenListItem.tsx'
import { ScannedList } from '../../../app/lists/ScannedList.tsx'
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
              <ListSearch placeholder={t('list.search')} onSearch={setSearch} />
              <ListToggle checked={mine} onChange={setMine} label={t('list.mine')} testId="earn-list-mine" />
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
  return (
    <ScannedList
      read={list}
      progress={progress}
      testIdPrefix="earn-list"
      listTestId="earn-list"
      emptyText={t('list.empty')}
      renderItem={(entry) => <EarnListItem entry={entry} onOpen={onOpen} />}
    />
  )
}

function EarnListItem({ entry, onOpen }: { entry: EarnPoolListEntry; onOpen: (pool: string) => void }) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  return (
    <OpenListItem
      testIdPrefix="earn-list"
      data={{ 'data-pool': entry.address }}
      openLabel={t('list.open')}
      onOpen={() => onOpen(entry.address)}
      heading={
        <>
          <Typography.Text strong>{t('earn.pool.heading', { symbol: entry.symbol })}</Typography.Text>
          <Tag color="green">{t('earn.list.upTo', { apr: bpsText(entry.maxAprBps, language) })}</Tag>
          <Tag>
            {entry.earlyRedemption
              ? t('earn.pool.earlyFee', { fee: bpsText(entry.earlyFeeBps, language) })
              : t('earn.pool.noEarly')}
          </Tag>
        </>
      }
    >
      <Typography.Text type="secondary">
        {t('earn.list.figures', {
          staked: `${amountText(entry.totalStaked, entry.decimals, language)} ${entry.symbol}`,
          free: `${amountText(entry.unreserved, entry.decimals, language)} ${entry.symbol}`,
          stakes: entry.stakeCount.toString(),
        })}
      </Typography.Text>
    </OpenListItem>
  )
}

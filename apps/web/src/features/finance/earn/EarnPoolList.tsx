import type { EarnPoolListEntry } from '@tokenbox/core/finance/listEarnPools.ts'
import { Flex, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListSearch } from '../../../app/lists/ListSearch.tsx'
import { ListToggle } from '../../../app/lists/ListToggle.tsx'
import { OpenListItem } from '../../../app/lists/OpenListItem.tsx'
import { FinancePoolList } from '../FinancePoolList.tsx'
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
    <FinancePoolList
      title={t('earn.list.title')}
      prefix="earn"
      controls={
        <Flex gap={12} wrap align="center">
          <ListSearch placeholder={t('list.search')} onSearch={setSearch} />
          <ListToggle checked={mine} onChange={setMine} label={t('list.mine')} testId="earn-list-mine" />
        </Flex>
      }
      useScan={useEarnPoolList}
      paramsOf={(factory) => ({ factory, search, mine })}
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

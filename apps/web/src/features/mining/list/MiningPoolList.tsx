import type { MiningPoolListEntry } from '@tokenbox/core/mining/listMiningPools.ts'
import type { MiningPoolKind, MiningScreen } from '@tokenbox/core/mining/miningDraft.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ToolFactoryGate } from '../../../app/contracts/ToolFactoryGate.tsx'
import { ListSearch } from '../../../app/lists/ListSearch.tsx'
import { ListToggle } from '../../../app/lists/ListToggle.tsx'
import { OpenListItem } from '../../../app/lists/OpenListItem.tsx'
import { ScannedListOf } from '../../../app/lists/ScannedList.tsx'
import { aprText, dateText, daysCount, daysText, perDay, tokenAmount } from '../miningFigures.ts'
import { labelColor } from '../pool/labelColor.ts'
import { useMiningPoolList } from './useMiningPoolList.ts'

/** The pools a screen lists first: its own kinds (LP mining: every LP pool). */
const screenFilter: Record<MiningScreen, { kinds?: readonly MiningPoolKind[]; lp?: boolean }> = {
  free: { kinds: ['free', 'lock'] },
  halving: { kinds: ['halving'] },
  advanced: { kinds: ['advanced'] },
  lp: { lp: true },
}

/**
 * The chain's pools from the factory's events: each with its tokens, kind, APR, TVL, reward per
 * day, end and days of rewards left; searchable by token, with "my pools" (created or staked) and
 * ended pools on request. The screen's own kind first; "all kinds" lists every pool.
 */
export function MiningPoolList({ screen, onOpen }: { screen: MiningScreen; onOpen: (pool: string) => void }) {
  const { t } = useTranslation(['mining', 'errors'])
  const [search, setSearch] = useState('')
  const [mine, setMine] = useState(false)
  const [all, setAll] = useState(false)
  const [includeEnded, setIncludeEnded] = useState(false)
  const filter = all ? {} : screenFilter[screen]
  return (
    <Panel title={t('list.title')} data-testid="mining-list-panel">
      <ToolFactoryGate tool="mining">
        {(factory) => (
          <Flex vertical gap={12}>
            <Flex gap={12} wrap align="center">
              <ListSearch placeholder={t('list.search')} onSearch={setSearch} testId="mining-list-search" />
              <ListToggle
                checked={all}
                onChange={setAll}
                label={t('list.allKinds')}
                testId="mining-list-all"
              />
              <ListToggle
                checked={mine}
                onChange={setMine}
                label={t('list.mine')}
                testId="mining-list-mine"
              />
              <ListToggle
                checked={includeEnded}
                onChange={setIncludeEnded}
                label={t('list.ended')}
                testId="mining-list-ended"
              />
            </Flex>
            <ScannedListOf
              useScan={useMiningPoolList}
              params={{ factory, kinds: filter.kinds, lp: filter.lp, search, mine, includeEnded }}
              testIdPrefix="mining-list"
              listTestId="mining-list"
              emptyText={t('list.empty')}
              renderItem={(entry) => <PoolListItem entry={entry} onOpen={onOpen} />}
            />
          </Flex>
        )}
      </ToolFactoryGate>
    </Panel>
  )
}

function PoolListItem({ entry, onOpen }: { entry: MiningPoolListEntry; onOpen: (pool: string) => void }) {
  const { t, i18n } = useTranslation('mining')
  const language = i18n.language
  return (
    <OpenListItem
      testIdPrefix="mining-list"
      data={{ 'data-pool': entry.address, 'data-kind': entry.kind }}
      openLabel={t('list.open')}
      onOpen={() => onOpen(entry.address)}
      heading={
        <>
          <Typography.Text strong>
            {t('list.pair', { stake: entry.stakeSymbol, reward: entry.rewardSymbol })}
          </Typography.Text>
          <Tag>{t(`kind.${entry.kind}`)}</Tag>
          {entry.isLp && <Tag color="blue">LP</Tag>}
          <Tag color={labelColor[entry.label]}>{t(`label.${entry.label}`)}</Tag>
        </>
      }
    >
      <Typography.Text
        type="secondary"
        data-testid="mining-list-figures"
        data-apr={entry.aprBps?.toString() ?? ''}
      >
        {t('list.figures', {
          apr: aprText(entry.aprBps, language),
          tvl: tokenAmount(entry.totalStaked, entry.stakeDecimals, language),
          stake: entry.stakeSymbol,
          perDay: perDay(entry.rewardPerSecond, entry.rewardDecimals, language),
          reward: entry.rewardSymbol,
          stakers: entry.stakerCount.toString(),
        })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {entry.endTime === 0n
          ? t('list.noEnd', {
              days: daysText(entry.rewardSecondsLeft, language),
              count: daysCount(entry.rewardSecondsLeft),
            })
          : t('list.ends', {
              end: dateText(entry.endTime, language),
              days: daysText(entry.rewardSecondsLeft, language),
              count: daysCount(entry.rewardSecondsLeft),
            })}
      </Typography.Text>
    </OpenListItem>
  )
}

import type { MiningPoolListEntry } from '@tokenbox/core/mining/listMiningPools.ts'
import type { MiningPoolKind, MiningScreen } from '@tokenbox/core/mining/miningDraft.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Empty, Flex, Input, List, Skeleton, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import { ListScanStatus } from '../../../app/lists/ListScanStatus.tsx'
import { MiningFactoryGate } from '../MiningFactoryGate.tsx'
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
  const toggle = (checked: boolean, onChange: (next: boolean) => void, label: string, testId: string) => (
    <Flex gap={6} align="center">
      <Switch size="small" checked={checked} onChange={onChange} aria-label={label} data-testid={testId} />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  )
  return (
    <Panel title={t('list.title')} data-testid="mining-list-panel">
      <MiningFactoryGate>
        {(factory) => (
          <Flex vertical gap={12}>
            <Flex gap={12} wrap align="center">
              <Input.Search
                allowClear={labelledClear}
                placeholder={t('list.search')}
                onSearch={setSearch}
                style={{ maxWidth: 320 }}
                data-testid="mining-list-search"
              />
              {toggle(all, setAll, t('list.allKinds'), 'mining-list-all')}
              {toggle(mine, setMine, t('list.mine'), 'mining-list-mine')}
              {toggle(includeEnded, setIncludeEnded, t('list.ended'), 'mining-list-ended')}
            </Flex>
            <PoolListBody
              factory={factory}
              filter={all ? {} : screenFilter[screen]}
              search={search}
              mine={mine}
              includeEnded={includeEnded}
              onOpen={onOpen}
            />
          </Flex>
        )}
      </MiningFactoryGate>
    </Panel>
  )
}

function PoolListBody({
  factory,
  filter,
  search,
  mine,
  includeEnded,
  onOpen,
}: {
  factory: Address
  filter: { kinds?: readonly MiningPoolKind[]; lp?: boolean }
  search: string
  mine: boolean
  includeEnded: boolean
  onOpen: (pool: string) => void
}) {
  const { t } = useTranslation('mining')
  const { list, progress } = useMiningPoolList({
    factory,
    kinds: filter.kinds,
    lp: filter.lp,
    search,
    mine,
    includeEnded,
  })
  const entries = list.data ?? []
  return (
    <Flex vertical gap={12}>
      {list.isError ? (
        <ReadErrorAlert error={list.error} testId="mining-list-error" />
      ) : entries.length === 0 ? (
        // Empty only once the whole window is read: the newest rows show while older blocks are read.
        list.isFetching || list.data === undefined ? (
          <Skeleton active />
        ) : (
          <Empty description={t('list.empty')} />
        )
      ) : (
        <List
          dataSource={entries}
          data-testid="mining-list"
          renderItem={(entry) => <PoolListItem entry={entry} onOpen={onOpen} />}
        />
      )}
      <ListScanStatus progress={progress} reading={list.isFetching} testId="mining-list-scan" />
    </Flex>
  )
}

function PoolListItem({ entry, onOpen }: { entry: MiningPoolListEntry; onOpen: (pool: string) => void }) {
  const { t, i18n } = useTranslation('mining')
  const language = i18n.language
  return (
    <List.Item
      data-testid="mining-list-item"
      data-pool={entry.address}
      data-kind={entry.kind}
      actions={[
        <Button key="open" size="small" onClick={() => onOpen(entry.address)} data-testid="mining-list-open">
          {t('list.open')}
        </Button>,
      ]}
    >
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>
            {t('list.pair', { stake: entry.stakeSymbol, reward: entry.rewardSymbol })}
          </Typography.Text>
          <Tag>{t(`kind.${entry.kind}`)}</Tag>
          {entry.isLp && <Tag color="blue">LP</Tag>}
          <Tag color={labelColor[entry.label]}>{t(`label.${entry.label}`)}</Tag>
        </Flex>
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
      </Flex>
    </List.Item>
  )
}

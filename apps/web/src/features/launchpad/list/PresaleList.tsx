import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { PresaleMode } from '@tokenbox/core/launchpad/presaleDraft.ts'
import type { PresaleLabel, PresaleListFilter } from '@tokenbox/core/launchpad/presaleState.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Segmented, Select, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { ToolFactoryGate } from '../../../app/contracts/ToolFactoryGate.tsx'
import { labelledOptions } from '../../../app/forms/labelledOptions.ts'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { ListSearch } from '../../../app/lists/ListSearch.tsx'
import { ListToggle } from '../../../app/lists/ListToggle.tsx'
import { OpenListItem } from '../../../app/lists/OpenListItem.tsx'
import { ScannedList } from '../../../app/lists/ScannedList.tsx'
import { labelColor } from './labelColor.ts'
import { usePresaleList } from './usePresaleList.ts'

const labels: readonly PresaleLabel[] = [
  'upcoming',
  'live',
  'filled',
  'ended',
  'finalized',
  'cancelled',
  'failed',
]

/**
 * The chain's presales from the factory's events (spec 001 section 4's filter: ALL, In PROGRESS,
 * OVER, Label), searchable by token, with "my contributions"; each opens its sale page. Presales of
 * the screen's kind come first: a fair launch screen lists fair launches.
 */
export function PresaleList({ mode, onOpen }: { mode: PresaleMode; onOpen: (presale: string) => void }) {
  const { t, i18n } = useTranslation(['launchpad', 'errors'])
  const [filter, setFilter] = useState<'all' | 'inProgress' | 'over' | 'label'>('all')
  const [label, setLabel] = useState<PresaleLabel>('live')
  const [search, setSearch] = useState('')
  const [mine, setMine] = useState(false)
  const effective: PresaleListFilter = filter === 'label' ? label : filter
  return (
    <Panel title={t('list.title')} data-testid="presale-list-panel">
      <ToolFactoryGate tool="launchpad">
        {(factory) => (
          <PresaleListBody
            factory={factory}
            mode={mode}
            filter={effective}
            search={search}
            mine={mine}
            onOpen={onOpen}
            controls={
              <Flex gap={8} wrap align="center">
                <Segmented
                  value={filter}
                  onChange={setFilter}
                  options={labelledOptions(t, {
                    all: 'list.filter.all',
                    inProgress: 'list.filter.inProgress',
                    over: 'list.filter.over',
                    label: 'list.filter.label',
                  })}
                  data-testid="presale-list-filter"
                />
                {filter === 'label' && (
                  <Select
                    value={label}
                    onChange={setLabel}
                    style={{ minWidth: 130 }}
                    aria-label={t('list.filter.label')}
                    options={labels.map((value) => ({ value, label: t(`label.${value}`) }))}
                    data-testid="presale-list-label"
                  />
                )}
                <ListSearch
                  placeholder={t('list.search')}
                  onSearch={setSearch}
                  testId="presale-list-search"
                />
                <ListToggle
                  checked={mine}
                  onChange={setMine}
                  label={t('list.mine')}
                  testId="presale-list-mine"
                />
              </Flex>
            }
            language={i18n.language}
          />
        )}
      </ToolFactoryGate>
    </Panel>
  )
}

function PresaleListBody({
  factory,
  mode,
  filter,
  search,
  mine,
  onOpen,
  controls,
  language,
}: {
  factory: `0x${string}`
  mode: PresaleMode
  filter: PresaleListFilter
  search: string
  mine: boolean
  onOpen: (presale: string) => void
  controls: React.ReactNode
  language: string
}) {
  const { t } = useTranslation(['launchpad', 'errors'])
  const { list, progress } = usePresaleList({ factory, filter, search, mine })
  const entries = [...(list.data ?? [])].sort((a, b) => Number(b.mode === mode) - Number(a.mode === mode))
  return (
    <ScannedList
      read={list}
      entries={entries}
      progress={progress}
      testIdPrefix="presale-list"
      listTestId="presale-list"
      emptyText={t('list.empty')}
      renderItem={(entry) => (
        <OpenListItem
          key={entry.address}
          testIdPrefix="presale-list"
          data={{ 'data-presale': entry.address, 'data-label': entry.label }}
          openLabel={t('list.open')}
          onOpen={() => onOpen(entry.address)}
          heading={
            <>
              <Typography.Text strong>{entry.symbol}</Typography.Text>
              <Typography.Text type="secondary">{formatAddress(entry.token)}</Typography.Text>
              <Tag>{t(`mode.${entry.mode}`)}</Tag>
              <Tag color={labelColor[entry.label]}>{t(`label.${entry.label}`)}</Tag>
            </>
          }
        >
          <ProgressBar percent={entry.progressBps / 100} size="small" showInfo={false} />
          <Typography.Text type="secondary">
            {t('list.line', {
              sold: formatLocaleDecimal(formatUnits(entry.sold, entry.capDecimals), language),
              cap: formatLocaleDecimal(formatUnits(entry.cap, entry.capDecimals), language),
              unit: entry.capUnit,
              contributors: entry.contributors.toString(),
            })}
          </Typography.Text>
        </OpenListItem>
      )}
    >
      {controls}
    </ScannedList>
  )
}

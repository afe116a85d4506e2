import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import type { BeanPoolListEntry } from '@tokenbox/core/finance/listBeanPools.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ListToggle } from '../../../app/lists/ListToggle.tsx'
import { OpenListItem } from '../../../app/lists/OpenListItem.tsx'
import { ScannedList } from '../../../app/lists/ScannedList.tsx'
import { FinanceFactoryGate } from '../FinanceFactoryGate.tsx'
import { amountText, bpsText } from '../financeFigures.ts'
import { useBeanPoolList } from './useBeanPoolList.ts'

/**
 * The chain's pools of this kind from the factory's events, newest first, each with the figures
 * that matter before a deposit: balance, what depositors could withdraw now, coverage, days left.
 */
export function BeanPoolList({ kind, onOpen }: { kind: BeanPoolKind; onOpen: (pool: string) => void }) {
  const { t } = useTranslation('finance')
  const [mine, setMine] = useState(false)
  return (
    <Panel title={t('bean.list.title', { name: t(`bean.name.${kind}`) })} data-testid="bean-list-panel">
      <FinanceFactoryGate>
        {(factory) => (
          <Flex vertical gap={12}>
            <ListToggle checked={mine} onChange={setMine} label={t('list.mine')} testId="bean-list-mine" />
            <BeanListBody factory={factory} kind={kind} mine={mine} onOpen={onOpen} />
          </Flex>
        )}
      </FinanceFactoryGate>
    </Panel>
  )
}

function BeanListBody({
  factory,
  kind,
  mine,
  onOpen,
}: {
  factory: Address
  kind: BeanPoolKind
  mine: boolean
  onOpen: (pool: string) => void
}) {
  const { t } = useTranslation('finance')
  const { list, progress } = useBeanPoolList({ factory, kind, mine })
  return (
    <ScannedList
      read={list}
      progress={progress}
      testIdPrefix="bean-list"
      listTestId="bean-list"
      emptyText={t('list.empty')}
      renderItem={(entry) => <BeanListItem entry={entry} kind={kind} onOpen={onOpen} />}
    />
  )
}

function BeanListItem({
  entry,
  kind,
  onOpen,
}: {
  entry: BeanPoolListEntry
  kind: BeanPoolKind
  onOpen: (pool: string) => void
}) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  const coins = (value: bigint) => `${amountText(value, entry.decimals, language, 2)} ${entry.symbol}`
  const coverage = entry.health.coverageBps
  return (
    <OpenListItem
      testIdPrefix="bean-list"
      data={{ 'data-pool': entry.address }}
      openLabel={t('list.open')}
      onOpen={() => onOpen(entry.address)}
      heading={
        <>
          <Typography.Text strong>
            {t('bean.heading', { name: t(`bean.name.${kind}`), symbol: entry.symbol })}
          </Typography.Text>
          {coverage !== undefined && (
            <Tag color={coverage >= 10_000n ? 'green' : 'red'}>
              {t('bean.list.coverage', { coverage: bpsText(coverage, language) })}
            </Tag>
          )}
        </>
      }
    >
      <Typography.Text type="secondary">
        {t('bean.list.figures', {
          balance: coins(entry.balance),
          owed: coins(entry.owedNow),
          depositors: entry.depositorCount.toString(),
        })}
      </Typography.Text>
    </OpenListItem>
  )
}

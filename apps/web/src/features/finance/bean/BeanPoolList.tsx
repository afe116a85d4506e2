import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import type { BeanPoolListEntry } from '@tokenbox/core/finance/listBeanPools.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Empty, Flex, List, Skeleton, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { ListScanStatus } from '../../../app/lists/ListScanStatus.tsx'
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
            <Flex component="label" gap={6} align="center">
              <Switch size="small" checked={mine} onChange={setMine} data-testid="bean-list-mine" />
              <Typography.Text>{t('list.mine')}</Typography.Text>
            </Flex>
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
  const entries = list.data ?? []
  return (
    <Flex vertical gap={12}>
      {list.isError ? (
        <ReadErrorAlert error={list.error} testId="bean-list-error" />
      ) : entries.length === 0 ? (
        // Empty only once the whole window is read: the newest rows show while older blocks are read.
        list.isFetching || list.data === undefined ? (
          <Skeleton active />
        ) : (
          <Empty description={t('list.empty')} />
        )
      ) : (
        <BeanListRows entries={entries} kind={kind} onOpen={onOpen} />
      )}
      <ListScanStatus progress={progress} reading={list.isFetching} testId="bean-list-scan" />
    </Flex>
  )
}

function BeanListRows({
  entries,
  kind,
  onOpen,
}: {
  entries: BeanPoolListEntry[]
  kind: BeanPoolKind
  onOpen: (pool: string) => void
}) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  return (
    <List
      dataSource={entries}
      data-testid="bean-list"
      renderItem={(entry) => {
        const coins = (value: bigint) => `${amountText(value, entry.decimals, language, 2)} ${entry.symbol}`
        const coverage = entry.health.coverageBps
        return (
          <List.Item
            data-testid="bean-list-item"
            data-pool={entry.address}
            actions={[
              <Button
                key="open"
                size="small"
                onClick={() => onOpen(entry.address)}
                data-testid="bean-list-open"
              >
                {t('list.open')}
              </Button>,
            ]}
          >
            <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Flex gap={8} wrap align="center">
                <Typography.Text strong>
                  {t('bean.heading', { name: t(`bean.name.${kind}`), symbol: entry.symbol })}
                </Typography.Text>
                {coverage !== undefined && (
                  <Tag color={coverage >= 10_000n ? 'green' : 'red'}>
                    {t('bean.list.coverage', { coverage: bpsText(coverage, language) })}
                  </Tag>
                )}
              </Flex>
              <Typography.Text type="secondary">
                {t('bean.list.figures', {
                  balance: coins(entry.balance),
                  owed: coins(entry.owedNow),
                  depositors: entry.depositorCount.toString(),
                })}
              </Typography.Text>
            </Flex>
          </List.Item>
        )
      }}
    />
  )
}

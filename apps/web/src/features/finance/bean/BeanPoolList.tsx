import { useQuery } from '@tanstack/react-query'
import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import { beanPoolListQueryOptions } from '@tokenbox/core/finance/financePoolListQuery.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Empty, Flex, List, Skeleton, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { FinanceFactoryGate } from '../FinanceFactoryGate.tsx'
import { amountText, bpsText } from '../financeFigures.ts'

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
            <Flex gap={6} align="center">
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
  const { t, i18n } = useTranslation(['finance', 'errors'])
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const list = useQuery(beanPoolListQueryOptions(publicClient, { factory, kind, mine, account }))
  if (list.isPending) return <Skeleton active />
  if (list.isError) return <Alert type="error" showIcon title={t('networkFailed', { ns: 'errors' })} />
  if (list.data.length === 0) return <Empty description={t('list.empty')} />
  const language = i18n.language
  return (
    <List
      dataSource={list.data}
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

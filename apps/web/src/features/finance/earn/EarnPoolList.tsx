import { useQuery } from '@tanstack/react-query'
import { earnPoolListQueryOptions } from '@tokenbox/core/finance/financePoolListQuery.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Empty, Flex, Input, List, Skeleton, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { FinanceFactoryGate } from '../FinanceFactoryGate.tsx'
import { amountText, bpsText } from '../financeFigures.ts'

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
                allowClear
                placeholder={t('list.search')}
                onSearch={setSearch}
                style={{ maxWidth: 320 }}
              />
              <Flex gap={6} align="center">
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
  const { t, i18n } = useTranslation(['finance', 'errors'])
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const list = useQuery(earnPoolListQueryOptions(publicClient, { factory, search, mine, account }))
  if (list.isPending) return <Skeleton active />
  if (list.isError) return <Alert type="error" showIcon title={t('networkFailed', { ns: 'errors' })} />
  if (list.data.length === 0) return <Empty description={t('list.empty')} />
  const language = i18n.language
  return (
    <List
      dataSource={list.data}
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

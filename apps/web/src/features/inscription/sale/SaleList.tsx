import { useQuery } from '@tanstack/react-query'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { inscriptionSaleListQueryOptions } from '@tokenbox/core/inscription/sale/inscriptionSaleListQuery.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Empty, Flex, Input, List, Skeleton, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { SharedContractGate } from '../../../app/contracts/SharedContractGate.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { saleStatusColors } from './saleStatusColors.ts'
import { useInscriptionSaleFactory } from './useInscriptionSale.ts'

/**
 * The chain's inscription presales of the last 100,000 blocks, newest first (the factory's
 * creation events): tick, status, sold of the units for sale, price; a search by tick, protocol or
 * address, and "Mine" (sales the account created or bought in). Open shows the sale's page.
 */
export function SaleList({ onOpen }: { onOpen: (sale: Address) => void }) {
  const { t } = useTranslation(['inscription', 'errors'])
  const factory = useInscriptionSaleFactory()
  const [search, setSearch] = useState('')
  const [mine, setMine] = useState(false)
  return (
    <Panel
      title={t('sale.list.title')}
      data-testid="ins-sale-list"
      extra={
        <Flex gap={6} align="center">
          <Switch size="small" checked={mine} onChange={setMine} data-testid="ins-sale-list-mine" />
          <Typography.Text>{t('sale.list.mine')}</Typography.Text>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          placeholder={t('sale.list.search')}
          onSearch={(value) => setSearch(value)}
          data-testid="ins-sale-list-search"
        />
        <SharedContractGate
          kind="inscriptionSale"
          contract={factory}
          ns="inscription"
          prefix="sale.factory"
          testId="ins-sale-list-factory"
        >
          {(address) => <SaleListBody factory={address} search={search} mine={mine} onOpen={onOpen} />}
        </SharedContractGate>
      </Flex>
    </Panel>
  )
}

function SaleListBody({
  factory,
  search,
  mine,
  onOpen,
}: {
  factory: Address
  search: string
  mine: boolean
  onOpen: (sale: Address) => void
}) {
  const { t, i18n } = useTranslation(['inscription', 'errors'])
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const publicClient = usePublicClient()
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'
  const list = useQuery(inscriptionSaleListQueryOptions(publicClient, { factory, search, mine, account }))
  if (list.isPending) return <Skeleton active />
  if (list.isError) return <Alert type="error" showIcon title={t('networkFailed', { ns: 'errors' })} />
  if (list.data.length === 0) return <Empty description={t('sale.list.empty')} />
  const number = (value: bigint) => value.toLocaleString(i18n.language)
  return (
    <List
      dataSource={list.data}
      renderItem={(sale) => (
        <List.Item
          data-testid="ins-sale-list-item"
          data-sale={sale.sale}
          actions={[
            <Button
              key="open"
              size="small"
              onClick={() => onOpen(sale.sale)}
              data-testid="ins-sale-list-open"
            >
              {t('sale.open.load')}
            </Button>,
          ]}
        >
          <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>{`${sale.terms.tick} · ${sale.terms.protocol}`}</Typography.Text>
              <Tag color={saleStatusColors[sale.status]}>{t(`sale.status.${sale.status}`)}</Tag>
            </Flex>
            <Typography.Text type="secondary">
              {t('sale.sold', { sold: number(sale.sold), total: number(sale.terms.totalUnits) })}
              {' · '}
              {sale.terms.priceMode === 'constant'
                ? t('sale.constantValue', {
                    price: `${formatTokenAmount(sale.terms.startPrice, 18, 8)} ${symbol}`,
                  })
                : t('sale.floatingValue', {
                    first: `${formatTokenAmount(sale.terms.startPrice, 18, 8)} ${symbol}`,
                    last: `${formatTokenAmount(sale.terms.endPrice, 18, 8)} ${symbol}`,
                  })}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  )
}

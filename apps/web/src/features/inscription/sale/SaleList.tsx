import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { InscriptionSaleState } from '@tokenbox/core/inscription/sale/readInscriptionSale.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Empty, Flex, Input, List, Skeleton, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { SharedContractGate } from '../../../app/contracts/SharedContractGate.tsx'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import { ListScanStatus } from '../../../app/lists/ListScanStatus.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { saleStatusColors } from './saleStatusColors.ts'
import { useInscriptionSaleFactory } from './useInscriptionSale.ts'
import { useInscriptionSaleList } from './useInscriptionSaleList.ts'

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
          <Switch
            size="small"
            checked={mine}
            onChange={setMine}
            aria-label={t('sale.list.mine')}
            data-testid="ins-sale-list-mine"
          />
          <Typography.Text>{t('sale.list.mine')}</Typography.Text>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear={labelledClear}
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
  const { t } = useTranslation('inscription')
  const { list, progress } = useInscriptionSaleList({ factory, search, mine })
  const sales = list.data ?? []
  return (
    <Flex vertical gap={12}>
      {list.isError ? (
        <ReadErrorAlert error={list.error} testId="ins-sale-list-error" />
      ) : sales.length === 0 ? (
        // Empty only once the whole window is read: the newest rows show while older blocks are read.
        list.isFetching || list.data === undefined ? (
          <Skeleton active />
        ) : (
          <Empty description={t('sale.list.empty')} />
        )
      ) : (
        <SaleListRows sales={sales} onOpen={onOpen} />
      )}
      <ListScanStatus progress={progress} reading={list.isFetching} testId="ins-sale-list-scan" />
    </Flex>
  )
}

function SaleListRows({ sales, onOpen }: { sales: InscriptionSaleState[]; onOpen: (sale: Address) => void }) {
  const { t, i18n } = useTranslation('inscription')
  const { entry } = useConnectedChainEntry()
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'
  const number = (value: bigint) => value.toLocaleString(i18n.language)
  return (
    <List
      dataSource={sales}
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

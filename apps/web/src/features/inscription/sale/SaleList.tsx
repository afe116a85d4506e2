import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { InscriptionSaleState } from '@tokenbox/core/inscription/sale/readInscriptionSale.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { SharedContractGate } from '../../../app/contracts/SharedContractGate.tsx'
import { ListSearch } from '../../../app/lists/ListSearch.tsx'
import { ListToggle } from '../../../app/lists/ListToggle.tsx'
import { OpenListItem } from '../../../app/lists/OpenListItem.tsx'
import { ScannedListOf } from '../../../app/lists/ScannedList.tsx'
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
        <ListToggle
          checked={mine}
          onChange={setMine}
          label={t('sale.list.mine')}
          testId="ins-sale-list-mine"
        />
      }
    >
      <Flex vertical gap={12}>
        <ListSearch
          placeholder={t('sale.list.search')}
          onSearch={setSearch}
          testId="ins-sale-list-search"
          wide
        />
        <SharedContractGate
          kind="inscriptionSale"
          contract={factory}
          ns="inscription"
          prefix="sale.factory"
          testId="ins-sale-list-factory"
        >
          {(address) => (
            <ScannedListOf
              useScan={useInscriptionSaleList}
              params={{ factory: address, search, mine }}
              testIdPrefix="ins-sale-list"
              emptyText={t('sale.list.empty')}
              renderItem={(sale) => <SaleListItem sale={sale} onOpen={onOpen} />}
            />
          )}
        </SharedContractGate>
      </Flex>
    </Panel>
  )
}

function SaleListItem({ sale, onOpen }: { sale: InscriptionSaleState; onOpen: (sale: Address) => void }) {
  const { t, i18n } = useTranslation('inscription')
  const { entry } = useConnectedChainEntry()
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'
  const number = (value: bigint) => value.toLocaleString(i18n.language)
  return (
    <OpenListItem
      testIdPrefix="ins-sale-list"
      data={{ 'data-sale': sale.sale }}
      openLabel={t('sale.open.load')}
      onOpen={() => onOpen(sale.sale)}
      heading={
        <>
          <Typography.Text strong>{`${sale.terms.tick} · ${sale.terms.protocol}`}</Typography.Text>
          <Tag color={saleStatusColors[sale.status]}>{t(`sale.status.${sale.status}`)}</Tag>
        </>
      }
    >
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
    </OpenListItem>
  )
}

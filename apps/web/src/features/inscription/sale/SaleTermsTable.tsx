import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { InscriptionSaleState } from '@tokenbox/core/inscription/sale/readInscriptionSale.ts'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { useSaleFormat } from './useSaleFormat.ts'

/**
 * An inscription sale's terms and books as a table: the unit, the price (constant, or the curve's
 * first and last) and the price now, the soft cap and the limit per buyer, raised, buyers, the
 * window, the seller and the sale's address.
 */
export function SaleTermsTable({
  sale,
  priceNow,
  raised,
}: {
  sale: InscriptionSaleState
  /** The next unit's price while the sale is open with units left (inscriptionSaleFigures). */
  priceNow: bigint | undefined
  raised: bigint
}) {
  const { t } = useTranslation(['inscription', 'errors'])
  const { number, coin, time } = useSaleFormat()
  const { terms } = sale
  return (
    <FactsTable
      bordered={false}
      facts={[
        {
          key: 'unit',
          label: t('sale.unit'),
          value: t('sale.unitValue', { amount: number(terms.amountPerUnit), tick: terms.tick }),
        },
        {
          key: 'price',
          label: t('sale.priceMode'),
          value:
            terms.priceMode === 'constant'
              ? t('sale.constantValue', { price: coin(terms.startPrice) })
              : t('sale.floatingValue', { first: coin(terms.startPrice), last: coin(terms.endPrice) }),
        },
        priceNow !== undefined && { key: 'now', label: t('sale.priceNow'), value: coin(priceNow) },
        {
          key: 'soft',
          label: t('sale.create.softCap'),
          value: terms.softCap ? number(terms.softCap) : t('sale.none'),
        },
        {
          key: 'max',
          label: t('sale.create.maxPerBuyer'),
          value: terms.maxPerBuyer ? number(terms.maxPerBuyer) : t('sale.none'),
        },
        { key: 'raised', label: t('sale.raised'), value: coin(raised) },
        { key: 'buyers', label: t('sale.buyers'), value: number(sale.buyers) },
        { key: 'start', label: t('sale.create.start'), value: time(terms.start) },
        { key: 'end', label: t('sale.create.end'), value: time(terms.end) },
        { key: 'seller', label: t('sale.seller'), value: <CopyableCode address={sale.seller} /> },
        { key: 'address', label: t('sale.address'), value: <CopyableCode address={sale.sale} /> },
      ]}
    />
  )
}

/** A short address in code type that copies the whole one. */
function CopyableCode({ address }: { address: string }) {
  return (
    <Typography.Text code copyable={{ text: address }}>
      {formatAddress(address)}
    </Typography.Text>
  )
}

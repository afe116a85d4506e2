import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { InscriptionSaleState } from '@tokenbox/core/inscription/sale/readInscriptionSale.ts'
import { Descriptions, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
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
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        {
          key: 'unit',
          label: t('sale.unit'),
          children: t('sale.unitValue', { amount: number(terms.amountPerUnit), tick: terms.tick }),
        },
        {
          key: 'price',
          label: t('sale.priceMode'),
          children:
            terms.priceMode === 'constant'
              ? t('sale.constantValue', { price: coin(terms.startPrice) })
              : t('sale.floatingValue', { first: coin(terms.startPrice), last: coin(terms.endPrice) }),
        },
        ...(priceNow !== undefined
          ? [{ key: 'now', label: t('sale.priceNow'), children: coin(priceNow) }]
          : []),
        {
          key: 'soft',
          label: t('sale.create.softCap'),
          children: terms.softCap ? number(terms.softCap) : t('sale.none'),
        },
        {
          key: 'max',
          label: t('sale.create.maxPerBuyer'),
          children: terms.maxPerBuyer ? number(terms.maxPerBuyer) : t('sale.none'),
        },
        { key: 'raised', label: t('sale.raised'), children: coin(raised) },
        { key: 'buyers', label: t('sale.buyers'), children: number(sale.buyers) },
        { key: 'start', label: t('sale.create.start'), children: time(terms.start) },
        { key: 'end', label: t('sale.create.end'), children: time(terms.end) },
        {
          key: 'seller',
          label: t('sale.seller'),
          children: (
            <Typography.Text code copyable={{ text: sale.seller }}>
              {formatAddress(sale.seller)}
            </Typography.Text>
          ),
        },
        {
          key: 'address',
          label: t('sale.address'),
          children: (
            <Typography.Text code copyable={{ text: sale.sale }}>
              {formatAddress(sale.sale)}
            </Typography.Text>
          ),
        },
      ]}
    />
  )
}

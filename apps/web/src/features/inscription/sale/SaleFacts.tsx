import type { InscriptionSaleState } from '@tokenbox/core/inscription/sale/readInscriptionSale.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { SaleActionsRow } from './SaleActionsRow.tsx'
import { SaleTermsTable } from './SaleTermsTable.tsx'
import { saleStatusColors } from './saleStatusColors.ts'
import { useInscriptionSaleAction } from './useInscriptionSaleAction.ts'
import { useSaleFormat } from './useSaleFormat.ts'

/**
 * One inscription sale's panel: its status, units sold of those for sale, terms and books, the
 * escrow as the indexer counts it beside what the sale owes, the account's position, and what can
 * be done now (SaleActionsRow, over useInscriptionSaleAction).
 */
export function SaleFacts({
  sale,
  escrow,
  owed,
  covered,
  refetch,
}: {
  sale: InscriptionSaleState
  escrow: bigint | undefined
  owed: bigint
  covered: boolean | undefined
  refetch: () => unknown
}) {
  const { t } = useTranslation(['inscription', 'errors'])
  const { number, coin } = useSaleFormat()
  const action = useInscriptionSaleAction(sale, escrow, refetch)
  const { terms, position } = sale
  return (
    <Panel
      title={`${terms.tick} · ${terms.protocol}`}
      extra={
        <Tag color={saleStatusColors[sale.status]} data-testid="ins-sale-status" data-status={sale.status}>
          {t(`sale.status.${sale.status}`)}
        </Tag>
      }
      data-testid="ins-sale"
    >
      <Flex vertical gap={16}>
        <div>
          <Typography.Text>
            {t('sale.sold', { sold: number(sale.sold), total: number(terms.totalUnits) })}
          </Typography.Text>
          <ProgressBar
            percent={sale.progressBps / 100}
            data-testid="ins-sale-progress"
            data-sold={sale.sold.toString()}
          />
        </div>
        <SaleTermsTable sale={sale} priceNow={action.priceNow} raised={action.raised} />
        {escrow !== undefined && !action.over && (
          <Alert
            type={covered ? 'success' : 'error'}
            showIcon
            data-testid="ins-sale-escrow"
            data-covered={covered ? 'true' : 'false'}
            title={t(covered ? 'sale.escrow.covered' : 'sale.escrow.short', {
              escrow: number(escrow),
              needed: number(owed),
              tick: terms.tick,
            })}
            description={t('sale.escrow.hint')}
          />
        )}
        {position && position.units > 0n && (
          <Typography.Text data-testid="ins-sale-position" data-units={position.units.toString()}>
            {t('sale.position', {
              amount: number(position.units * terms.amountPerUnit),
              tick: terms.tick,
              paid: coin(position.paid),
            })}
            {position.claimed
              ? ` · ${t('sale.claimed')}`
              : position.refunded
                ? ` · ${t('sale.refunded')}`
                : ''}
          </Typography.Text>
        )}
        <SaleActionsRow sale={sale} covered={covered} action={action} />
      </Flex>
    </Panel>
  )
}

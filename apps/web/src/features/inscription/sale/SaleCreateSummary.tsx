import { formatThousands } from '@tokenbox/core/format/formatThousands.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { InscriptionSaleDraftCheck } from '@tokenbox/core/inscription/sale/inscriptionSaleDraft.ts'
import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'

/**
 * What the draft commits the seller to: the escrow (every unit, sent to the sale right after its
 * creation) and what the whole sale raises; and, where the seller's indexed balance does not cover
 * the escrow, why nothing can be created.
 */
export function SaleCreateSummary({ check, symbol }: { check: InscriptionSaleDraftCheck; symbol: string }) {
  const { t, i18n } = useTranslation('inscription')
  const { terms, escrowNeeded, raise, short } = check
  if (!terms || escrowNeeded === undefined) return null
  return (
    <>
      <FactsTable
        column={1}
        testId="ins-sale-summary"
        facts={[
          {
            key: 'escrow',
            label: t('sale.create.escrow'),
            value: t('sale.create.escrowValue', {
              amount: formatThousands(escrowNeeded, i18n.language),
              tick: terms.tick,
            }),
          },
          raise !== undefined && {
            key: 'raise',
            label: t('sale.create.raise'),
            value: `${formatTokenAmount(raise, 18, 8)} ${symbol}`,
          },
        ]}
      />
      {short !== undefined && (
        <Alert
          type="error"
          showIcon
          data-testid="ins-sale-short"
          title={t('sale.create.short', {
            balance: formatThousands(short, i18n.language),
            needed: formatThousands(escrowNeeded, i18n.language),
            tick: terms.tick,
          })}
        />
      )}
    </>
  )
}

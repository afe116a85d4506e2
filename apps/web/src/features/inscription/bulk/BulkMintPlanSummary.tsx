import { formatThousands } from '@tokenbox/core/format/formatThousands.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { BulkMintPlan } from '@tokenbox/core/inscription/bulk/types.ts'
import { Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'

/** The plan in two lines: every mint's gas limit, and what the main wallet sends to how many sub-wallets. */
export function BulkMintPlanSummary({ plan, symbol }: { plan: BulkMintPlan | null; symbol: string }) {
  const { t, i18n } = useTranslation('inscription')
  if (!plan) return null
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="bulk-mint-plan"
      data-total-funding={plan.totalFunding.toString()}
      items={[
        {
          key: 'gas',
          label: t('bulk.plan.gasLimit'),
          children: formatThousands(plan.gasLimit, i18n.language),
        },
        {
          key: 'funding',
          label: t('bulk.plan.funding'),
          children: t('bulk.plan.fundingValue', {
            amount: formatTokenAmount(plan.totalFunding, 18, 8),
            symbol,
            count: plan.fundings.length,
          }),
        },
      ]}
    />
  )
}

import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { validateFutureTime, validateLockDays } from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import { validateLiquidityPercent } from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { Col, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { issueRule } from '../create/issueRule.ts'
import { SaleTermsFields } from '../sale/SaleTermsFields.tsx'
import type { Market314Rules } from './useMarket314Rules.ts'

const fields = fieldTable('tokens', 'm314.form', {
  lockDays: { kind: 'whole', hint: true, testId: 'm314-lock-days' },
})

/** The sale versions' terms and the lock the launch gives the reserves. */
export function Sale314Fields({ coin, rules }: { coin: string; rules: Market314Rules }) {
  const { t } = useTranslation('tokens')
  const { others, coinAmount, together, now } = rules
  return (
    <>
      <Col xs={24}>
        <Typography.Title level={5}>{t('m314.form.saleSection')}</Typography.Title>
      </Col>
      <SaleTermsFields
        coin={coin}
        liquidityName="saleLiquidityPercent"
        hintOf={(field) =>
          field === 'tokensPerCoin'
            ? 'm314.form.tokensPerCoinHint'
            : field === 'liquidityPercent'
              ? 'm314.form.saleLiquidityHint'
              : undefined
        }
        dependenciesOf={(field) =>
          field === 'endTime' || field === 'liquidityPercent' ? undefined : others(field)
        }
        rulesOf={(field) => {
          switch (field) {
            case 'tokensPerCoin':
              return [
                issueRule(t, (value: string) => validateAmount(value, 18, { field: 'sale.form.price' })),
              ]
            case 'hardCap':
              return [coinAmount('sale.form.hardCapField')]
            case 'softCap':
              return [coinAmount('sale.form.softCapField', true), together('softCap')]
            case 'endTime':
              return [
                issueRule(t, (value: number | undefined) =>
                  validateFutureTime(value, now(), 'sale.form.endTime'),
                ),
              ]
            case 'minContribution':
              return [coinAmount('sale.form.minField'), together('minContribution')]
            case 'maxContribution':
              return [coinAmount('sale.form.maxField'), together('maxContribution')]
            case 'liquidityPercent':
              return [issueRule(t, validateLiquidityPercent)]
          }
        }}
      />
      <FieldColumn field={fields.lockDays} rules={[issueRule(t, validateLockDays)]} />
    </>
  )
}

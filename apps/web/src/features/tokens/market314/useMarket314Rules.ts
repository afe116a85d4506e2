import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  type Market314FormValues,
  validate314FeeSide,
  validate314Figures,
} from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import { validatePercent } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { isX314Template, type Market314TemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../create/issueRule.ts'

/** Fields whose figures depend on each other (the supply split, the sale's caps, the fee cap). */
export const linked = [
  'initialSupply',
  'liquidityPercent',
  'buyFeePercent',
  'sellFeePercent',
  'burnPercent',
  'tokensPerCoin',
  'hardCap',
  'softCap',
  'minContribution',
  'maxContribution',
  'maxWallet',
] as const

/**
 * The ERC314 form's shared rules: the form's values, `others` (the fields a linked figure depends
 * on), a fee's own and its side's checks, a coin amount, and the linked figures checked together.
 */
export function useMarket314Rules(template: Market314TemplateId) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<Market314FormValues>()
  const x314 = isX314Template(template)
  const values = () => form.getFieldsValue(true) as Market314FormValues
  const others = (field: (typeof linked)[number]) => linked.filter((other) => other !== field)
  const feeRules = (field: string) => [
    issueRule(t, (value: string) => validatePercent(value, field)),
    issueRule(t, () => validate314FeeSide(values(), x314)),
  ]
  const coinAmount = (field: string, allowZero = false) =>
    issueRule(t, (value: string) => validateAmount(value, 18, { field, allowZero }))
  const together = (
    field: 'liquidityPercent' | 'softCap' | 'minContribution' | 'maxContribution' | 'maxWallet',
  ) => issueRule(t, () => validate314Figures(template, values(), field))
  const now = () => Date.now()

  return { values, others, feeRules, coinAmount, together, now, x314 }
}

/** What {@link useMarket314Rules} gives the form's sections. */
export type Market314Rules = ReturnType<typeof useMarket314Rules>

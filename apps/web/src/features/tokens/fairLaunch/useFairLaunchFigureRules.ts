import {
  type FairLaunchFormValues,
  validateFairLaunchFigures,
  validateRatePercent,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { validateWhole } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../create/issueRule.ts'

/** Every figure depends on the others through the constructor's checks. */
const figureFields = [
  'decimals',
  'mode',
  'mintAmount',
  'mintFee',
  'mintsPerAddress',
  'maxMints',
  'premiumPercent',
  'refundPercent',
  'liquidityPercent',
] as const
export type FigureField = (typeof figureFields)[number]

/**
 * The rules of the fair launch's linked figures: `others` (the fields a figure depends on),
 * `together` (the constructor's checks across them), and a whole number or a rate checked alone
 * and together.
 */
export function useFairLaunchFigureRules() {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<FairLaunchFormValues>()
  const others = (field: FigureField) => figureFields.filter((other) => other !== field)
  const together = (field: FigureField) =>
    issueRule(t, () => validateFairLaunchFigures(form.getFieldsValue(true), field))
  const whole = (field: FigureField, min: number, max: number) => [
    issueRule(t, (value: number) => validateWhole(value, min, max)),
    together(field),
  ]
  const rate = (field: FigureField, min: number, max: number) => [
    issueRule(t, (value: string) => validateRatePercent(value, min, max)),
    together(field),
  ]

  return { others, together, whole, rate }
}

import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { defaultSwapBackPercent, limitTokensFromPercent } from '@tokenbox/core/tokens/limitShare.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Form, Input } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { issueRule } from './issueRule.ts'

/**
 * Tokens sold per swap-back. The threshold follows the supply as it is typed, at its default
 * share, until the user sets one (a value other than the one last filled in here).
 */
export function SwapBackThresholdField() {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const decimals = Form.useWatch('decimals', form) ?? 18
  const supply = (Form.useWatch('initialSupply', form) as string | undefined) ?? ''

  const filledThreshold = useRef('')
  useEffect(() => {
    const current = (form.getFieldValue('swapBackThreshold') as string | undefined) ?? ''
    if (current.trim() && current !== filledThreshold.current) return
    filledThreshold.current = limitTokensFromPercent(defaultSwapBackPercent, supply, decimals) ?? ''
    form.setFieldValue('swapBackThreshold', filledThreshold.current)
  }, [form, supply, decimals])

  return (
    <Form.Item
      name="swapBackThreshold"
      label={t('tax.swapBackThreshold')}
      tooltip={t('tax.swapBackThresholdHint')}
      rules={[
        issueRule(t, (value: string) => validateAmount(value, decimals, { field: 'tax.swapBackThreshold' })),
      ]}
    >
      <Input inputMode="decimal" data-testid="tax-swap-back-threshold" />
    </Form.Item>
  )
}

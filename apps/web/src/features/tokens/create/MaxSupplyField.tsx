import { validateMaxSupply } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from './issueRule.ts'

/**
 * The most tokens that may ever exist, at least the initial supply: where a compound token's
 * growth stops, or a mintable token's owner mint (`hint` says which).
 */
export function MaxSupplyField({ hint }: { hint: 'form.maxSupplyHint' | 'form.mintCapHint' }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const decimals = Form.useWatch('decimals', form) ?? 18
  return (
    <Form.Item
      name="maxSupply"
      label={t('form.maxSupply')}
      tooltip={t(hint)}
      dependencies={['initialSupply', 'decimals']}
      rules={[
        issueRule(t, (value: string) =>
          validateMaxSupply(value, form.getFieldValue('initialSupply'), decimals),
        ),
      ]}
    >
      <Input inputMode="decimal" data-testid="token-max-supply" />
    </Form.Item>
  )
}

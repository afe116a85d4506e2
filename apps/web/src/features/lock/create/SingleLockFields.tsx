import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { type LockFormValues, validateLockAmount } from '@tokenbox/core/lock/lockDraft.ts'
import type { LockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import { Button, Checkbox, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { issueRule } from '../../../app/forms/issueRule.ts'

/**
 * One lock's amount (with "Max", the wallet's whole balance) and, when the lock is for another
 * account, its owner. `token`: the token as read, null when the address holds none.
 */
export function SingleLockFields({
  token,
  forAnother,
}: {
  token: LockableToken | null | undefined
  forAnother: boolean
}) {
  const { t } = useTranslation('lock')
  const form = Form.useFormInstance<LockFormValues>()
  const info = token ?? undefined
  return (
    <>
      <Form.Item
        name="amount"
        label={t('form.amount')}
        dependencies={['token']}
        rules={[issueRule(t, (value?: string) => validateLockAmount(value, token), 'lock')]}
      >
        <Input
          inputMode="decimal"
          data-testid="lock-amount"
          // Always a suffix: antd rebuilds the input when one appears, losing what is being typed.
          suffix={<span>{info?.symbol}</span>}
          addonAfter={
            <Button
              type="link"
              size="small"
              disabled={!info}
              data-testid="lock-max"
              onClick={() => {
                if (!info) return
                form.setFieldValue('amount', formatUnits(info.balance, info.decimals))
                void form.validateFields(['amount'])
              }}
            >
              {t('form.max')}
            </Button>
          }
        />
      </Form.Item>
      <Form.Item name="forAnother" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox data-testid="lock-for-another">{t('form.forAnother')}</Checkbox>
      </Form.Item>
      {forAnother && (
        <Form.Item
          name="owner"
          label={t('form.owner')}
          rules={[issueRule(t, (value?: string) => validateAddress(value, 'form.owner'), 'lock')]}
        >
          <Input spellCheck={false} data-testid="lock-owner" />
        </Form.Item>
      )}
    </>
  )
}

import { validateRenounceDate } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { issueRule } from './issueRule.ts'

/** The optional "renounced until" date of a token born renounced (timed renounce option). */
export function RenounceUntilField() {
  const { t } = useTranslation('tokens')
  return (
    <Form.Item
      name="renounceUntil"
      label={t('form.renounceUntil')}
      tooltip={t('form.renounceUntilHint')}
      {...epochMsItemProps}
      rules={[
        // Optional: empty means "born with the owner; renounce later from Manage Token".
        issueRule(t, (value?: number) =>
          value === undefined ? undefined : validateRenounceDate(value, Date.now()),
        ),
      ]}
    >
      <DateTimePicker data-testid="token-renounce-until" />
    </Form.Item>
  )
}

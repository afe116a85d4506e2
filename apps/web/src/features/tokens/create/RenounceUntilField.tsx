import { DatePicker, Form } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { issueRule } from './issueRule.ts'
import { validateRenounceDate } from './validateTokenFields.ts'

/** The optional "renounced until" date of a token born renounced (timed renounce option). */
export function RenounceUntilField() {
  const { t } = useTranslation('tokens')
  return (
    <Form.Item
      name="renounceUntil"
      label={t('form.renounceUntil')}
      tooltip={t('form.renounceUntilHint')}
      getValueProps={(value?: number) => ({ value: value ? dayjs(value) : undefined })}
      normalize={(value?: dayjs.Dayjs | null) => value?.valueOf()}
      rules={[
        // Optional: empty means "born with the owner; renounce later from Manage Token".
        issueRule(t, (value?: number) =>
          value === undefined ? undefined : validateRenounceDate(value, Date.now()),
        ),
      ]}
    >
      <DatePicker showTime style={{ width: '100%' }} data-testid="token-renounce-until" />
    </Form.Item>
  )
}

import type { ActionField, AmountDecimals } from '@tokenbox/core/tokens/manage/actionValues.ts'
import { validateActionField } from '@tokenbox/core/tokens/manage/validateActionField.ts'
import { Form, Input, InputNumber, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { issueRule } from '../create/issueRule.ts'

/**
 * One input of a Manage Token action, by its kind: a switch for a flag, a whole number for seconds,
 * hours and gas, a date picker, or text (with the token's symbol, '%' or 'LP' after it), checked
 * with the spec's messages (core's validateActionField) in the token's decimals.
 */
export function TokenActionField({
  actionId,
  field,
  units,
  symbol,
}: {
  actionId: string
  field: ActionField
  units: AmountDecimals
  symbol: string
}) {
  const { t } = useTranslation('tokens')
  const testId = `action-${actionId}-${field.name}`
  return (
    <Form.Item
      name={field.name}
      label={t(`manage.field.${field.name}`)}
      valuePropName={field.kind === 'flag' ? 'checked' : 'value'}
      {...(field.kind === 'date' ? epochMsItemProps : {})}
      rules={[issueRule(t, (value: unknown) => validateActionField(field, value, units, Date.now()))]}
    >
      {field.kind === 'flag' ? (
        <Switch data-testid={testId} />
      ) : field.kind === 'seconds' || field.kind === 'hours' || field.kind === 'gas' ? (
        <InputNumber
          min={0}
          max={field.kind === 'gas' ? 500_000 : 3600}
          precision={0}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      ) : field.kind === 'date' ? (
        <DateTimePicker data-testid={testId} />
      ) : (
        <Input
          spellCheck={false}
          suffix={
            field.kind === 'percent'
              ? '%'
              : field.kind.startsWith('amount')
                ? symbol
                : field.kind === 'lpAmount'
                  ? 'LP'
                  : undefined
          }
          data-testid={testId}
        />
      )}
    </Form.Item>
  )
}

import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Button, Form, Input, InputNumber, Switch } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { presaleRule } from './presaleRule.ts'

/** What a field holds: a decimal amount, a percentage, a whole number of days, a date, or on/off. */
export type PresaleFieldKind = 'amount' | 'percent' | 'days' | 'date' | 'switch'

/**
 * One create-form field: the Form.Item judged by core's validatePresaleDraft at `path` (switches
 * are free choices and carry no rule), with the input its kind needs and the test id
 * `presale-<path with dashes>` the e2e tests find it by.
 *
 * @example
 * <PresaleField kind="amount" name={[field.name, 'rate']} path={`phases.${index}.rate`} label={t('form.rate')} />
 */
export function PresaleField({
  kind,
  path,
  name = path,
  label,
  tooltip,
  dependencies,
  maxDays,
}: {
  kind: PresaleFieldKind
  path: string
  name?: string | (string | number)[]
  label: ReactNode
  tooltip?: ReactNode
  dependencies?: (string | (string | number)[])[]
  maxDays?: number
}) {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const testId = `presale-${path.replaceAll('.', '-')}`
  const itemProps = {
    name,
    label,
    tooltip,
    dependencies: dependencies as never,
    rules: kind === 'switch' ? undefined : [presaleRule(t, form, path)],
    ...(kind === 'date' ? epochMsItemProps : {}),
    ...(kind === 'switch' ? { valuePropName: 'checked' } : {}),
  }
  return <Form.Item {...itemProps}>{fieldInput(kind, testId, maxDays)}</Form.Item>
}

function fieldInput(kind: PresaleFieldKind, testId: string, maxDays: number | undefined) {
  switch (kind) {
    case 'amount':
      return <Input inputMode="decimal" data-testid={testId} />
    case 'percent':
      return <Input inputMode="decimal" suffix="%" data-testid={testId} />
    case 'days':
      return (
        <InputNumber min={1} max={maxDays} precision={0} style={{ width: '100%' }} data-testid={testId} />
      )
    case 'date':
      return <DateTimePicker data-testid={testId} />
    case 'switch':
      return <Switch data-testid={testId} />
  }
}

/** The minus button that removes one row of a list (a phase, a pay coin, a tier, a generation). */
export function RemoveRowButton({ onClick, inline }: { onClick: () => void; inline?: boolean }) {
  const { t } = useTranslation('launchpad')
  return (
    <Button
      type="text"
      icon={<MinusCircleOutlined />}
      aria-label={t('form.remove')}
      onClick={onClick}
      style={inline ? undefined : { marginTop: 30 }}
    />
  )
}

/** The plus button that adds a row to a list. */
export function AddRowButton({
  onClick,
  children,
  testId,
}: {
  onClick: () => void
  children: ReactNode
  testId?: string
}) {
  return (
    <Button icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  )
}

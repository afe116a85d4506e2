import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Button, Col, Divider, Form, Input, InputNumber, Switch } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { presaleRule } from './presaleRule.ts'

/** What a field holds: a decimal amount, a percentage, a whole number of days, a date, or on/off. */
export type PresaleFieldKind = 'amount' | 'percent' | 'days' | 'date' | 'switch'

/**
 * One create-form field in its grid column: the Form.Item judged by core's validatePresaleDraft at
 * `path` (switches are free choices and carry no rule), with the input its kind needs and the test
 * id `presale-<path with dashes>` the e2e tests find it by. The label is `form.<path>` unless given;
 * `hint` adds the tooltip `form.<path>Hint` (or `form.<hint>` when it names a key). Inside a Form.List, `listField` is the row's
 * field.name and the item's name is that row's last path segment.
 *
 * @example
 * <PresaleField kind="amount" path="teamTokens" hint />
 * <PresaleField kind="date" path={`phases.${index}.startTime`} listField={field.name} label={t('form.startTime')} md={5} />
 */
export function PresaleField({
  kind,
  path,
  listField,
  label,
  hint,
  tooltip,
  dependencies,
  maxDays,
  xs = 24,
  md = 12,
}: {
  kind: PresaleFieldKind
  path: string
  listField?: number
  label?: ReactNode
  hint?: boolean | string
  tooltip?: ReactNode
  dependencies?: (string | (string | number)[])[]
  maxDays?: number
  xs?: number
  md?: number
}) {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const testId = `presale-${path.replaceAll('.', '-')}`
  const name = listField === undefined ? path : [listField, path.split('.').at(-1)!]
  const itemProps = {
    name,
    label: label ?? t(`form.${path}`),
    tooltip: tooltip ?? (hint ? t(`form.${hint === true ? `${path}Hint` : hint}`) : undefined),
    dependencies: dependencies as never,
    rules: kind === 'switch' ? undefined : [presaleRule(t, form, path)],
    ...(kind === 'date' ? epochMsItemProps : {}),
    ...(kind === 'switch' ? { valuePropName: 'checked' } : {}),
  }
  return (
    <Col xs={xs} md={md}>
      <Form.Item {...itemProps}>{fieldInput(kind, testId, maxDays)}</Form.Item>
    </Col>
  )
}

/** A titled break between the form's sections (listing, claims, access). */
export function SectionDivider({ title }: { title: ReactNode }) {
  return (
    <Col xs={24}>
      <Divider titlePlacement="start" plain>
        {title}
      </Divider>
    </Col>
  )
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

/** The grid column at a list row's end holding its remove button, empty while the row is needed. */
export function RemoveRowColumn({ onRemove, xs, md }: { onRemove?: () => void; xs: number; md: number }) {
  return (
    <Col xs={xs} md={md}>
      {onRemove && <RemoveRowButton onClick={onRemove} />}
    </Col>
  )
}

/** The plus button that adds a row to a list; `column` puts it on a grid row of its own. */
export function AddRowButton({
  onClick,
  children,
  testId,
  column,
}: {
  onClick: () => void
  children: ReactNode
  testId?: string
  column?: boolean
}) {
  const button = (
    <Button icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  )
  return column ? (
    <Col xs={24} style={{ marginBottom: 16 }}>
      {button}
    </Col>
  ) : (
    button
  )
}

import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import type { DraftIssues } from '@tokenbox/core/forms/fieldIssues.ts'
import type { LazyNamespace } from '@tokenbox/ui/i18n/languages.ts'
import { Button, Col, Divider, Form, Input, InputNumber, Switch } from 'antd'
import type { TFunction } from 'i18next'
import { createContext, type ReactNode, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from './DateTimePicker.tsx'
import { issueText } from './issueRule.ts'

/**
 * What the fields of one create form share: the locale namespace of their labels and messages, the
 * prefix of their test ids (`presale`, `mining`), and core's validator of the whole draft (each
 * field is judged with the others it depends on, in the spec's words).
 */
export type DraftFormSettings = {
  ns: LazyNamespace
  testIdPrefix: string
  validate: (draft: never, nowMs: number) => DraftIssues
}

const DraftFormContext = createContext<DraftFormSettings | null>(null)

/** Gives the fields below it their form's namespace, test-id prefix and validator. */
export const DraftFormProvider = DraftFormContext.Provider

function useDraftForm(): DraftFormSettings {
  const settings = useContext(DraftFormContext)
  if (!settings) throw new Error('A DraftField needs a DraftFormProvider above it')
  return settings
}

/**
 * An antd rule for the field at `path`: the form's validator on the whole draft, its issue at
 * `path` in the user's language.
 *
 * @example
 * <Form.Item name="endTime" rules={[draftRule(t, form, settings, 'endTime')]} dependencies={['startTime']}>
 */
export function draftRule(
  t: TFunction,
  form: { getFieldsValue: (all: true) => unknown },
  settings: DraftFormSettings,
  path: string,
) {
  return {
    validator: () => {
      const issue = settings.validate(form.getFieldsValue(true) as never, Date.now())[path]
      return issue ? Promise.reject(new Error(issueText(t, issue, settings.ns))) : Promise.resolve()
    },
  }
}

/** The rule of the field at `path` under the nearest DraftFormProvider. */
export function useDraftRule(path: string) {
  const settings = useDraftForm()
  const { t } = useTranslation(settings.ns)
  const form = Form.useFormInstance()
  return draftRule(t as TFunction, form, settings, path)
}

/** What a field holds: a decimal amount, a percentage, a whole number of days, a date, or on/off. */
export type DraftFieldKind = 'amount' | 'percent' | 'days' | 'date' | 'switch'

/**
 * One create-form field in its grid column: the Form.Item judged by the form's validator at `path`
 * (switches are free choices and carry no rule), with the input its kind needs and the test id
 * `<prefix>-<path with dashes>` the e2e tests find it by. The label is `form.<path>` unless given;
 * `hint` adds the tooltip `form.<path>Hint` (or `form.<hint>` when it names a key). Inside a
 * Form.List, `listField` is the row's field.name and the item's name is that row's last path segment.
 *
 * @example
 * <DraftField kind="amount" path="teamTokens" hint />
 * <DraftField kind="date" path={`phases.${index}.startTime`} listField={field.name} label={t('form.startTime')} md={5} />
 */
export function DraftField({
  kind,
  path,
  listField,
  label,
  hint,
  tooltip,
  dependencies,
  minDays = 1,
  maxDays,
  suffix,
  xs = 24,
  md = 12,
}: {
  kind: DraftFieldKind
  path: string
  listField?: number
  label?: ReactNode
  hint?: boolean | string
  tooltip?: ReactNode
  dependencies?: (string | (string | number)[])[]
  minDays?: number
  maxDays?: number
  /** Shown inside an amount's input (its unit). */
  suffix?: ReactNode
  xs?: number
  md?: number
}) {
  const settings = useDraftForm()
  const { t } = useTranslation(settings.ns)
  const form = Form.useFormInstance()
  const testId = `${settings.testIdPrefix}-${path.replaceAll('.', '-')}`
  const name = listField === undefined ? path : [listField, path.split('.').at(-1)!]
  const itemProps = {
    name,
    label: label ?? t(`form.${path}`),
    tooltip: tooltip ?? (hint ? t(`form.${hint === true ? `${path}Hint` : hint}`) : undefined),
    dependencies: dependencies as never,
    rules: kind === 'switch' ? undefined : [draftRule(t as TFunction, form, settings, path)],
    ...(kind === 'date' ? epochMsItemProps : {}),
    ...(kind === 'switch' ? { valuePropName: 'checked' } : {}),
  }
  return (
    <Col xs={xs} md={md}>
      <Form.Item {...itemProps}>{fieldInput(kind, testId, { minDays, maxDays, suffix })}</Form.Item>
    </Col>
  )
}

function fieldInput(
  kind: DraftFieldKind,
  testId: string,
  { minDays, maxDays, suffix }: { minDays: number; maxDays: number | undefined; suffix: ReactNode },
) {
  switch (kind) {
    case 'amount':
      return <Input inputMode="decimal" suffix={suffix} data-testid={testId} />
    case 'percent':
      return <Input inputMode="decimal" suffix="%" data-testid={testId} />
    case 'days':
      return (
        <InputNumber
          min={minDays}
          max={maxDays}
          precision={0}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      )
    case 'date':
      return <DateTimePicker data-testid={testId} />
    case 'switch':
      return <Switch data-testid={testId} />
  }
}

/** A titled break between a form's sections. */
export function SectionDivider({ title }: { title: ReactNode }) {
  return (
    <Col xs={24}>
      <Divider titlePlacement="start" plain>
        {title}
      </Divider>
    </Col>
  )
}

/** The minus button that removes one row of a list (labelled `form.remove` of the form's namespace). */
export function RemoveRowButton({ onClick, inline }: { onClick: () => void; inline?: boolean }) {
  const { t } = useTranslation(useDraftForm().ns)
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

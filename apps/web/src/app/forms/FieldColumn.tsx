import type { LazyNamespace } from '@tokenbox/ui/i18n/languages.ts'
import { Col, Form, Input, Radio, Switch } from 'antd'
import type { Rule } from 'antd/es/form'
import type { NamePath } from 'antd/es/form/interface'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from './DateTimePicker.tsx'
import { WholeNumberInput } from './WholeNumberInput.tsx'

/**
 * What a field holds, and so the input it gets: a decimal, a percentage, a whole number, a date,
 * on/off, an address, or one of a few choices (radio buttons).
 */
export type FieldKind = 'amount' | 'percent' | 'whole' | 'date' | 'switch' | 'address' | 'choice'

/** A radio choice: its value and the translation key of its words. */
export type FieldChoice = readonly [value: string, label: string]

/** How one field looks: its name, input, test id, and the translation keys of its label and tooltip. */
export type FieldSpec = {
  ns: LazyNamespace
  name: string
  /** Left out where the field brings its own input (FieldColumn's children, with its test id). */
  kind?: FieldKind
  /** The test id of the input `kind` makes. */
  testId?: string
  label: string
  hint?: string
  suffix?: ReactNode
  placeholder?: string
  choices?: readonly FieldChoice[]
  xs?: number
  md?: number
}

/** A table row: the name is the row's key, the label `<prefix>.<name>` unless given, `hint: true` its `…Hint`. */
type FieldRow = Omit<FieldSpec, 'ns' | 'name' | 'label' | 'hint'> & {
  label?: string
  hint?: boolean | string
}

/**
 * A form's fields as a table, one row a field, so the JSX only places them and gives their rules.
 *
 * @example
 * const fields = fieldTable('tokens', 'fairLaunch.form', { mintFee: { kind: 'amount', hint: true, testId: 'fair-mint-fee' } })
 * <FieldColumn field={fields.mintFee} rules={[feeRule]} />
 */
export function fieldTable<K extends string>(
  ns: LazyNamespace,
  prefix: string,
  rows: Record<K, FieldRow>,
): Record<K, FieldSpec> {
  const entries = Object.entries<FieldRow>(rows).map(([name, { label, hint, ...row }]) => {
    const labelKey = label ?? `${prefix}.${name}`
    const hintKey = hint === true ? `${labelKey}Hint` : hint || undefined
    return [name, { ...row, ns, name, label: labelKey, hint: hintKey }]
  })
  return Object.fromEntries(entries) as Record<K, FieldSpec>
}

/** The input a field of `kind` gets, found by the e2e tests through `testId`. */
function fieldInput(
  kind: FieldKind,
  testId: string | undefined,
  {
    suffix,
    placeholder,
    options,
  }: { suffix?: ReactNode; placeholder?: string; options?: { value: string; label: string }[] } = {},
) {
  switch (kind) {
    case 'amount':
      return <Input inputMode="decimal" suffix={suffix} placeholder={placeholder} data-testid={testId} />
    case 'percent':
      return <Input inputMode="decimal" suffix="%" data-testid={testId} />
    case 'whole':
      return <WholeNumberInput data-testid={testId} />
    case 'date':
      return <DateTimePicker data-testid={testId} />
    case 'switch':
      return <Switch data-testid={testId} />
    case 'address':
      return <Input placeholder={placeholder ?? '0x…'} spellCheck={false} data-testid={testId} />
    case 'choice':
      return <Radio.Group data-testid={testId} options={options} />
  }
}

/** The Form.Item props a field of `kind` needs: a date holds epoch milliseconds, a switch `checked`. */
function kindItemProps(kind: FieldKind | undefined) {
  if (kind === 'date') return epochMsItemProps
  return kind === 'switch' ? { valuePropName: 'checked' } : {}
}

/**
 * One field of a table in its grid column (24 wide, 12 from md unless the row says; a column as
 * wide from md on as below it gets no md at all): the Form.Item with its translated label and
 * tooltip (`values` fill both) and the input its kind gets, or `children` where the field needs an
 * input of its own.
 */
export function FieldColumn({
  field,
  rules,
  dependencies,
  values = {},
  suffix = field.suffix,
  children,
}: {
  field: FieldSpec
  rules?: Rule[]
  dependencies?: NamePath[]
  values?: Record<string, string | number>
  /** The unit inside an amount's input, where it depends on the form (the chain's coin). */
  suffix?: ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation(field.ns)
  const { name, kind, testId, label, hint, placeholder, choices = [], xs = 24, md = 12 } = field
  const options = choices.map(([value, choice]) => ({ value, label: t(choice) }))
  return (
    <Col xs={xs} md={md === xs ? undefined : md}>
      <Form.Item
        name={name}
        label={t(label, values)}
        tooltip={hint && t(hint, values)}
        dependencies={dependencies}
        rules={rules}
        {...kindItemProps(kind)}
      >
        {children ?? (kind && fieldInput(kind, testId, { suffix, placeholder, options }))}
      </Form.Item>
    </Col>
  )
}

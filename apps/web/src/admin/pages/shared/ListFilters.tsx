import { PlusOutlined } from '@ant-design/icons'
import { Button, Select } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'

/**
 * A console list's filter by one column: a clearable choice named by `label` (its placeholder and
 * its accessible name), nothing chosen at first; clearing it gives `onChange` undefined.
 *
 * @example
 * <FilterSelect label={t('feedback.column.status')} width={140} onChange={(status) => filter({ status })} options={options} />
 */
export function FilterSelect<Value extends string | number>({
  label,
  width,
  onChange,
  options,
}: {
  label: string
  width: number
  onChange: (value?: Value) => void
  options: { value: Value; label: ReactNode }[]
}) {
  return (
    <Select<Value>
      allowClear={labelledClear}
      placeholder={label}
      aria-label={label}
      style={{ width }}
      onChange={(value) => onChange(value)}
      options={options}
    />
  )
}

/** A console page's "new row" button (shown only to those who may write). */
export function CreateButton({
  onClick,
  testId,
  style,
  children,
}: {
  onClick: () => void
  testId: string
  style?: CSSProperties
  children: ReactNode
}) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} style={style} data-testid={testId}>
      {children}
    </Button>
  )
}

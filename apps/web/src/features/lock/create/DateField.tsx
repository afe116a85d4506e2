import { Form } from 'antd'
import type { ReactNode } from 'react'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'

/** A lock date field (minutes precision) whose form value is epoch milliseconds. */
export function DateField({
  name,
  label,
  rules,
  testId,
  dependencies,
}: {
  name: string
  label: ReactNode
  rules: object[]
  testId: string
  dependencies?: string[]
}) {
  return (
    <Form.Item name={name} label={label} rules={rules} dependencies={dependencies} {...epochMsItemProps}>
      <DateTimePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid={testId} />
    </Form.Item>
  )
}

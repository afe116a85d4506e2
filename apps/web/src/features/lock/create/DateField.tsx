import { DatePicker, Form } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'

/**
 * A date-time field whose form value is epoch milliseconds (what validators and conversions use),
 * shown with antd's picker in the user's local time. Enter confirms the date without submitting.
 */
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
    // Enter confirms a typed date; without stopping its default the browser would also submit the
    // form, and the wallet would be asked before the user finished the other fields.
    <div
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter') event.preventDefault()
      }}
    >
      <Form.Item
        name={name}
        label={label}
        rules={rules}
        dependencies={dependencies}
        getValueProps={(value?: number) => ({ value: value ? dayjs(value) : undefined })}
        normalize={(value?: dayjs.Dayjs | null) => value?.valueOf()}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
          data-testid={testId}
        />
      </Form.Item>
    </div>
  )
}

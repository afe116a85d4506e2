import { DatePicker, type DatePickerProps } from 'antd'
import dayjs from 'dayjs'

/**
 * Form.Item props that keep a date field's value as epoch milliseconds (what validators and
 * conversions use) while antd's picker works with dayjs.
 *
 * @example
 * <Form.Item name="unlockAt" {...epochMsItemProps}><DateTimePicker /></Form.Item>
 */
export const epochMsItemProps = {
  getValueProps: (value?: number) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: dayjs.Dayjs | null) => value?.valueOf(),
}

/**
 * antd's date-time picker for forms: Enter confirms a typed date without also submitting the
 * surrounding form (the browser's implicit submission would otherwise ask the wallet before the
 * user finished the other fields), and a typed date counts once the field is left, without OK:
 * antd's default kept it pending until confirmed and dropped it on blur, so a typed past date
 * vanished and the form then said the date was empty instead of why it was refused.
 */
export function DateTimePicker(props: DatePickerProps) {
  return (
    <div
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter') event.preventDefault()
      }}
    >
      <DatePicker showTime needConfirm={false} style={{ width: '100%' }} {...props} />
    </div>
  )
}

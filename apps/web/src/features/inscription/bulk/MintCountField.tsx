import { Form, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * How many mints a bulk run sends (1 to `max`), with the screen's hint under it. Its id and test id
 * are `<prefix>-count`.
 */
export function MintCountField({
  prefix,
  hint,
  max,
  value,
  onChange,
}: {
  prefix: string
  hint: string
  max: number
  value: number | null
  onChange: (count: number | null) => void
}) {
  const { t } = useTranslation('inscription')
  return (
    <Form.Item label={t('bulk.mints')} extra={hint} htmlFor={`${prefix}-count`}>
      <InputNumber
        id={`${prefix}-count`}
        min={1}
        max={max}
        precision={0}
        value={value}
        onChange={onChange}
        style={{ width: '100%' }}
        data-testid={`${prefix}-count`}
      />
    </Form.Item>
  )
}

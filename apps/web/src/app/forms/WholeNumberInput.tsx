import { InputNumber, type InputNumberProps } from 'antd'

/**
 * A whole-number field of our forms. It has no `min`, `max` or `precision` on purpose: antd
 * would silently clamp or round what was typed (19 decimals became 18 on blur). The field's
 * validator refuses an out-of-range value with a message instead, and the value stays as typed.
 */
export function WholeNumberInput(props: Omit<InputNumberProps<number>, 'min' | 'max' | 'precision'>) {
  return <InputNumber<number> style={{ width: '100%' }} {...props} />
}

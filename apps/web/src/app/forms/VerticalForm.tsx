import { Form, type FormProps } from 'antd'
import type { ReactNode } from 'react'

/**
 * The app's form: labels above their fields and no "required" marks (each field's message says
 * what it needs). Every other prop as antd's Form; fields are antd's Form.Item.
 *
 * @example
 * <VerticalForm form={form} onFinish={submit} disabled={busy}>…</VerticalForm>
 */
export function VerticalForm<Values>(props: Omit<FormProps<Values>, 'children'> & { children?: ReactNode }) {
  return <Form layout="vertical" requiredMark={false} {...props} />
}

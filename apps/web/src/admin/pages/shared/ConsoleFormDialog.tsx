import { Form, type FormInstance, Input, Modal } from 'antd'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

export type ConsoleFormDialogProps<Values, Edited = never> = {
  form: FormInstance<Values>
  open: boolean
  title: ReactNode
  /** `data-testid` of the form; its Save button is `<testId>-save`. */
  testId: string
  width?: number
  initialValues?: Partial<Values>
  /** The record the dialog edits (null: a new one); `fill` gives the fields' values each time it opens. */
  record?: Edited | null
  fill?: (record: Edited | null) => Partial<Values>
  onClose: () => void
  /** Sends the checked values; a rejection keeps the dialog open with its input. */
  onSubmit: (values: Values) => Promise<void>
  children: ReactNode
}

/**
 * The console's edit dialog: Save checks the fields (their messages show under them), sends
 * with the button spinning, and on a failure keeps the input (the request layer already said
 * why). Cancel and the mask close it. The form is rendered while closed (`forceRender`), so a
 * page can fill it before it opens; given `fill`, the dialog fills it from `record` as it opens.
 *
 * @example
 * <ConsoleFormDialog form={form} open={open} title={t('vip.set')} testId="vip-form" onClose={close} onSubmit={save}>
 *   <Form.Item name="address" label={t('vip.address')}><Input /></Form.Item>
 * </ConsoleFormDialog>
 */
export function ConsoleFormDialog<Values, Edited = never>({
  form,
  open,
  title,
  testId,
  width,
  initialValues,
  record = null,
  fill,
  onClose,
  onSubmit,
  children,
}: ConsoleFormDialogProps<Values, Edited>) {
  const { t } = useTranslation('admin')
  const [busy, setBusy] = useState(false)
  // The fill of the render that opened the dialog: the record decides when to fill again.
  const fillRef = useRef(fill)
  fillRef.current = fill
  useEffect(() => {
    if (open && fillRef.current) form.setFieldsValue(fillRef.current(record) as never)
  }, [open, record, form])
  const save = async () => {
    let values: Values
    try {
      values = await form.validateFields()
    } catch {
      return // the fields show what is wrong
    }
    setBusy(true)
    try {
      await onSubmit(values)
    } catch {
      // shown by the request layer; the dialog keeps the input
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      open={open}
      width={width}
      title={title}
      onOk={() => void save()}
      onCancel={onClose}
      okText={t('common.save')}
      cancelText={t('logoutDialog.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': `${testId}-save` }}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={initialValues} data-testid={testId}>
        {children}
      </Form>
    </Modal>
  )
}

/**
 * The key a new record is created under (a role's key, a user's name), asked only of a new one
 * (hidden while editing: it never changes), required and matching `pattern`.
 *
 * @example
 * <NewRecordKeyField name="key" label={t('roles.key')} editing={!!role} pattern={/^[a-z]+$/} message={t('roles.keyRule')} testId="role-form-key" />
 */
export function NewRecordKeyField({
  name,
  label,
  editing,
  pattern,
  message,
  testId,
  autoComplete,
}: {
  name: string
  label: ReactNode
  editing: boolean
  pattern: RegExp
  message: string
  testId: string
  autoComplete?: string
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      hidden={editing}
      rules={editing ? [] : [{ required: true, pattern, message }]}
    >
      <Input autoComplete={autoComplete} data-testid={testId} />
    </Form.Item>
  )
}

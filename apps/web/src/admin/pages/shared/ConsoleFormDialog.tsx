import { Form, type FormInstance, Modal } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

export type ConsoleFormDialogProps<Values> = {
  form: FormInstance<Values>
  open: boolean
  title: ReactNode
  /** `data-testid` of the form; its Save button is `<testId>-save`. */
  testId: string
  width?: number
  initialValues?: Partial<Values>
  onClose: () => void
  /** Sends the checked values; a rejection keeps the dialog open with its input. */
  onSubmit: (values: Values) => Promise<void>
  children: ReactNode
}

/**
 * The console's edit dialog: Save checks the fields (their messages show under them), sends
 * with the button spinning, and on a failure keeps the input (the request layer already said
 * why). Cancel and the mask close it. The form is rendered while closed (`forceRender`), so a
 * page can fill it before it opens.
 *
 * @example
 * <ConsoleFormDialog form={form} open={open} title={t('vip.set')} testId="vip-form" onClose={close} onSubmit={save}>
 *   <Form.Item name="address" label={t('vip.address')}><Input /></Form.Item>
 * </ConsoleFormDialog>
 */
export function ConsoleFormDialog<Values>({
  form,
  open,
  title,
  testId,
  width,
  initialValues,
  onClose,
  onSubmit,
  children,
}: ConsoleFormDialogProps<Values>) {
  const { t } = useTranslation('admin')
  const [busy, setBusy] = useState(false)
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

import { DatePicker, Form, Input, InputNumber } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ConsoleFormDialog } from '../shared/ConsoleFormDialog.tsx'
import { contentApi } from '../shared/contentApi.ts'

type VipForm = { address: string; chainId: number; level: number; expiresAt?: Dayjs | null }

/**
 * Sets the VIP level of an address on a chain (replacing any level it had), optionally until a
 * date; the public lookup answers it at once, and 0 once it has expired.
 *
 * @example
 * <VipFormDialog open onClose={close} onSaved={reload} />
 */
export function VipFormDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('admin')
  const [form] = Form.useForm<VipForm>()
  const submit = async (values: VipForm) => {
    await contentApi.setVip({
      address: values.address.trim(),
      chainId: values.chainId,
      level: values.level,
      expiresAt: values.expiresAt ? values.expiresAt.toISOString() : null,
    })
    form.resetFields()
    onSaved()
  }
  return (
    <ConsoleFormDialog
      form={form}
      open={open}
      title={t('vip.set')}
      testId="vip-form"
      initialValues={{ level: 1 }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="address"
        label={t('vip.address')}
        rules={[{ required: true, pattern: /^\s*0x[0-9a-fA-F]{40}\s*$/, message: t('vip.addressRule') }]}
      >
        <Input placeholder="0x…" data-testid="vip-form-address" />
      </Form.Item>
      <Form.Item
        name="chainId"
        label={t('vip.chainId')}
        rules={[{ required: true, type: 'integer', min: 1, message: t('vip.chainIdRule') }]}
      >
        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="vip-form-chain" />
      </Form.Item>
      <Form.Item
        name="level"
        label={t('vip.level')}
        rules={[{ required: true, type: 'integer', min: 0, max: 99, message: t('vip.levelRule') }]}
      >
        <InputNumber min={0} max={99} precision={0} style={{ width: '100%' }} data-testid="vip-form-level" />
      </Form.Item>
      <Form.Item
        name="expiresAt"
        label={t('vip.expiresAt')}
        extra={t('vip.expiresHint')}
        rules={[
          {
            validator: (_rule, value?: Dayjs | null) =>
              !value || value.valueOf() > Date.now()
                ? Promise.resolve()
                : Promise.reject(new Error(t('vip.expiresRule'))),
          },
        ]}
      >
        <DatePicker showTime style={{ width: '100%' }} />
      </Form.Item>
    </ConsoleFormDialog>
  )
}

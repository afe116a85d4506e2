import { Alert, Checkbox, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The warning the user must acknowledge before keys leave the screen in bulk (copy all, CSV,
 * XLSX): whoever holds a key or the mnemonic owns the wallet. The OK button stays disabled until
 * the box is ticked. Acknowledged once per generated set: a new set asks again.
 */
export function SecretsConfirm({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('wallets')
  const [understood, setUnderstood] = useState(false)
  return (
    <Modal
      open={open}
      title={t('secrets.title')}
      okText={t('secrets.confirm')}
      cancelText={t('secrets.cancel')}
      okButtonProps={{ disabled: !understood, danger: true, 'data-testid': 'secrets-confirm' } as never}
      onOk={() => {
        setUnderstood(false)
        onConfirm()
      }}
      onCancel={() => {
        setUnderstood(false)
        onCancel()
      }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('secrets.warning')} style={{ marginBottom: 16 }} />
      <Checkbox
        checked={understood}
        onChange={(event) => setUnderstood(event.target.checked)}
        data-testid="secrets-understood"
      >
        {t('secrets.understood')}
      </Checkbox>
    </Modal>
  )
}

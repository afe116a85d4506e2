import { Alert, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * Shows a generated password once (after creating a user without one, or a reset): it is not
 * stored anywhere in the console and the server keeps only its hash.
 *
 * @example
 * <OneTimePasswordDialog shown={{ username, password }} onClose={() => setShown(null)} />
 */
export function OneTimePasswordDialog({
  shown,
  onClose,
}: {
  shown: { username: string; password: string } | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Modal
      open={shown !== null}
      title={t('users.passwordTitle', { username: shown?.username ?? '' })}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('users.passwordSaved')}
    >
      <Alert type="warning" showIcon title={t('users.passwordOnce')} style={{ marginBottom: 12 }} />
      <Typography.Text code copyable data-testid="one-time-password" style={{ fontSize: 16 }}>
        {shown?.password}
      </Typography.Text>
    </Modal>
  )
}

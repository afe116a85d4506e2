import { CopyOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { useCopyWithFeedback } from '../../wallet/useCopyWithFeedback.ts'

/**
 * The navbar's Copy Address action: copies the connected wallet's address with the spec's
 * "copied" / "Copy failed" feedback. Nothing to copy while disconnected, so it is not shown then.
 *
 * @example
 * <CopyAddressButton />
 */
export function CopyAddressButton() {
  const { t } = useTranslation('layout')
  const { address } = useConnection()
  const copy = useCopyWithFeedback()
  if (!address) return null
  return (
    <Button
      type="text"
      icon={<CopyOutlined />}
      aria-label={t('nav.copyAddress')}
      title={t('nav.copyAddress')}
      data-testid="copy-address"
      onClick={() => void copy(address)}
    />
  )
}

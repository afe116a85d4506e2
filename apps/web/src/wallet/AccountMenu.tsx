import { CopyOutlined, DisconnectOutlined, DownOutlined } from '@ant-design/icons'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { Button, Flex, Popover, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection, useDisconnect } from 'wagmi'
import { useCopyWithFeedback } from './useCopyWithFeedback.ts'

/**
 * The connected account in the header: its chain and short address; the popover holds the full
 * address, copy and disconnect.
 *
 * @example
 * {isConnected ? <AccountMenu /> : <ConnectWalletButton />}
 */
export function AccountMenu() {
  const { t } = useTranslation('common')
  const { token } = theme.useToken()
  const [open, setOpen] = useState(false)
  const copy = useCopyWithFeedback()
  const { address, chain, chainId } = useConnection()
  const { mutate: disconnect } = useDisconnect()
  if (!address) return null
  const details = (
    <Flex vertical gap={8} style={{ width: 260 }}>
      <code style={{ fontSize: 12, wordBreak: 'break-all', color: token.colorTextSecondary }}>{address}</code>
      <Button icon={<CopyOutlined />} onClick={() => copy(address)}>
        {t('wallet.copyAddress')}
      </Button>
      <Button
        danger
        icon={<DisconnectOutlined />}
        data-testid="disconnect"
        onClick={() => {
          setOpen(false)
          disconnect()
        }}
      >
        {t('wallet.disconnect')}
      </Button>
    </Flex>
  )
  return (
    <Popover
      content={details}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
    >
      <Button data-testid="account-button">
        <span
          aria-hidden="true"
          style={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: chain ? token.colorSuccess : token.colorWarning,
          }}
        />
        <span>{chain?.name ?? t('wallet.unsupportedChain', { chainId })}</span>
        <strong data-testid="account-address">{formatAddress(address)}</strong>
        <DownOutlined />
      </Button>
    </Popover>
  )
}

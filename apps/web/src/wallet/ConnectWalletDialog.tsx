import { WalletOutlined } from '@ant-design/icons'
import { Alert, Avatar, Button, Flex, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Connector, useConnect, useConnectors } from 'wagmi'

export type ConnectWalletDialogProps = {
  open: boolean
  onClose: () => void
}

/**
 * Lists the wallets found in the browser (EIP-6963 announcements, then a plain `window.ethereum`)
 * and connects the one the user picks. A failed connection closes the dialog and is only logged,
 * as spec 000 section 4 asks.
 *
 * @example
 * <ConnectWalletDialog open={open} onClose={() => setOpen(false)} />
 */
export function ConnectWalletDialog({ open, onClose }: ConnectWalletDialogProps) {
  const { t } = useTranslation('common')
  const connectors = useVisibleConnectors()
  const { mutate: connect, isPending, variables } = useConnect()
  const pick = (connector: Connector) =>
    connect(
      { connector },
      {
        onSuccess: onClose,
        onError: (error) => {
          console.warn('Wallet connection failed', error)
          onClose()
        },
      },
    )
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('wallet.dialogTitle')}
      width={400}
      destroyOnHidden
    >
      {connectors.length === 0 ? (
        <Alert type="info" showIcon title={t('wallet.noWallet')} description={t('wallet.noWalletHint')} />
      ) : (
        <Flex vertical gap={12}>
          {connectors.map((connector) => (
            <Button
              key={connector.uid}
              block
              size="large"
              data-testid={`connector-${connector.id}`}
              loading={isPending && variables?.connector === connector}
              onClick={() => pick(connector)}
              style={{ justifyContent: 'flex-start', height: 52 }}
            >
              {connector.icon ? (
                <Avatar shape="square" size={28} src={connector.icon} alt="" />
              ) : (
                <Avatar shape="square" size={28} icon={<WalletOutlined />} />
              )}
              <strong>{connector.id === 'injected' ? t('wallet.browserWallet') : connector.name}</strong>
            </Button>
          ))}
        </Flex>
      )}
    </Modal>
  )
}

/**
 * The discovered wallets; the generic `injected` entry only when no wallet announced itself
 * (it would duplicate one of them) and a `window.ethereum` exists to back it.
 */
function useVisibleConnectors(): readonly Connector[] {
  const connectors = useConnectors()
  const announced = connectors.filter((connector) => connector.id !== 'injected')
  if (announced.length > 0) return announced
  return typeof window !== 'undefined' && 'ethereum' in window ? connectors : []
}

import { ArrowLeftOutlined } from '@ant-design/icons'
import { IconButton } from '@tokenbox/ui/layout/IconButton.tsx'
import { Flex, Modal, Typography } from 'antd'
import { useContext, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GetWalletView } from './connect/GetWalletView.tsx'
import type { WalletOption } from './connect/matchWalletOptions.ts'
import { useConnectWallet } from './connect/useConnectWallet.ts'
import { useWalletOptions } from './connect/useWalletOptions.ts'
import { WalletOptionRow } from './connect/WalletOptionRow.tsx'
import { closeNoWalletNotice } from './startup/noWalletNoticeControl.ts'
import { WalletConnectContext } from './walletConnect/WalletConnectContext.ts'
import { WalletConnectOption } from './walletConnect/WalletConnectOption.tsx'

export type ConnectWalletDialogProps = {
  open: boolean
  onClose: () => void
}

/**
 * The wallet list: the five listed wallets (detected or not), other wallets the browser announced
 * (EIP-6963), and the Dev wallet on the local chain. A detected wallet connects (request
 * accounts); a missing one opens "get wallet" with a back arrow to the list. A failed connection
 * closes the dialog and is only logged (spec 000 sections 4 and 8). With the operator's
 * WalletConnect project id, phone wallets connect through WalletConnect too; its failure (issue 18
 * §5) is said in the dialog, which stays open.
 *
 * @example
 * <ConnectWalletDialog open={open} onClose={() => setOpen(false)} />
 */
export function ConnectWalletDialog({ open, onClose }: ConnectWalletDialogProps) {
  const { t } = useTranslation('wallet')
  const walletConnectProjectId = useContext(WalletConnectContext)
  const options = useWalletOptions()
  const { connectWallet, pendingConnectorId } = useConnectWallet()
  const [missing, setMissing] = useState<WalletOption>()
  useEffect(() => {
    if (open) closeNoWalletNotice()
  }, [open])
  const close = () => {
    onClose()
    setMissing(undefined)
  }
  const pick = (option: WalletOption) => {
    if (!option.detected || !option.connectorId) setMissing(option)
    else connectWallet(option.connectorId, { onSuccess: close, onError: close })
  }
  const listed = options.filter((option) => option.kind === 'listed')
  const others = options.filter((option) => option.kind === 'discovered' || option.kind === 'browser')
  const dev = options.filter((option) => option.kind === 'dev')
  const row = (option: WalletOption) => (
    <WalletOptionRow
      key={option.key}
      option={option}
      loading={option.connectorId !== undefined && pendingConnectorId === option.connectorId}
      onPick={() => pick(option)}
    />
  )

  const title = missing ? (
    <Flex align="center" gap={8}>
      <IconButton
        icon={<ArrowLeftOutlined />}
        label={t('getWallet.back')}
        testId="get-wallet-back"
        onClick={() => setMissing(undefined)}
      />
      <span>{t('getWallet.title', { name: missing.name })}</span>
    </Flex>
  ) : (
    t('connect.title')
  )

  return (
    <Modal open={open} onCancel={close} footer={null} title={title} width={420} destroyOnHidden centered>
      {missing ? (
        <GetWalletView wallet={missing} />
      ) : (
        <Flex vertical gap={8} data-testid="wallet-list">
          {listed.map(row)}
          {walletConnectProjectId && (
            <WalletConnectOption projectId={walletConnectProjectId} onConnected={close} />
          )}
          {others.length > 0 && <SectionLabel>{t('connect.otherWallets')}</SectionLabel>}
          {others.map(row)}
          {dev.length > 0 && <SectionLabel>{t('connect.localOnly')}</SectionLabel>}
          {dev.map(row)}
        </Flex>
      )}
    </Modal>
  )
}

function SectionLabel({ children }: { children: string }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
      {children}
    </Typography.Text>
  )
}

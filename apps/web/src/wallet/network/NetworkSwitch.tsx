import { DownOutlined, WarningFilled } from '@ant-design/icons'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Button, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChainIcon } from './ChainIcon.tsx'
import { NetworkDialogLazy } from './NetworkDialogLazy.tsx'
import { useCurrentNetwork } from './useCurrentNetwork.ts'

/**
 * The header's network: the current chain's badge and name (an unsupported chain is named as
 * such, in orange), opening the network switcher.
 *
 * @example
 * <NetworkSwitch />
 */
export function NetworkSwitch() {
  const { t } = useTranslation(['wallet', 'common'])
  const { token } = theme.useToken()
  const [open, setOpen] = useState(false)
  const { entry, chainId } = useCurrentNetwork()
  const name = entry ? chainLabel(entry) : t('wallet.unsupportedChain', { ns: 'common', chainId })
  return (
    <>
      <Button
        data-testid="network-switch"
        onClick={() => setOpen(true)}
        aria-label={`${t('network.title')}: ${name}`}
        title={name}
        style={entry ? undefined : { color: token.colorWarning, borderColor: token.colorWarning }}
      >
        {entry ? <ChainIcon entry={entry} size={18} /> : <WarningFilled />}
        <span className="tb-narrow-hidden" data-testid="network-name">
          {name}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
      <NetworkDialogLazy open={open} onClose={() => setOpen(false)} />
    </>
  )
}

import { CheckCircleFilled, WarningOutlined } from '@ant-design/icons'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Alert, Button, Grid, Modal, message, Switch, theme } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RpcDialogLazy } from '../rpc/RpcDialogLazy.tsx'
import { useRpcSwitch } from '../rpc/useRpcSwitch.ts'
import { ChainIcon } from './ChainIcon.tsx'
import { setShowTestnets, useShowTestnets } from './showTestnets.ts'
import { useCurrentNetwork } from './useCurrentNetwork.ts'
import { useSwitcherEntries } from './useSwitcherEntries.ts'
import { type SwitchNetworkOutcome, useSwitchNetwork } from './useSwitchNetwork.ts'

export type NetworkDialogProps = { open: boolean; onClose: () => void }

/**
 * The network switcher: the supported chains as a grid, the current one marked, and a "Show
 * testnets" switch (remembered in this browser) that adds Sepolia and BSC Testnet, and "Change RPC"
 * for the current chain (also to go back to its default while it works). Picking one asks
 * the wallet to switch (adding the chain when the wallet does not know it); when the wallet
 * refuses, the current network stays selected and the dialog says why.
 *
 * @example
 * <NetworkDialog open={open} onClose={() => setOpen(false)} />
 */
export function NetworkDialog({ open, onClose }: NetworkDialogProps) {
  const { t } = useTranslation(['wallet', 'common'])
  const { token } = theme.useToken()
  // On a phone the cells are ~150 px: the border and background mark the current chain, and the
  // check mark would take the room a long name needs ('TokenBox Local (Berlin)' on two lines).
  const wide = Grid.useBreakpoint().sm !== false
  const current = useCurrentNetwork()
  const entries = useSwitcherEntries(current.chainId)
  const showTestnets = useShowTestnets()
  const testnetsSwitchId = useId()
  const { rpcSwitch } = useRpcSwitch()
  const [changingRpc, setChangingRpc] = useState(false)
  const { switchNetwork, pendingChainId } = useSwitchNetwork()
  const [failure, setFailure] = useState<Extract<SwitchNetworkOutcome, { switched: false }>>()
  const currentName = current.entry
    ? chainLabel(current.entry)
    : t('wallet.unsupportedChain', { ns: 'common', chainId: current.chainId })

  const close = () => {
    setFailure(undefined)
    onClose()
  }
  const pick = async (id: number) => {
    const target = entries.find((entry) => entry.id === id)
    if (!target || pendingChainId !== undefined) return
    if (target.id === current.chainId) return close()
    setFailure(undefined)
    const outcome = await switchNetwork(target)
    if (outcome.switched) {
      close()
      message.success(t('network.switched', { chain: chainLabel(target) }))
    } else {
      setFailure(outcome)
    }
  }

  return (
    <Modal open={open} onCancel={close} footer={null} title={t('network.title')} width={600} centered>
      {current.unsupported && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningOutlined />}
          style={{ marginBottom: 12 }}
          title={t('network.unknown')}
          description={t('network.unknownHint', { chainId: current.chainId })}
          data-testid="network-unknown"
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(`network.${failure.reason}`, { target: chainLabel(failure.target), chain: currentName })}
          data-testid="network-error"
        />
      )}
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 8,
          marginBottom: 12,
        }}
      >
        <Switch
          id={testnetsSwitchId}
          size="small"
          checked={showTestnets}
          onChange={setShowTestnets}
          data-testid="network-show-testnets"
        />
        <label htmlFor={testnetsSwitchId} style={{ cursor: 'pointer' }}>
          {t('network.showTestnets')}
        </label>
      </div>
      <div
        role="listbox"
        aria-label={t('network.title')}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}
      >
        {entries.map((entry) => {
          const selected = entry.id === (pendingChainId ?? current.chainId)
          return (
            <Button
              key={entry.id}
              role="option"
              aria-selected={selected}
              data-testid={`network-option-${entry.id}`}
              data-current={entry.id === current.chainId}
              loading={pendingChainId === entry.id}
              onClick={() => void pick(entry.id)}
              style={{
                justifyContent: 'flex-start',
                height: 44,
                paddingInline: 10,
                borderColor: selected ? token.colorPrimary : undefined,
                background: selected ? token.colorPrimaryBg : undefined,
              }}
            >
              {pendingChainId !== entry.id && <ChainIcon entry={entry} size={22} />}
              {/* Two lines rather than an ellipsis: 'TokenBox Local' and 'TokenBox Local (Berlin)'
                  would both end as 'TokenBox Lo…' in a 150 px cell. */}
              <span
                title={chainLabel(entry)}
                style={{
                  flex: 1,
                  textAlign: 'start',
                  whiteSpace: 'normal',
                  lineHeight: 1.25,
                  overflow: 'hidden',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                }}
              >
                {chainLabel(entry)}
              </span>
              {wide && entry.id === current.chainId && (
                <CheckCircleFilled style={{ color: token.colorPrimary }} />
              )}
            </Button>
          )
        })}
      </div>
      {pendingChainId !== undefined && (
        <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('network.confirmInWallet')} />
      )}
      {rpcSwitch && current.entry && (
        <div style={{ marginTop: 12, textAlign: 'end' }}>
          <Button
            type="link"
            size="small"
            onClick={() => setChangingRpc(true)}
            data-testid="network-change-rpc"
          >
            {t('rpc.change')}
          </Button>
        </div>
      )}
      <RpcDialogLazy entry={current.entry} open={changingRpc} onClose={() => setChangingRpc(false)} />
    </Modal>
  )
}

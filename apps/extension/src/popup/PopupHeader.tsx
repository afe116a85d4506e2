import { SettingOutlined } from '@ant-design/icons'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Button, Flex, Select, Tooltip, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ExtensionChain } from '../chains/extensionChains.ts'
import { ChainBadge } from './ChainBadge.tsx'
import { useExtensionHost } from './ExtensionHostContext.ts'
import { TokenBoxMark } from './TokenBoxMark.tsx'

/**
 * The popup's top bar: the TokenBox mark and name (opening the site), the chain the popup reads
 * (the enabled chains; the choice is saved) and the way to the settings page.
 */
export function PopupHeader({
  chains,
  current,
  siteUrl,
  onChainChange,
}: {
  /** The enabled chains; undefined while they load. */
  chains: readonly ExtensionChain[] | undefined
  current: ExtensionChain | undefined
  siteUrl: string
  onChainChange: (chainId: number) => void
}) {
  const { t } = useTranslation('popup')
  const host = useExtensionHost()
  const { token } = theme.useToken()
  return (
    <Flex
      align="center"
      gap={8}
      style={{ padding: '10px 14px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <a
        href={siteUrl}
        onClick={(event) => {
          event.preventDefault()
          host.openTab(siteUrl)
        }}
        aria-label={t('header.home')}
        title={t('header.home')}
        style={{ display: 'flex', alignItems: 'center', gap: 8, color: token.colorText, flex: 'none' }}
      >
        <TokenBoxMark size={26} />
        <span style={{ fontSize: 16, fontWeight: 600 }}>TokenBox</span>
      </a>
      <Select
        size="small"
        value={current?.entry.id}
        loading={!chains}
        disabled={!chains || chains.length === 0}
        onChange={onChainChange}
        aria-label={t('header.chain')}
        data-testid="popup-chain"
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={220}
        style={{ flex: 1, minWidth: 0 }}
        options={(chains ?? []).map((chain) => ({ value: chain.entry.id, label: chainLabel(chain.entry) }))}
        labelRender={(option) => {
          const chain = chains?.find((candidate) => candidate.entry.id === option.value)
          return (
            <Flex gap={6} align="center">
              {chain && <ChainBadge entry={chain.entry} size={16} />}
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{option.label}</span>
            </Flex>
          )
        }}
        optionRender={(option) => {
          const chain = chains?.find((candidate) => candidate.entry.id === option.value)
          return (
            <Flex gap={8} align="center">
              {chain && <ChainBadge entry={chain.entry} size={16} />}
              <span>{option.label}</span>
            </Flex>
          )
        }}
      />
      <Tooltip title={t('header.settings')}>
        <Button
          type="text"
          icon={<SettingOutlined />}
          onClick={host.openOptionsPage}
          aria-label={t('header.settings')}
          data-testid="popup-settings"
        />
      </Tooltip>
    </Flex>
  )
}

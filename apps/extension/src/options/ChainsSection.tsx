import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Skeleton, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ExtensionChain } from '../chains/extensionChains.ts'
import type { ExtensionSettings } from '../settings/settings.ts'
import { ChainRow } from './ChainRow.tsx'

/**
 * Every chain the extension knows (the site's local chains first, then the catalogue's), each with
 * its switch and its RPC: the user's own, checked before it is kept, or the default.
 */
export function ChainsSection({
  chains,
  settings,
  save,
  rpcTimeoutMs,
}: {
  chains: readonly ExtensionChain[] | undefined
  settings: ExtensionSettings
  save: (patch: Partial<ExtensionSettings>) => Promise<unknown>
  rpcTimeoutMs?: number
}) {
  const { t } = useTranslation('options')
  const { token } = theme.useToken()
  const toggle = (chainId: number, enabled: boolean) => {
    const others = settings.disabledChainIds.filter((id) => id !== chainId)
    return save({ disabledChainIds: enabled ? others : [...others, chainId] })
  }
  const setRpcUrl = (chainId: number, url: string | undefined) => {
    const { [chainId]: _previous, ...rest } = settings.rpcUrls
    return save({ rpcUrls: url ? { ...rest, [chainId]: url } : rest })
  }
  return (
    <Panel title={t('chains.title')} data-testid="settings-chains">
      <Typography.Paragraph type="secondary">{t('chains.intro')}</Typography.Paragraph>
      {!chains ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Flex vertical>
          {chains.map((chain, index) => (
            <div
              key={chain.entry.id}
              style={index > 0 ? { borderTop: `1px solid ${token.colorBorderSecondary}` } : undefined}
            >
              <ChainRow
                chain={chain}
                userRpcUrl={settings.rpcUrls[chain.entry.id]}
                onToggle={(enabled) => void toggle(chain.entry.id, enabled)}
                onRpcUrl={(url) => setRpcUrl(chain.entry.id, url)}
                rpcTimeoutMs={rpcTimeoutMs}
              />
            </div>
          ))}
        </Flex>
      )}
    </Panel>
  )
}

import { Button, Empty, Flex, Spin, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { currentChain } from '../chains/extensionChains.ts'
import { LauncherPanel } from '../launcher/LauncherPanel.tsx'
import type { ExtensionSettings } from '../settings/settings.ts'
import { TokenCheckPanel } from './check/TokenCheckPanel.tsx'
import { useExtensionHost } from './ExtensionHostContext.ts'
import { GuardBar } from './GuardBar.tsx'
import { GasPanel } from './gas/GasPanel.tsx'
import { PopupHeader } from './PopupHeader.tsx'
import { popupHeight, popupStyles, popupTabsStyles, popupWidth } from './popupStyles.ts'
import { UnitConverter } from './units/UnitConverter.tsx'
import { useExtensionChains } from './useExtensionChains.ts'
import { useExtensionSettings } from './useExtensionSettings.ts'

/**
 * The toolbar popup (issue 28): the chain it reads and the guard's switch on top, then the tools
 * one click away: the chain's gas price, the unit converter, a quick token safety check and the
 * launcher of every TokenBox tool.
 */
export function PopupApp({
  initialSettings,
  gasIntervalMs,
}: {
  initialSettings: ExtensionSettings
  /** How often the gas price is read again (tests shorten it). */
  gasIntervalMs?: number
}) {
  const { t } = useTranslation('popup')
  const host = useExtensionHost()
  const { settings, save } = useExtensionSettings(initialSettings)
  const all = useExtensionChains(settings)
  const enabled = all?.filter((chain) => chain.enabled)
  const current = all && currentChain(all, settings.currentChainId)

  const body = !all ? (
    <Flex vertical align="center" justify="center" gap={12} style={{ flex: 1 }} data-testid="popup-loading">
      <Spin />
      <Typography.Text type="secondary">{t('header.loading')}</Typography.Text>
    </Flex>
  ) : !current ? (
    <Flex vertical justify="center" style={{ flex: 1, padding: 16 }}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        data-testid="popup-no-chain"
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('header.noChain')}</Typography.Text>
            <Typography.Text type="secondary">{t('header.noChainHint')}</Typography.Text>
          </Flex>
        }
      >
        <Button type="primary" onClick={host.openOptionsPage}>
          {t('header.settings')}
        </Button>
      </Empty>
    </Flex>
  ) : (
    <Tabs
      size="small"
      styles={popupTabsStyles}
      items={[
        {
          key: 'gas',
          label: t('tab.gas'),
          children: <GasPanel entry={current.entry} intervalMs={gasIntervalMs} />,
        },
        {
          key: 'units',
          label: t('tab.units'),
          children: <UnitConverter symbol={current.entry.nativeCurrency.symbol} />,
        },
        {
          key: 'check',
          label: t('tab.check'),
          children: <TokenCheckPanel entry={current.entry} siteUrl={settings.siteUrl} />,
        },
        { key: 'tools', label: t('tab.tools'), children: <LauncherPanel siteUrl={settings.siteUrl} /> },
      ]}
    />
  )

  return (
    <Flex vertical style={{ width: popupWidth, height: popupHeight }} data-testid="popup">
      <style>{popupStyles}</style>
      <PopupHeader
        chains={enabled}
        current={current}
        siteUrl={settings.siteUrl}
        onChainChange={(currentChainId) => void save({ currentChainId })}
      />
      <GuardBar watch={settings.watch} onChange={(watch) => void save({ watch })} />
      {body}
    </Flex>
  )
}

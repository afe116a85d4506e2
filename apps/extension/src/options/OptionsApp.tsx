import { Flex, Typography, theme } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { TokenBoxMark } from '../popup/TokenBoxMark.tsx'
import { useExtensionChains } from '../popup/useExtensionChains.ts'
import { useExtensionSettings } from '../popup/useExtensionSettings.ts'
import type { ExtensionSettings } from '../settings/settings.ts'
import { ChainsSection } from './ChainsSection.tsx'
import { GuardSection } from './GuardSection.tsx'
import { LanguageSection } from './LanguageSection.tsx'
import { SiteUrlSection } from './SiteUrlSection.tsx'

/**
 * The extension's settings page: language, the TokenBox site, the transaction guard and the chain
 * list. Every change is saved at once (chrome.storage.local) and reaches the popup and the guard.
 */
export function OptionsApp({
  initialSettings,
  rpcTimeoutMs,
}: {
  initialSettings: ExtensionSettings
  /** How long a user's RPC node has to answer its check (tests shorten it). */
  rpcTimeoutMs?: number
}) {
  const { t } = useTranslation('options')
  const { token } = theme.useToken()
  const { settings, save } = useExtensionSettings(initialSettings)
  const chains = useExtensionChains(settings)
  const title = t('page.title')
  useEffect(() => {
    document.title = title
  }, [title])
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <style>{'html, body { margin: 0; }'}</style>
      <Flex vertical gap={20} style={{ maxWidth: 760, margin: '0 auto', padding: '32px 20px 48px' }}>
        <Flex align="center" gap={12}>
          <TokenBoxMark size={36} />
          <Flex vertical>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              {t('page.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('page.intro')}</Typography.Text>
          </Flex>
        </Flex>
        <LanguageSection language={settings.language} onChange={(language) => void save({ language })} />
        <SiteUrlSection siteUrl={settings.siteUrl} save={save} />
        <GuardSection watch={settings.watch} onChange={(watch) => void save({ watch })} />
        <ChainsSection chains={chains} settings={settings} save={save} rpcTimeoutMs={rpcTimeoutMs} />
      </Flex>
    </div>
  )
}

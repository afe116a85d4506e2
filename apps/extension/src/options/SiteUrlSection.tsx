import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { App, Button, Flex, Input, Space, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { forgetSiteConfig } from '../chains/extensionChains.ts'
import { defaultSiteUrl, type ExtensionSettings, normalizeSiteUrl } from '../settings/settings.ts'

/**
 * The TokenBox site the launcher opens and whose server the extension asks (its local chains, the
 * explorer proxy). A URL that is no http(s) address is refused with a message and changes nothing;
 * a new site is asked afresh (its cached answer is forgotten).
 */
export function SiteUrlSection({
  siteUrl,
  save,
}: {
  siteUrl: string
  save: (patch: Partial<ExtensionSettings>) => Promise<unknown>
}) {
  const { t } = useTranslation('options')
  const { message } = App.useApp()
  const [text, setText] = useState(siteUrl)
  const [invalid, setInvalid] = useState(false)
  // Another page may save a new site while this one is open.
  useEffect(() => setText(siteUrl), [siteUrl])

  const apply = async (typed: string) => {
    const url = normalizeSiteUrl(typed)
    setInvalid(!url)
    if (!url) return
    setText(url)
    if (url !== siteUrl) {
      forgetSiteConfig()
      await save({ siteUrl: url })
    }
    // Said even when nothing changed: the click was heard, and the site is the one shown.
    void message.success(t('site.saved', { url }))
  }

  return (
    <Panel title={t('site.title')} data-testid="settings-site">
      <Typography.Paragraph type="secondary">{t('site.intro')}</Typography.Paragraph>
      <Flex vertical gap={6}>
        <label htmlFor="settings-site-url" style={{ fontWeight: 600 }}>
          {t('site.label')}
        </label>
        <Space.Compact block>
          <Input
            id="settings-site-url"
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setInvalid(false)
            }}
            onPressEnter={() => void apply(text)}
            status={invalid ? 'error' : undefined}
            aria-invalid={invalid || undefined}
            spellCheck={false}
            autoComplete="off"
            inputMode="url"
            data-testid="settings-site-url"
          />
          <Button type="primary" onClick={() => void apply(text)} data-testid="settings-site-save">
            {t('site.save')}
          </Button>
        </Space.Compact>
        {invalid ? (
          <Typography.Text type="danger" role="alert" data-testid="settings-site-issue">
            {t('site.invalid')}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('site.default', { url: defaultSiteUrl })}{' '}
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto', fontSize: 12 }}
              disabled={siteUrl === defaultSiteUrl && text === defaultSiteUrl}
              onClick={() => void apply(defaultSiteUrl)}
              data-testid="settings-site-reset"
            >
              {t('site.reset')}
            </Button>
          </Typography.Text>
        )}
      </Flex>
    </Panel>
  )
}

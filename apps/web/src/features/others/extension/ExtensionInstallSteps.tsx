import { Steps, Typography, theme } from 'antd'
import type { ReactNode } from 'react'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'

/** The address of Chromium's extensions page (Edge and Brave answer their own and this one). */
const extensionsPage = 'chrome://extensions'

/**
 * How to load the downloaded extension into a Chromium-based browser, step by step, then in
 * Firefox. The extensions pages are given as text to copy: a web page may not link to a
 * `chrome://` or `about:` address.
 *
 * @example
 * <ExtensionInstallSteps />
 */
export function ExtensionInstallSteps() {
  const { t } = useLazyNamespace('extension')
  const { token } = theme.useToken()
  const step = (key: string, extra?: ReactNode) => ({
    title: t(`install.${key}.title`),
    content: (
      <>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(`install.${key}.text`)}
        </Typography.Paragraph>
        {extra}
      </>
    ),
  })
  return (
    <div data-testid="extension-install">
      <Typography.Paragraph>{t('install.intro')}</Typography.Paragraph>
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        // Instructions, not progress: no step is "waiting", so titles keep the text colour.
        styles={{ itemTitle: { color: token.colorText, fontWeight: 500 } }}
        items={[
          step('unzip'),
          step(
            'open',
            <Typography.Text code copyable>
              {extensionsPage}
            </Typography.Text>,
          ),
          step('developer'),
          step('load'),
          step('pin'),
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('install.update')}
      </Typography.Paragraph>
      <div data-testid="extension-install-firefox">
        <Typography.Title level={5}>{t('install.firefox.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('install.firefox.text')}{' '}
          <Typography.Text code copyable>
            about:debugging#/runtime/this-firefox
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('install.firefox.signed')}
        </Typography.Paragraph>
      </div>
    </div>
  )
}

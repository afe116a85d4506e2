import { CopyOutlined, MailOutlined, SendOutlined, XOutlined } from '@ant-design/icons'
import { Button, Flex, QRCode, Tabs, theme } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCopyWithFeedback } from '../../wallet/useCopyWithFeedback.ts'
import { type ContactChannel, contactLinks } from '../settings/contactLinks.ts'

/** The spec's QR size (spec 000 section 9: 120x120 px). */
const qrSize = 120

const icons: Record<ContactChannel, ReactNode> = {
  telegram: <SendOutlined />,
  twitter: <XOutlined />,
  email: <MailOutlined />,
}

/**
 * The contact tabs of the settings panel (spec 000 section 2): telegram, twitter and email,
 * each with a QR code of its link and a copy action confirmed by the shared 'copied' / 'Copy
 * failed' messages. antd's QRCode draws the code (no extra dependency); it is only loaded
 * with the settings panel, never with the first page.
 *
 * @example
 * <ContactPanel />
 */
export function ContactPanel() {
  const { t } = useTranslation('contact')
  const { token } = theme.useToken()
  const copy = useCopyWithFeedback()
  const items = contactLinks.map(({ channel, href, text }) => ({
    key: channel,
    label: (
      <span data-testid={`contact-tab-${channel}`}>
        {icons[channel]} {t(channel)}
      </span>
    ),
    children: (
      <Flex vertical align="center" gap={12} style={{ paddingBlock: 8 }}>
        <QRCode
          type="svg"
          value={href}
          size={qrSize}
          bordered={false}
          color={token.colorText}
          aria-label={t('qr', { link: text })}
          role="img"
          data-testid={`contact-qr-${channel}`}
        />
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`contact-link-${channel}`}
          style={{ wordBreak: 'break-all', textAlign: 'center' }}
        >
          {text}
        </a>
        <Button icon={<CopyOutlined />} onClick={() => copy(text)} data-testid={`contact-copy-${channel}`}>
          {t('copyLink')}
        </Button>
      </Flex>
    ),
  }))
  return (
    <section data-testid="contact-panel">
      <p style={{ margin: '0 0 4px', color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {t('hint')}
      </p>
      <Tabs items={items} centered size="small" />
    </section>
  )
}

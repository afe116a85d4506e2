import { Panel as PagePanel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Typography, theme } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { InscribeCheck } from './inscribeDraft.ts'

/**
 * The exact bytes the wallet will be asked to send, before it is asked: the inscription's text
 * and the calldata in hex (what a hex paste decodes to, in hex mode), with their size. Test ids:
 * `<prefix>-bytes-text`, `<prefix>-bytes-hex` (whose `data-hex` holds the whole calldata).
 */
export function InscriptionBytes({
  check,
  prefix,
  inline = false,
  decoded = false,
  via = 'self',
}: {
  check: InscribeCheck
  prefix: string
  /** Inside the form (on a phone, just above the button) rather than as its own panel. */
  inline?: boolean
  /** Hex mode: the text is what the pasted calldata decodes to. */
  decoded?: boolean
  /**
   * Who sends it: the connected wallet to itself (`self`), each sub-wallet to itself (the bulk
   * mint), or the bulk contract called by the wallet (the text goes in its events).
   */
  via?: 'self' | 'subWallets' | 'contract'
}) {
  const { t } = useTranslation('inscription')
  const { token } = theme.useToken()
  // One block per value (not antd's inline code, whose box breaks apart on every wrapped line).
  const codeStyle = {
    margin: 0,
    padding: '6px 10px',
    fontFamily: token.fontFamilyCode,
    fontSize: 12,
    wordBreak: 'break-all',
    whiteSpace: 'pre-wrap',
    background: token.colorFillQuaternary,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusSM,
  } as const
  return (
    <Panel title={t('bytes.title')} data-testid={`${prefix}-bytes`} inline={inline}>
      {check.ok ? (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {t(
              via === 'subWallets'
                ? 'bytes.toSubWallets'
                : via === 'contract'
                  ? 'bytes.toContract'
                  : 'bytes.to',
            )}
          </Typography.Text>
          <Typography.Text strong>{t(decoded ? 'bytes.decoded' : 'bytes.text')}</Typography.Text>
          <Typography.Paragraph copyable style={codeStyle} data-testid={`${prefix}-bytes-text`}>
            {check.text}
          </Typography.Paragraph>
          <Flex justify="space-between" wrap gap={8}>
            <Typography.Text strong>{t('bytes.hex')}</Typography.Text>
            <Typography.Text type="secondary">
              {t('bytes.size', { count: (check.hex.length - 2) / 2 })}
            </Typography.Text>
          </Flex>
          <Typography.Paragraph
            copyable
            style={codeStyle}
            data-testid={`${prefix}-bytes-hex`}
            data-hex={check.hex}
          >
            {check.hex}
          </Typography.Paragraph>
        </Flex>
      ) : (
        <Typography.Text type="secondary" data-testid={`${prefix}-bytes-empty`}>
          {t('bytes.empty')}
        </Typography.Text>
      )}
    </Panel>
  )
}

/** A panel of its own, or (inline) a titled block inside the form's panel. */
function Panel({
  title,
  inline,
  children,
  'data-testid': testId,
}: {
  title: string
  inline: boolean
  children: ReactNode
  'data-testid': string
}) {
  if (!inline)
    return (
      <PagePanel title={title} data-testid={testId}>
        {children}
      </PagePanel>
    )
  return (
    <section data-testid={testId} style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  )
}

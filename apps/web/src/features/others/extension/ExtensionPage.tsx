import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Col, Flex, Row, Typography } from 'antd'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { ExtensionDownload } from './ExtensionDownload.tsx'
import { ExtensionFeatures } from './ExtensionFeatures.tsx'
import { ExtensionGuardHowTo } from './ExtensionGuardHowTo.tsx'
import { ExtensionInstallSteps } from './ExtensionInstallSteps.tsx'

/**
 * Browser Extension (/ot/ext, issue 28): the TokenBox extension for Chromium-based browsers,
 * offered by this site. The download comes first (the link to the server's zip, or a notice that
 * this site offers none), then what the extension does, how to load it, and how to turn on its
 * guard. Two columns on a wide screen; on a phone one column in reading order: download, what it
 * does, install, guard. Needs no wallet and no chain.
 */
export function ExtensionPage() {
  const { t } = useLazyNamespace('extension')
  return (
    <Row gutter={[20, 20]} data-testid="extension-page">
      <Col xs={24} xl={13}>
        <Flex vertical gap={20}>
          <Panel title={t('download.title')} style={{ height: 'auto' }}>
            <Typography.Paragraph>{t('download.intro')}</Typography.Paragraph>
            <ExtensionDownload />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('download.browsers')}
            </Typography.Paragraph>
          </Panel>
          <Panel title={t('features.title')} style={{ height: 'auto' }}>
            <ExtensionFeatures />
          </Panel>
        </Flex>
      </Col>
      <Col xs={24} xl={11}>
        <Flex vertical gap={20}>
          <Panel title={t('install.title')} style={{ height: 'auto' }}>
            <ExtensionInstallSteps />
          </Panel>
          <Panel title={t('guard.title')} style={{ height: 'auto' }}>
            <ExtensionGuardHowTo />
          </Panel>
        </Flex>
      </Col>
    </Row>
  )
}

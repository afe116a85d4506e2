import { AppstoreOutlined, EyeInvisibleOutlined, SafetyOutlined, SettingOutlined } from '@ant-design/icons'
import { Card, Col, Flex, Row, Typography } from 'antd'
import type { ComponentType } from 'react'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'

/** The extension's four parts, each a tile: its locale keys are `features.<key>.title` and `.text`. */
const features: readonly { key: string; Icon: ComponentType }[] = [
  { key: 'popup', Icon: AppstoreOutlined },
  { key: 'guard', Icon: SafetyOutlined },
  { key: 'privacy', Icon: EyeInvisibleOutlined },
  { key: 'settings', Icon: SettingOutlined },
]

/**
 * What the extension does, in four tiles (two across from a tablet's width up, one on a phone).
 *
 * @example
 * <ExtensionFeatures />
 */
export function ExtensionFeatures() {
  const { t } = useLazyNamespace('extension')
  return (
    <Row gutter={[12, 12]} data-testid="extension-features">
      {features.map(({ key, Icon }) => (
        <Col key={key} xs={24} md={12}>
          <Card size="small" style={{ height: '100%' }}>
            <Flex gap={12} align="flex-start">
              <Typography.Text style={{ fontSize: 20, lineHeight: 1 }} type="secondary">
                <Icon />
              </Typography.Text>
              <div>
                <Typography.Text strong>{t(`features.${key}.title`)}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                  {t(`features.${key}.text`)}
                </Typography.Paragraph>
              </div>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  )
}

import { bulkMintMaxMints } from '@tokenbox/core/inscription/bulk/planBulkMintRun.ts'
import { Col, Form, InputNumber, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { MintCountField } from './MintCountField.tsx'

/** Bulk mint's settings: how many mints in all (up to 1,000) and the delay between two of them. */
export function BulkMintSettings({
  mints,
  onMints,
  delaySeconds,
  onDelaySeconds,
  disabled,
}: {
  mints: number | null
  onMints: (mints: number | null) => void
  delaySeconds: number | null
  onDelaySeconds: (seconds: number | null) => void
  disabled: boolean
}) {
  const { t } = useTranslation('inscription')
  return (
    <Form layout="vertical" component="div" disabled={disabled}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <MintCountField
            prefix="bulk-mint"
            hint={t('bulk.mintsHint', { max: bulkMintMaxMints })}
            max={bulkMintMaxMints}
            value={mints}
            onChange={onMints}
          />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('bulk.delay')} extra={t('bulk.delayHint')} htmlFor="bulk-mint-delay">
            <InputNumber
              id="bulk-mint-delay"
              min={0}
              max={600}
              step={0.5}
              value={delaySeconds}
              onChange={onDelaySeconds}
              style={{ width: '100%' }}
              data-testid="bulk-mint-delay"
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  )
}

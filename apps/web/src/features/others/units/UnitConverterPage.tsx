import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { EtherUnitInput, useEtherUnitFields } from '@tokenbox/ui/units/EtherUnitInput.tsx'
import { Col, Form, Row, Typography } from 'antd'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/**
 * Unit Converter (/ot/un): every unit from wei to tether, each an input. Typing in one rewrites
 * the others at once, exactly (bigint wei underneath, no floating point). Input that is not an
 * amount of wei (letters, a negative number, a fraction of a wei) marks its own field with the
 * reason and blanks the others rather than leave stale figures next to it. Starts at 1 ether, the
 * conversion people most often come for. The chain's own coin symbol is named in the intro: the
 * units are the same on every EVM chain (1 BNB = 10^18 wei too).
 */
export function UnitConverterPage() {
  const { t } = useLazyNamespace('others')
  const { entry } = useCurrentNetwork()
  const { fields, type } = useEtherUnitFields()
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={14}>
        <Panel title={t('units.title')}>
          <Typography.Paragraph type="secondary">{t('units.intro', { symbol })}</Typography.Paragraph>
          <Form
            layout="vertical"
            data-testid="unit-converter"
            onSubmitCapture={(event) => event.preventDefault()}
          >
            {fields.map((field) => {
              const { unit, issue } = field
              return (
                <Form.Item
                  key={unit.id}
                  label={<UnitLabel id={unit.id} decimals={unit.decimals} aliases={unit.aliases} />}
                  validateStatus={issue ? 'error' : undefined}
                  help={
                    issue
                      ? t(`units.issue.${issue}`, { decimals: unit.decimals, count: unit.decimals })
                      : undefined
                  }
                  style={{ marginBottom: 12 }}
                >
                  <EtherUnitInput
                    field={field}
                    onType={(text) => type(unit.id, text)}
                    copyTooltips={[t('units.copy'), t('units.copied')]}
                    aria-label={unit.id}
                  />
                </Form.Item>
              )
            })}
          </Form>
        </Panel>
      </Col>
      <Col xs={24} xl={10}>
        <Panel title={t('units.aboutTitle')}>
          <Typography.Paragraph>{t('units.about', { symbol })}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('units.exact')}</Typography.Paragraph>
        </Panel>
      </Col>
    </Row>
  )
}

function UnitLabel({ id, decimals, aliases }: { id: string; decimals: number; aliases: readonly string[] }) {
  return (
    <span>
      <Typography.Text strong>{id}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        10<sup>{decimals}</sup> wei{aliases.length > 0 ? ` · ${aliases.join(', ')}` : ''}
      </Typography.Text>
    </span>
  )
}

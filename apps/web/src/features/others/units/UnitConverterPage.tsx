import {
  convertEtherUnits,
  type EtherUnitId,
  etherUnits,
  maxUnitInputLength,
} from '@tokenbox/core/units/etherUnits.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Col, Form, Input, Row, Typography } from 'antd'
import { useState } from 'react'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/** What the user typed last, and in which unit; every other field is computed from it. */
type Typed = { unit: EtherUnitId; text: string }

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
  const [typed, setTyped] = useState<Typed>({ unit: 'ether', text: '1' })
  const result = convertEtherUnits(typed.text, typed.unit)
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
            {etherUnits.map((unit) => {
              const own = typed.unit === unit.id
              const issue = own && 'issue' in result ? result.issue : undefined
              const value = own ? typed.text : 'values' in result ? result.values[unit.id] : ''
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
                  <Input
                    value={value}
                    maxLength={maxUnitInputLength}
                    inputMode="decimal"
                    autoComplete="off"
                    spellCheck={false}
                    aria-label={unit.id}
                    data-testid={`unit-${unit.id}`}
                    style={{ fontFamily: 'monospace' }}
                    onChange={(event) => setTyped({ unit: unit.id, text: event.target.value })}
                    suffix={
                      <Typography.Text
                        copyable={
                          value && !issue
                            ? { text: value, tooltips: [t('units.copy'), t('units.copied')] }
                            : false
                        }
                        data-testid={`unit-${unit.id}-copy`}
                      />
                    }
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

import { Col, Form, Row, Switch } from 'antd'
import { useTranslation } from 'react-i18next'

/** The on/off options of token creation (spec 001 section 3) that the templates share. */
export type OptionName =
  | 'burnable'
  | 'mintable'
  | 'pausable'
  | 'timedRenounceEnabled'
  | 'blacklistEnabled'
  | 'whitelistEnabled'

/**
 * A row of option switches, each with its label and a tooltip saying what it lets the owner or
 * holders do; the same look and test ids in every template's form.
 */
export function OptionSwitches({ names }: { names: readonly OptionName[] }) {
  const { t } = useTranslation('tokens')
  return (
    <Row gutter={16}>
      {names.map((name) => (
        <Col xs={12} md={8} key={name}>
          <Form.Item
            name={name}
            label={t(`form.${name}`)}
            tooltip={t(`form.${name}Hint`)}
            valuePropName="checked"
          >
            <Switch data-testid={`token-${name}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  )
}

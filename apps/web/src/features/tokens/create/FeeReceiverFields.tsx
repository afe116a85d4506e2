import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from './issueRule.ts'

const wallets = ['marketingWallet', 'teamWallet', 'liquidityReceiver'] as const

/** The wallets a trading token pays its marketing, team and liquidity shares to. */
export function FeeReceiverFields() {
  const { t } = useTranslation('tokens')
  return (
    <Row gutter={16}>
      {wallets.map((name) => (
        <Col xs={24} md={name === 'liquidityReceiver' ? 24 : 12} key={name}>
          <Form.Item
            name={name}
            label={t(`form.${name}`)}
            tooltip={t(`form.${name}Hint`)}
            rules={[issueRule(t, (value: string) => validateAddress(value, `form.${name}`))]}
          >
            <Input placeholder="0x…" spellCheck={false} data-testid={`token-${name}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  )
}

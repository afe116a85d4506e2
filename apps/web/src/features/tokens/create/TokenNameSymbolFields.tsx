import { validateTokenName, validateTokenSymbol } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Col, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from './issueRule.ts'

/** The token's name and symbol, half a row each on wide screens: the first fields of every create form. */
export function TokenNameSymbolFields() {
  const { t } = useTranslation('tokens')
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t('form.name')} rules={[issueRule(t, validateTokenName)]}>
          <Input placeholder={t('form.namePlaceholder')} maxLength={64} data-testid="token-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="symbol" label={t('form.symbol')} rules={[issueRule(t, validateTokenSymbol)]}>
          <Input placeholder={t('form.symbolPlaceholder')} maxLength={16} data-testid="token-symbol" />
        </Form.Item>
      </Col>
    </>
  )
}

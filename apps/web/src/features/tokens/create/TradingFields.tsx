import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Alert, Col, Form, Row, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useDefaultSwapRouter } from '../../../app/forms/useDefaultSwapRouter.ts'

/**
 * Exchange platform and trading pair of a trading token, from the connected chain's catalogue:
 * the token creates its pair on that exchange at deployment, against the native coin or one of
 * the chain's listed tokens. A chain without a listed exchange cannot host such a token. A sale
 * token (`nativeOnly`) pairs with the native coin it raises, so it offers no other.
 */
export function TradingFields({ nativeOnly = false }: { nativeOnly?: boolean }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const { entry, swaps } = useDefaultSwapRouter(form)

  if (!entry) return null
  if (!swaps.length) {
    return <Alert type="warning" showIcon title={t('trading.noExchange')} style={{ marginBottom: 16 }} />
  }
  const quotes = entry.tokens.filter((token) => token.address !== entry.wrappedNative)
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="router" label={t('trading.exchange')} tooltip={t('trading.exchangeHint')}>
          <Select
            data-testid="token-router"
            options={swaps.map((swap) => ({ value: swap.router, label: swap.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="quoteToken" label={t('trading.pair')} tooltip={t('trading.pairHint')}>
          <Select
            data-testid="token-quote"
            disabled={nativeOnly}
            options={(nativeOnly
              ? quotes.filter((token) => token.address === nativeTokenAddress)
              : quotes
            ).map((token) => ({
              value: token.address,
              label:
                token.address === nativeTokenAddress ? `${token.name} (${t('trading.native')})` : token.name,
            }))}
          />
        </Form.Item>
      </Col>
    </Row>
  )
}

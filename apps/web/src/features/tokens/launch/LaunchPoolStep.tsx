import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { parseDraftAmount, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  hasOwnPair,
  type LaunchFormValues,
  poolVenue,
  quoteAmountAt,
} from '@tokenbox/core/launch/launchFormValues.ts'
import { Alert, Col, Descriptions, Form, Input, Row, Select } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../../app/forms/issueRule.ts'
import type { LaunchAssets } from './launchAssets.ts'

/** The amount typed, in base units, or undefined while it is not a valid amount. */
function unitsOf(text: string | undefined, decimals: number): bigint | undefined {
  if (!text?.trim() || validateAmount(text, decimals)) return undefined
  return parseDraftAmount(text, decimals)
}

/**
 * The Pool step: the DEX and the pair's other coin (a trading or compound token's own, fixed at its
 * creation; else chosen here from the chain's catalogue, the native coin by default), how many
 * tokens go in and the starting price of one token; the coin amount and the starting market value
 * follow, and both amounts are checked against what the wallet holds.
 */
export function LaunchPoolStep({ entry, assets }: { entry: ChainEntry; assets: LaunchAssets }) {
  const { t } = useTranslation('launch')
  const form = Form.useFormInstance<LaunchFormValues>()
  const values = Form.useWatch([], { form, preserve: true }) as LaunchFormValues | undefined
  const poolRouter = Form.useWatch('poolRouter', form)
  const own = values?.launchSource === 'new' && hasOwnPair(values.launchTemplate)
  const { token, quote } = assets

  // The chain's first DEX until the creator picks another.
  useEffect(() => {
    if (!own && !entry.swaps.some((swap) => swap.router === poolRouter))
      form.setFieldValue('poolRouter', entry.swaps[0]?.router)
  }, [own, entry, poolRouter, form])

  const venue = values ? poolVenue(values) : undefined
  const dexName = entry.swaps.find((swap) => swap.router === venue?.router)?.name ?? venue?.router
  const tokenAmount = token ? unitsOf(values?.poolTokenAmount, token.decimals) : undefined
  const price = quote && values?.poolPrice?.trim() && !validateAmount(values.poolPrice, quote.decimals)
  const quoteAmount =
    token && quote && tokenAmount !== undefined && price
      ? quoteAmountAt(tokenAmount, token.decimals, values!.poolPrice, quote.decimals)
      : undefined
  const marketValue =
    token && quote && price
      ? quoteAmountAt(token.supply, token.decimals, values!.poolPrice, quote.decimals)
      : undefined
  const quotes = entry.tokens.filter((listed) => listed.address !== entry.wrappedNative)
  // An amount of the quote token with its symbol; a dash until there is one to show.
  const quoteText = (amount: bigint | undefined) =>
    amount !== undefined && quote ? `${formatTokenAmount(amount, quote.decimals)} ${quote.symbol}` : '—'

  return (
    <>
      {own ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="launch-own-pair"
          title={t('pool.ownPair', { dex: dexName, coin: quote?.symbol ?? '…' })}
        />
      ) : (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="poolRouter" label={t('pool.dex')}>
              <Select
                data-testid="launch-dex"
                options={entry.swaps.map((swap) => ({ value: swap.router, label: swap.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="poolQuote" label={t('pool.quote')} extra={t('pool.quoteHint')}>
              <Select
                data-testid="launch-quote"
                options={quotes.map((listed) => ({
                  value: listed.address,
                  label:
                    listed.address === nativeTokenAddress
                      ? t('pool.native', { coin: entry.nativeCurrency.symbol })
                      : listed.name,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="poolTokenAmount"
            label={t('pool.tokenAmount', { symbol: token?.symbol ?? '' })}
            extra={
              token && (
                <span data-testid="launch-pool-kept">
                  {tokenAmount !== undefined && tokenAmount <= token.balance
                    ? t('pool.youKeep', {
                        kept: formatTokenAmount(token.balance - tokenAmount, token.decimals),
                        total: formatTokenAmount(token.balance, token.decimals),
                      })
                    : t('pool.youHave', { amount: formatTokenAmount(token.balance, token.decimals) })}
                </span>
              )
            }
            rules={[
              issueRule(
                t,
                (value: string) =>
                  validateAmount(value, token?.decimals ?? 18, { field: 'pool.tokenAmountField' }) ??
                  (token && unitsOf(value, token.decimals)! > token.balance
                    ? { key: 'validation.insufficientBalance', params: { symbol: token.symbol } }
                    : undefined),
                'launch',
              ),
            ]}
          >
            <Input inputMode="decimal" placeholder="500000000" data-testid="launch-token-amount" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="poolPrice"
            label={t('pool.price', { coin: quote?.symbol ?? '' })}
            extra={t('pool.priceHint')}
            dependencies={['poolTokenAmount']}
            rules={[
              issueRule(
                t,
                (value: string) =>
                  validateAmount(value, quote?.decimals ?? 18, { field: 'pool.priceField' }) ??
                  (quoteAmount !== undefined && quote?.balance !== undefined && quoteAmount > quote.balance
                    ? { key: 'validation.insufficientBalance', params: { symbol: quote.symbol } }
                    : quoteAmount === 0n
                      ? { key: 'validation.priceTooLow' }
                      : undefined),
                'launch',
              ),
            ]}
          >
            <Input inputMode="decimal" placeholder="0.000001" data-testid="launch-price" />
          </Form.Item>
        </Col>
      </Row>
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        data-testid="launch-pool-figures"
        items={[
          { key: 'quoteAmount', label: t('pool.quoteAmount'), children: quoteText(quoteAmount) },
          { key: 'quoteBalance', label: t('pool.quoteBalance'), children: quoteText(quote?.balance) },
          { key: 'marketValue', label: t('pool.marketValue'), children: quoteText(marketValue) },
        ]}
      />
      {quote?.native && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('pool.gasNote')} />}
    </>
  )
}

import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { market314Actions } from '@tokenbox/core/tokens/market314/market314Actions.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Descriptions, Flex, Input, Segmented, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { labelledOptions } from '../../../app/forms/labelledOptions.ts'
import { DoneAlert } from '../../../app/transactions/DoneAlert.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { issueText } from '../create/issueRule.ts'
import { format314Amount } from './format314Amount.ts'
import type { Market314SectionProps } from './market314SectionProps.ts'
import { useTrade314 } from './useTrade314.ts'

/**
 * Buy and sell against any ERC314 token's own reserves: the amount, the slippage allowed (1% to
 * start), the token's own quote with its fee, minimum and price impact as the user types, the
 * balances, and why trading is closed when it is.
 */
export function TradePanel314({ state, account, coin }: Market314SectionProps) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const trade = useTrade314(state)
  const actions = market314Actions(state, account)
  const amount = (value: bigint) => format314Amount(value, i18n.language)
  const inUnit = trade.side === 'buy' ? coin : state.symbol
  const outUnit = trade.side === 'buy' ? state.symbol : coin
  const quote = trade.quote.data
  const impact = quote ? quote.priceImpactBps / 100 : 0
  return (
    <Panel title={t('m314.trade.title')} data-testid="m314-trade">
      <Flex vertical gap={12}>
        {!actions.trade && (
          <Alert
            type="info"
            showIcon
            data-testid="m314-trade-blocked"
            data-blocker={actions.tradeBlocker}
            title={t(`m314.trade.blocked.${actions.tradeBlocker}`, {
              time: state.x314?.tradingStartTime
                ? formatDateTime(BigInt(state.x314.tradingStartTime), i18n.language)
                : '',
            })}
          />
        )}
        <Segmented
          block
          value={trade.side}
          onChange={(value) => trade.setSide(value as 'buy' | 'sell')}
          data-testid="m314-side"
          options={labelledOptions(t, { buy: 'm314.trade.buy', sell: 'm314.trade.sell' })}
        />
        {state.account && (
          <Typography.Text type="secondary" data-testid="m314-balances">
            {t('m314.trade.balances', {
              coin: amount(state.account.coin),
              tokens: amount(state.account.tokens),
              symbol: state.symbol,
              coinName: coin,
            })}
          </Typography.Text>
        )}
        <Flex vertical>
          <Input
            value={trade.amount}
            onChange={(event) => trade.setAmount(event.target.value)}
            inputMode="decimal"
            suffix={inUnit}
            placeholder={t('m314.trade.amountPlaceholder', { unit: inUnit })}
            status={trade.amountIssue ? 'error' : undefined}
            disabled={!actions.trade}
            data-testid="m314-amount"
          />
          {trade.amountIssue && (
            <Typography.Text type="danger" data-testid="m314-amount-issue">
              {issueText(t, trade.amountIssue)}
            </Typography.Text>
          )}
        </Flex>
        <Flex vertical>
          <Flex gap={8} align="center" justify="space-between">
            <Typography.Text>{t('m314.trade.slippage')}</Typography.Text>
            <Input
              value={trade.slippage}
              onChange={(event) => trade.setSlippage(event.target.value)}
              inputMode="decimal"
              suffix="%"
              status={trade.slippageIssue ? 'error' : undefined}
              style={{ width: 120 }}
              aria-label={t('m314.trade.slippage')}
              data-testid="m314-slippage"
            />
          </Flex>
          {trade.slippageIssue && (
            <Typography.Text type="danger" data-testid="m314-slippage-issue">
              {issueText(t, trade.slippageIssue)}
            </Typography.Text>
          )}
        </Flex>
        {quote && trade.amount.trim() && !trade.amountIssue && (
          <Descriptions
            size="small"
            column={1}
            bordered
            data-testid="m314-quote"
            data-out={quote.amountOut.toString()}
            items={[
              {
                key: 'out',
                label: t('m314.trade.youGet'),
                children: <span data-testid="m314-quote-out">{`${amount(quote.amountOut)} ${outUnit}`}</span>,
              },
              {
                key: 'min',
                label: t('m314.trade.minimum'),
                children: `${amount(quote.minOut)} ${outUnit}`,
              },
              {
                key: 'fee',
                label: t('m314.trade.fee'),
                children: `${amount(quote.fee)} ${coin}`,
              },
              {
                key: 'impact',
                label: t('m314.trade.impact'),
                children: (
                  <Typography.Text type={impact >= 5 ? 'danger' : undefined} data-testid="m314-impact">
                    {`${formatLocaleDecimal(impact.toFixed(2), i18n.language)}%`}
                  </Typography.Text>
                ),
              },
            ]}
          />
        )}
        {!account && <ConnectWalletAlert />}
        <Button
          type="primary"
          size="large"
          block
          onClick={() => void trade.submit()}
          loading={trade.running}
          disabled={!account || !actions.trade || !trade.quoteReady || trade.running}
          data-testid="m314-submit"
        >
          {t(trade.side === 'buy' ? 'm314.trade.buyButton' : 'm314.trade.sellButton', {
            symbol: state.symbol,
          })}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('m314.trade.sameBlock')}
        </Typography.Text>
        <DoneAlert done={trade.done} title={t(`m314.trade.done.${trade.done}`)} testId="m314-trade-done" />
        {trade.result?.status === 'failed' && <StepError result={trade.result} testId="m314-trade-error" />}
      </Flex>
    </Panel>
  )
}

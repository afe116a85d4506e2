import { isListedToken } from '@tokenbox/core/dex/isListedToken.ts'
import { Alert } from 'antd'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { isAddress } from 'viem'
import { TokenWarnings } from './TokenWarnings.tsx'
import type { ExchangeFlow } from './useExchange.ts'

/** The safety check's summary: its own chunk (and strings), fetched only when a buy needs it. */
const SafetySummary = lazy(() =>
  import('./SafetySummary.tsx').then((module) => ({ default: module.SafetySummary })),
)

/**
 * What the exchange says about the tokens traded: the import warning of each token outside the
 * catalogue with its test trade (taxes, honeypot), the safety check's summary of a token bought,
 * and why a taxed trade is exact-in only.
 *
 * @example
 * <ExchangeChecks exchange={useExchange(entry)} />
 */
export function ExchangeChecks({ exchange }: { exchange: ExchangeFlow }) {
  const { t } = useTranslation('dex')
  const { entry, trade, tax, info } = exchange
  const bought = exchange.tokens.out
  return (
    <>
      <TokenWarnings
        entry={entry}
        tokens={trade.unknownTokens}
        symbolOf={exchange.symbolOf}
        acknowledged={exchange.acknowledged}
        onAcknowledge={exchange.acknowledge}
        testTrade={{
          taxIn: tax.in,
          taxOut: tax.out,
          testing: tax.testing,
          symbolIn: info.in?.symbol,
          symbolOut: info.out?.symbol,
          honeypotAccepted: exchange.honeypotAccepted,
          onAcceptHoneypot: exchange.setHoneypotAccepted,
        }}
      />
      {isAddress(bought) && !isListedToken(entry, bought) && (
        <Suspense fallback={null}>
          <SafetySummary entry={entry} token={bought} />
        </Suspense>
      )}
      {trade.taxed && exchange.typedSide === 'out' && (
        <Alert type="info" showIcon title={t('tax.exactInOnly')} data-testid="exchange-exact-in-only" />
      )}
    </>
  )
}

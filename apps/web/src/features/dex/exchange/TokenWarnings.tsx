import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { SwapTaxReading } from '@tokenbox/core/dex/measureSwapTax.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { Alert, Button, Checkbox, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatBps } from './exchangeModel.ts'

type TaxReading = (SwapTaxReading & { venue: string }) | null | undefined

/** The exchange's test trade of a swap's two tokens (measureSwapTax), and the honeypot consent. */
export type TestTrade = {
  taxIn: TaxReading
  taxOut: TaxReading
  testing: boolean
  symbolIn: string | undefined
  symbolOut: string | undefined
  honeypotAccepted: boolean
  onAcceptHoneypot: (accepted: boolean) => void
}

/**
 * What the exchange says about the tokens of a trade before anything is sent:
 * - a token outside the chain's catalogue must be acknowledged once ("anyone can create a token
 *   with any name"), with its address and a link to the explorer; named by its short address
 *   until its symbol is read;
 * - a token whose test sale failed is a honeypot: said in plain words in red, and a buy needs an
 *   explicit "I understand";
 * - a measured transfer tax is shown (buy and sell), as the trade's minimum already counts it;
 * - a token no route from the native coin reaches cannot be tested, and the user is told so.
 */
export function TokenWarnings({
  entry,
  tokens,
  symbolOf,
  acknowledged,
  onAcknowledge,
  testTrade,
}: {
  entry: ChainEntry
  /** The trade's tokens outside the catalogue. */
  tokens: readonly string[]
  symbolOf: (address: string) => string | undefined
  acknowledged: ReadonlySet<string>
  onAcknowledge: (token: string) => void
  /** The swap's test trade; a page that trades nothing (Add Liquidity) has none. */
  testTrade?: TestTrade
}) {
  const { t } = useTranslation('dex')
  const pending = tokens.filter((token) => !acknowledged.has(token.toLowerCase()))
  const readings = testTrade
    ? ([
        { reading: testTrade.taxIn, symbol: testTrade.symbolIn, side: 'in' },
        { reading: testTrade.taxOut, symbol: testTrade.symbolOut, side: 'out' },
      ] as const)
    : []
  return (
    <Flex vertical gap={8}>
      {pending.map((token) => (
        <Alert
          key={token}
          type="warning"
          showIcon
          data-testid="exchange-import-warning"
          title={t('import.title', { symbol: symbolOf(token) ?? formatAddress(token) })}
          description={
            <Flex vertical gap={6}>
              <Typography.Text>{t('import.body')}</Typography.Text>
              <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
                {token}
              </Typography.Text>
              {entry.url && (
                <Typography.Link href={`${entry.url}/token/${token}`} target="_blank" rel="noreferrer">
                  {t('import.explorer', { explorer: entry.scan || entry.url })}
                </Typography.Link>
              )}
              <Button size="small" onClick={() => onAcknowledge(token)} data-testid="exchange-import-ack">
                {t('import.acknowledge')}
              </Button>
            </Flex>
          }
        />
      ))}
      {testTrade?.testing && tokens.length > 0 && (
        <Typography.Text type="secondary" data-testid="exchange-tax-testing">
          {t('tax.testing')}
        </Typography.Text>
      )}
      {readings.map(({ reading, symbol, side }) => {
        if (reading === undefined) return null
        if (reading === null) {
          return (
            <Alert
              key={side}
              type="info"
              showIcon
              title={t('tax.untested', { symbol })}
              data-testid="exchange-tax-untested"
            />
          )
        }
        if (!reading.canBuy || !reading.canSell) {
          return (
            <Alert
              key={side}
              type="error"
              showIcon
              data-testid="exchange-honeypot"
              title={t(reading.canBuy ? 'honeypot.title' : 'honeypot.cannotBuyTitle', { symbol })}
              description={
                <Flex vertical gap={6}>
                  <span>{t(reading.canBuy ? 'honeypot.body' : 'honeypot.cannotBuyBody', { symbol })}</span>
                  {side === 'out' && (
                    <Checkbox
                      checked={testTrade?.honeypotAccepted}
                      onChange={(event) => testTrade?.onAcceptHoneypot(event.target.checked)}
                      data-testid="exchange-honeypot-accept"
                    >
                      {t('honeypot.accept')}
                    </Checkbox>
                  )}
                </Flex>
              }
            />
          )
        }
        const buy = reading.buyTaxBps ?? 0
        const sell = reading.sellTaxBps ?? 0
        if (buy === 0 && sell === 0) return null
        return (
          <Alert
            key={side}
            type={buy > 1_000 || sell > 1_000 ? 'warning' : 'info'}
            showIcon
            data-testid={`exchange-tax-${side}`}
            title={t('tax.measured', { symbol, buy: formatBps(buy), sell: formatBps(sell) })}
            description={t('tax.explained')}
          />
        )
      })}
    </Flex>
  )
}

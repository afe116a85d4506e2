import type { RouteQuote, SwapQuote } from '@tokenbox/core/dex/quoteSwap.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Collapse, Descriptions, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatBps, routeFeeBps, unitPrice } from './exchangeModel.ts'

/** One side of the trade as the details name it. */
export type DetailSide = { symbol: string; decimals: number }

/** Symbols along a route's path, the native coin named as such at its ends. */
export type PathSymbols = (route: RouteQuote) => string[]

/**
 * What the trade on screen will do: the price both ways, the price impact (a warning above 3%,
 * an error above 15%), the minimum received (exact-in) or maximum sold (exact-out) after slippage
 * and taxes, the route and the DEX, the pools' fee; then the other routes that answered, with what
 * each would pay.
 *
 * @example
 * <SwapDetails quote={quote} sideIn={usdt} sideOut={eth} limit={limits} pathSymbols={symbols} />
 */
export function SwapDetails({
  quote,
  sideIn,
  sideOut,
  limit,
  pathSymbols,
}: {
  quote: SwapQuote
  sideIn: DetailSide
  sideOut: DetailSide
  limit: { amountOutMin: bigint; amountInMax: bigint }
  pathSymbols: PathSymbols
}) {
  const { t } = useTranslation('dex')
  const best = quote.best
  if (!best) return null
  const impact = best.priceImpactBps
  const hops = best.path.length - 1
  const fee = routeFeeBps(best.venue.feeBps, hops)
  const others = quote.quotes.slice(1)
  const amountOf = (amount: bigint, side: DetailSide) =>
    `${formatTokenAmount(amount, side.decimals)} ${side.symbol}`
  return (
    <div data-testid="exchange-details">
      <Descriptions size="small" column={1} colon={false} styles={{ label: { width: '45%' } }}>
        <Descriptions.Item label={t('details.price')}>
          <span data-testid="exchange-price">
            1 {sideIn.symbol} ={' '}
            {unitPrice(
              { amount: best.amountIn, decimals: sideIn.decimals },
              { amount: best.amountOut, decimals: sideOut.decimals },
            )}{' '}
            {sideOut.symbol}
            <br />1 {sideOut.symbol} ={' '}
            {unitPrice(
              { amount: best.amountOut, decimals: sideOut.decimals },
              { amount: best.amountIn, decimals: sideIn.decimals },
            )}{' '}
            {sideIn.symbol}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('details.impact')}>
          <Typography.Text
            type={
              impact === undefined
                ? undefined
                : impact > 1_500
                  ? 'danger'
                  : impact > 300
                    ? 'warning'
                    : undefined
            }
            data-testid="exchange-impact"
          >
            {impact === undefined ? '—' : impact < 1 ? '< 0.01%' : formatBps(impact)}
          </Typography.Text>
        </Descriptions.Item>
        {quote.kind === 'exactIn' ? (
          <Descriptions.Item label={t('details.minimumReceived')}>
            <span data-testid="exchange-minimum">{amountOf(limit.amountOutMin, sideOut)}</span>
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label={t('details.maximumSold')}>
            <span data-testid="exchange-maximum">{amountOf(limit.amountInMax, sideIn)}</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('details.route')}>
          <span data-testid="exchange-route">{pathSymbols(best).join(' → ')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('details.dex')}>
          <span data-testid="exchange-dex">{best.venue.name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('details.fee')}>
          {fee === undefined
            ? t('details.feeUnknown')
            : t('details.feeValue', { fee: formatBps(Math.round(fee * 100) / 100), count: hops })}
        </Descriptions.Item>
      </Descriptions>
      {impact !== undefined && impact > 1_500 && (
        <Typography.Paragraph type="danger" data-testid="exchange-impact-warning">
          {t('details.impactHigh', { impact: formatBps(impact) })}
        </Typography.Paragraph>
      )}
      {others.length > 0 && (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'routes',
              label: t('details.otherRoutes', { count: others.length }),
              children: (
                <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="exchange-other-routes">
                  {others.map((route) => (
                    <li key={`${route.venue.router}-${route.path.join('-')}`}>
                      {route.venue.name}: {pathSymbols(route).join(' → ')} ·{' '}
                      {quote.kind === 'exactIn'
                        ? amountOf(route.amountOut, sideOut)
                        : amountOf(route.amountIn, sideIn)}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </div>
  )
}

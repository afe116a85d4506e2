import type { AddLiquidityQuote } from '@tokenbox/core/dex/quoteAddLiquidity.ts'
import { formatNumber } from '@tokenbox/core/format/formatPercent.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { TokenAsset } from '@tokenbox/core/tokens/tokenQuery.ts'
import { Alert, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { formatBps, unitPrice } from '../exchange/exchangeModel.ts'

/** LP tokens of UniswapV2-style pairs have 18 decimals. */
const lpDecimals = 18

/**
 * What a deposit gives before it is sent: for a new pool the "you set the starting price" notice;
 * the price both ways (the pool's, or the one the amounts set), the share of the pool after it, the
 * LP tokens expected, and how far the ratio may move (the slippage) before the router refuses it.
 */
export function AddLiquidityDetails({
  quote,
  tokenA,
  tokenB,
  slippageBps,
}: {
  quote: AddLiquidityQuote
  tokenA: TokenAsset
  tokenB: TokenAsset
  slippageBps: number
}) {
  const { t } = useTranslation('dex')
  const a = { amount: quote.amountA, decimals: tokenA.decimals }
  const b = { amount: quote.amountB, decimals: tokenB.decimals }
  const share = quote.sharePercent
  return (
    <Flex vertical gap={8}>
      {quote.newPool && (
        <Alert
          type="info"
          showIcon
          data-testid="add-new-pool"
          title={t('add.newPool.title')}
          description={t('add.newPool.body')}
        />
      )}
      <FactsTable
        column={1}
        testId="add-details"
        facts={[
          {
            key: 'priceAB',
            label: t('add.details.price'),
            value: (
              <Flex vertical data-testid="add-price">
                <span>{`1 ${tokenA.symbol} = ${unitPrice(a, b)} ${tokenB.symbol}`}</span>
                <span>{`1 ${tokenB.symbol} = ${unitPrice(b, a)} ${tokenA.symbol}`}</span>
              </Flex>
            ),
          },
          {
            key: 'share',
            label: t('add.details.share'),
            value: share >= 0.01 || share === 0 ? `${formatNumber(share)}%` : '< 0.01%',
            testId: 'add-share',
          },
          {
            key: 'lp',
            label: t('add.details.lp'),
            value: formatTokenAmount(quote.liquidity, lpDecimals),
            testId: 'add-lp',
            data: { 'data-amount': quote.liquidity.toString() },
          },
          { key: 'slippage', label: t('add.details.slippage'), value: formatBps(slippageBps) },
        ]}
      />
    </Flex>
  )
}

import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { TradeTest } from '@tokenbox/core/safety/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { formatBps } from '@tokenbox/ui/safety/reasonText.ts'
import { Flex, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

function Outcome({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <Tag color={ok ? 'green' : 'red'} data-testid={testId} data-ok={String(ok)}>
      {ok ? yes : no}
    </Tag>
  )
}

/**
 * Trading: per catalogue exchange, whether a simulated buy and sale went through and the tax each
 * took, or why nothing could be simulated there. Says plainly that nothing was sent.
 */
export function TradingSection({ trades, entry }: { trades: readonly TradeTest[]; entry: ChainEntry }) {
  const { t } = useTranslation('check')
  const value = trades.find((trade) => trade.value !== undefined)?.value
  const tax = (bps: number | undefined) => (bps === undefined ? '—' : formatBps(bps))
  // The core's thresholds for a high tax (10% a warning, 50% a danger), so a sale that "works" but
  // keeps almost nothing does not read as fine.
  const taxTone = (bps: number | undefined) =>
    bps === undefined || bps < 1_000 ? 'secondary' : bps < 5_000 ? 'warning' : 'danger'
  return (
    <Panel title={t('trade.title')} data-testid="safety-trading">
      <Flex vertical gap={12}>
        {trades.length === 0 ? (
          <Typography.Text>{t('trade.none')}</Typography.Text>
        ) : (
          <Table<TradeTest>
            size="small"
            pagination={false}
            rowKey={(trade) => trade.router}
            dataSource={[...trades]}
            onRow={(trade) => ({ 'data-testid': 'safety-trade', 'data-dex': trade.dex }) as never}
            columns={[
              { key: 'dex', title: t('trade.dex'), dataIndex: 'dex' },
              {
                key: 'buy',
                title: t('trade.buy'),
                onCell: (trade) => ({ colSpan: trade.reading ? 1 : 2 }),
                render: (_, trade) =>
                  trade.reading ? (
                    <Flex vertical gap={2} align="flex-start">
                      <Outcome
                        ok={trade.reading.canBuy}
                        yes={t('trade.canBuy')}
                        no={t('trade.cannotBuy')}
                        testId="safety-trade-buy"
                      />
                      <Typography.Text type={taxTone(trade.reading.buyTaxBps)} style={{ fontSize: 12 }}>
                        {t('trade.buyTax')}:{' '}
                        <span data-testid="safety-trade-buy-tax">{tax(trade.reading.buyTaxBps)}</span>
                      </Typography.Text>
                    </Flex>
                  ) : (
                    <Typography.Text type="secondary" data-testid="safety-trade-failed">
                      {t(trade.failed === 'noPool' ? 'trade.noPool' : 'trade.error')}
                    </Typography.Text>
                  ),
              },
              {
                key: 'sell',
                title: t('trade.sell'),
                onCell: (trade) => ({ colSpan: trade.reading ? 1 : 0 }),
                render: (_, trade) =>
                  trade.reading?.canBuy ? (
                    <Flex vertical gap={2} align="flex-start">
                      <Outcome
                        ok={trade.reading.canSell}
                        yes={t('trade.canSell')}
                        no={t('trade.cannotSell')}
                        testId="safety-trade-sell"
                      />
                      <Typography.Text type={taxTone(trade.reading.sellTaxBps)} style={{ fontSize: 12 }}>
                        {t('trade.sellTax')}:{' '}
                        <span data-testid="safety-trade-sell-tax">{tax(trade.reading.sellTaxBps)}</span>
                      </Typography.Text>
                    </Flex>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        )}
        {value !== undefined && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('trade.simulated', { value: `${formatTokenAmount(value, 18)} ${entry.symbol}` })}
          </Typography.Text>
        )}
      </Flex>
    </Panel>
  )
}

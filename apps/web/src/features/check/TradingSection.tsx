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

const tax = (bps: number | undefined) => (bps === undefined ? '—' : formatBps(bps))
// The core's thresholds for a high tax (10% a warning, 50% a danger), so a sale that "works" but
// keeps almost nothing does not read as fine.
const taxTone = (bps: number | undefined) =>
  bps === undefined || bps < 1_000 ? 'secondary' : bps < 5_000 ? 'warning' : 'danger'

/** One side of a simulated trade: whether it went through, and the tax it took. */
function TradeSide({ side, ok, taxBps }: { side: 'buy' | 'sell'; ok: boolean; taxBps: number | undefined }) {
  const { t } = useTranslation('check')
  const words =
    side === 'buy'
      ? (['trade.canBuy', 'trade.cannotBuy', 'trade.buyTax'] as const)
      : (['trade.canSell', 'trade.cannotSell', 'trade.sellTax'] as const)
  return (
    <Flex vertical gap={2} align="flex-start">
      <Outcome ok={ok} yes={t(words[0])} no={t(words[1])} testId={`safety-trade-${side}`} />
      <Typography.Text type={taxTone(taxBps)} style={{ fontSize: 12 }}>
        {t(words[2])}: <span data-testid={`safety-trade-${side}-tax`}>{tax(taxBps)}</span>
      </Typography.Text>
    </Flex>
  )
}

/**
 * Trading: per catalogue exchange, whether a simulated buy and sale went through and the tax each
 * took, or why nothing could be simulated there. Says plainly that nothing was sent.
 */
export function TradingSection({ trades, entry }: { trades: readonly TradeTest[]; entry: ChainEntry }) {
  const { t } = useTranslation('check')
  const value = trades.find((trade) => trade.value !== undefined)?.value
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
                    <TradeSide side="buy" ok={trade.reading.canBuy} taxBps={trade.reading.buyTaxBps} />
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
                    <TradeSide side="sell" ok={trade.reading.canSell} taxBps={trade.reading.sellTaxBps} />
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

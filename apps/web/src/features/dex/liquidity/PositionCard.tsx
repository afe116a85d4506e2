import type { ChainEntry, TokenEntry } from '@tokenbox/core/chains/types.ts'
import type { LiquidityPosition } from '@tokenbox/core/dex/findLiquidityPositions.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lpDecimals } from './liquidityModel.ts'
import { RemoveLiquidityForm } from './RemoveLiquidityForm.tsx'

/** A share in millionths as a percentage in `language`'s digits: under 0.01% reads "<0.01%". */
function formatShare(ppm: bigint, language: string): string {
  if (ppm === 0n) return '0%'
  if (ppm < 100n) return `<${formatTokenAmount(1n, 2, 2, { language })}%`
  return `${formatTokenAmount(ppm, 4, 2, { language, round: true })}%`
}

/**
 * One position: the pair and its DEX, both pooled amounts, the wallet's LP and share of the pool,
 * its value in the quote token, LP locked in the TokenBox locker with the unlock date and what it
 * holds and is worth (issue 52: locked LP read as worthless beside "Pooled 0"), and the removal
 * form behind "Remove".
 */
export function PositionCard({
  entry,
  position,
  quote,
  onSettled,
}: {
  entry: ChainEntry
  position: LiquidityPosition
  quote: TokenEntry | undefined
  onSettled: (removed: boolean) => unknown
}) {
  const { t, i18n } = useTranslation('dex')
  const [removing, setRemoving] = useState(false)
  const [token0, token1] = position.tokens
  const testId = (name: string) => `position-${position.pair.toLowerCase()}-${name}`
  const { language } = i18n
  // What the pool holds for an LP share is an estimate from integer division: rounded to six
  // significant digits, so 1 ETH added reads 1, not 0.999999, and 3,000 USDT not 2,999.999999
  // (issue 52). The LP balance itself is exact, truncated.
  const pooled = (value: bigint, decimals: number) =>
    formatTokenAmount(value, decimals, 6, { language, round: true, significant: 6 })
  const amount = (value: bigint, decimals: number, testName: string, round = true) => (
    <span data-testid={testId(testName)} data-amount={value.toString()}>
      {round ? pooled(value, decimals) : formatTokenAmount(value, decimals, 6, { language })}
    </span>
  )
  const items = [
    {
      key: 'a0',
      label: t('positions.card.pooled', { symbol: token0.symbol }),
      children: amount(position.amount0, token0.decimals, 'amount0'),
    },
    {
      key: 'a1',
      label: t('positions.card.pooled', { symbol: token1.symbol }),
      children: amount(position.amount1, token1.decimals, 'amount1'),
    },
    { key: 'lp', label: t('positions.card.lp'), children: amount(position.balance, lpDecimals, 'lp', false) },
    {
      key: 'share',
      label: t('positions.card.share'),
      children: <span data-testid={testId('share')}>{formatShare(position.sharePpm, language)}</span>,
    },
    {
      key: 'value',
      label: t('positions.card.value'),
      children: (
        <span data-testid={testId('value')}>
          {quote && position.value !== undefined
            ? `≈ ${formatTokenAmount(position.value, quote.decimals, 2, { language, round: true })} ${quote.name}`
            : t('positions.card.noRoute')}
        </span>
      ),
    },
  ]

  return (
    <Card
      size="small"
      data-testid={`position-${position.pair.toLowerCase()}`}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{`${token0.symbol} / ${token1.symbol}`}</Typography.Text>
          <Tag>{position.venue.name}</Tag>
        </Flex>
      }
    >
      {/* LP held only in the locker: no wallet rows of zeros above what the lock is worth (issue 77:
          "Pooled 0 / Value 0" over the locked LP's real worth). */}
      {(position.balance > 0n || position.locked.length === 0) && (
        <Descriptions size="small" column={1} items={items} />
      )}
      {position.locked.map((lock) => (
        <Tag
          key={lock.id.toString()}
          color="gold"
          style={{ marginTop: 8, whiteSpace: 'normal' }}
          data-testid={testId(`locked-${lock.id}`)}
        >
          {t('positions.card.lockedHolds', {
            amount: `${formatTokenAmount(lock.amount, lpDecimals, 6, { language })} LP`,
            date: formatDateTime(lock.end, i18n.language),
            pooled: `${pooled(lock.amount0, token0.decimals)} ${token0.symbol} + ${pooled(lock.amount1, token1.decimals)} ${token1.symbol}`,
            worth:
              quote && lock.value !== undefined
                ? `≈ ${formatTokenAmount(lock.value, quote.decimals, 2, { language, round: true })} ${quote.name}`
                : t('positions.card.noRoute'),
          })}
        </Tag>
      ))}
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        {position.balance > 0n && !removing && (
          <Button block onClick={() => setRemoving(true)} data-testid={testId('open')}>
            {t('positions.card.remove')}
          </Button>
        )}
        {position.balance === 0n && (
          <Typography.Text type="secondary" data-testid={testId('empty')}>
            {t('positions.card.noBalance')}
          </Typography.Text>
        )}
        {removing && position.balance > 0n && (
          <RemoveLiquidityForm entry={entry} position={position} onSettled={onSettled} />
        )}
      </Flex>
    </Card>
  )
}

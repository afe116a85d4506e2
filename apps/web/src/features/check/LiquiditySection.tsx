import { isAllButMinimumLiquidity } from '@tokenbox/core/dex/minimumLiquidity.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { LockedLiquidity, PoolLiquidity } from '@tokenbox/core/safety/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { formatBps, formatChainTime } from '@tokenbox/ui/safety/reasonText.ts'
import { Descriptions, Flex, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'

/** `part` of `whole` in basis points (0 when there is no whole). */
const shareBps = (part: bigint, whole: bigint) => (whole > 0n ? Number((part * 10_000n) / whole) : 0)

/** One bar split into locked, burned and free LP, each part as wide as its share. */
function ShareBar({ parts }: { parts: { key: string; bps: number; color: string }[] }) {
  const { token } = theme.useToken()
  return (
    <div
      aria-hidden
      style={{
        display: 'flex',
        height: 8,
        borderRadius: 4,
        overflow: 'hidden',
        background: token.colorFillSecondary,
      }}
    >
      {parts.map((part) => (
        <div key={part.key} style={{ width: `${part.bps / 100}%`, background: part.color }} />
      ))}
    </div>
  )
}

function LockLine({
  lock,
  lpSupply,
  chainTime,
}: {
  lock: LockedLiquidity
  lpSupply: bigint
  chainTime: bigint
}) {
  const { t, i18n } = useTranslation('check')
  const locker = lock.locker === 'tokenbox' ? t('liquidity.tokenboxLocker') : lock.locker
  const share = formatBps(shareBps(lock.amount, lpSupply))
  const key =
    lock.unlocksAt === undefined
      ? 'liquidity.lockNoDate'
      : lock.unlocksAt <= chainTime
        ? 'liquidity.lockEnded'
        : 'liquidity.lockUntil'
  return (
    <Typography.Text data-testid="safety-lock" style={{ fontSize: 13 }}>
      {t(key, {
        locker,
        share,
        until: lock.unlocksAt === undefined ? '' : formatChainTime(lock.unlocksAt, i18n.language),
      })}
    </Typography.Text>
  )
}

function PoolCard({
  pool,
  symbol,
  decimals,
  chainTime,
}: {
  pool: PoolLiquidity
  symbol: string
  decimals: number
  chainTime: bigint
}) {
  const { t } = useTranslation('check')
  const { token } = theme.useToken()
  const locked = pool.locked.reduce((sum, lock) => sum + lock.amount, 0n)
  const parts = [
    {
      key: 'locked',
      label: t('liquidity.locked'),
      bps: shareBps(locked, pool.lpSupply),
      color: token.colorSuccess,
    },
    {
      key: 'burned',
      label: t('liquidity.burned'),
      bps: shareBps(pool.burned, pool.lpSupply),
      color: token.colorInfo,
    },
    {
      key: 'free',
      label: t('liquidity.free'),
      bps: shareBps(pool.free, pool.lpSupply),
      color: token.colorWarning,
    },
  ]
  return (
    <Flex
      vertical
      gap={8}
      data-testid="safety-pool"
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: 12,
      }}
    >
      <Typography.Text strong>
        {t('liquidity.pool', { symbol, quote: pool.quoteSymbol, dex: pool.dex })}
      </Typography.Text>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'depth',
            label: t('liquidity.depth'),
            children: (
              <span style={{ overflowWrap: 'anywhere' }}>
                {formatTokenAmount(pool.reserveToken, decimals, 4)} {symbol} ·{' '}
                {formatTokenAmount(pool.reserveQuote, pool.quoteDecimals, 4)} {pool.quoteSymbol}
              </span>
            ),
          },
        ]}
      />
      <ShareBar parts={parts} />
      <Flex gap={16} wrap>
        {parts.map((part) => (
          <Flex
            key={part.key}
            gap={6}
            align="center"
            data-testid={`safety-lp-${part.key}`}
            data-bps={part.bps}
          >
            <span
              style={{
                width: 10,
                height: 10,
                borderRadius: 2,
                background: part.color,
                display: 'inline-block',
              }}
            />
            <Typography.Text style={{ fontSize: 13 }}>
              {part.label} {formatBps(part.bps)}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
      {pool.locked.map((lock) => (
        <LockLine key={lock.address} lock={lock} lpSupply={pool.lpSupply} chainTime={chainTime} />
      ))}
      {(isAllButMinimumLiquidity(locked, pool.lpSupply) ||
        isAllButMinimumLiquidity(locked + pool.burned, pool.lpSupply)) && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="safety-minimum-liquidity">
          {t('liquidity.minimumLiquidity')}
        </Typography.Text>
      )}
      {pool.free > 0n && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('liquidity.freeHint')}
        </Typography.Text>
      )}
    </Flex>
  )
}

/**
 * Liquidity: every pool of the token on the chain's exchanges with its depth in both coins and
 * what share of its LP is locked (TokenBox's locker, known public lockers, with their end dates
 * against the chain's clock), burned, or free to be pulled.
 */
export function LiquiditySection({
  pools,
  symbol,
  decimals,
  chainTime,
}: {
  pools: readonly PoolLiquidity[]
  symbol: string
  decimals: number
  chainTime: bigint
}) {
  const { t } = useTranslation('check')
  return (
    <Panel title={t('liquidity.title')} data-testid="safety-liquidity">
      <Flex vertical gap={12}>
        {pools.length === 0 ? (
          <Typography.Text>{t('liquidity.none')}</Typography.Text>
        ) : (
          pools.map((pool) => (
            <PoolCard key={pool.pair} pool={pool} symbol={symbol} decimals={decimals} chainTime={chainTime} />
          ))
        )}
        {pools.some((pool) => pool.locked.some((lock) => lock.unlocksAt !== undefined)) && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('liquidity.clock')}
          </Typography.Text>
        )}
      </Flex>
    </Panel>
  )
}

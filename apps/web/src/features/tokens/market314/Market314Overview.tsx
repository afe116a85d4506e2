import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { liquidityLockFloorDays } from '@tokenbox/core/launch/liquidityLockFloor.ts'
import type { Market314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import { Descriptions, Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { zeroAddress } from 'viem'
import { format314Amount } from './format314Amount.ts'

/**
 * What an ERC314 market is now: the reserves and the price they make, fees and where they go, max
 * wallet, the liquidity lock and its provider, the owner, and the x314 settings.
 */
export function Market314Overview({ state, coin }: { state: Market314State; coin: string }) {
  const { t, i18n } = useTranslation('tokens')
  const amount = (value: bigint) => format314Amount(value, i18n.language)
  const percent = (bps: number) => `${formatLocaleDecimal((bps / 100).toString(), i18n.language)}%`
  const date = (seconds: bigint) => formatDateTime(seconds, i18n.language)
  // Tokens one coin buys at the reserves' price, before fees and impact.
  const price = state.coinReserve > 0n ? (state.tokenReserve * 10n ** 18n) / state.coinReserve : 0n
  const x = state.x314
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" wrap gap={8} align="baseline">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="m314-symbol">
          {state.symbol} <Typography.Text type="secondary">{state.name}</Typography.Text>
        </Typography.Title>
        <Tag
          color={state.tradingOpen ? 'success' : 'default'}
          data-testid="m314-trading"
          data-open={state.tradingOpen}
        >
          {t(state.tradingOpen ? 'm314.panel.tradingOpen' : 'm314.panel.tradingClosed')}
        </Tag>
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'reserves',
            label: t('m314.panel.reserves'),
            children: (
              <span
                data-testid="m314-reserves"
                data-coin={state.coinReserve.toString()}
                data-tokens={state.tokenReserve.toString()}
              >
                {`${amount(state.coinReserve)} ${coin} · ${amount(state.tokenReserve)} ${state.symbol}`}
              </span>
            ),
          },
          {
            key: 'price',
            label: t('m314.panel.price'),
            children:
              price > 0n
                ? t('m314.panel.priceValue', { amount: amount(price), symbol: state.symbol, coin })
                : '—',
          },
          {
            key: 'fees',
            label: t('m314.panel.fees'),
            children: (
              <span data-testid="m314-fees">
                {t('m314.panel.feesValue', {
                  buy: percent(state.buyFeeBps),
                  sell: percent(state.sellFeeBps),
                })}
              </span>
            ),
          },
          {
            key: 'receiver',
            label: t('m314.form.feeReceiver'),
            children: (
              <Typography.Text copyable={{ text: state.feeReceiver }} title={state.feeReceiver}>
                {formatAddress(state.feeReceiver)}
              </Typography.Text>
            ),
          },
          {
            key: 'maxWallet',
            label: t('tax.maxWallet'),
            children: state.maxWallet > 0n ? `${amount(state.maxWallet)} ${state.symbol}` : t('tax.off'),
          },
          {
            key: 'lock',
            label: t('m314.panel.lock'),
            children: (
              <span data-testid="m314-lock" data-until={state.lockedUntil.toString()}>
                {state.provider === zeroAddress
                  ? t('m314.panel.noLiquidity')
                  : state.owner === zeroAddress
                    ? t('m314.panel.lockPermanent')
                    : state.lockedUntil > state.chainTime
                      ? `${t('m314.panel.lockedUntil', { time: date(state.lockedUntil) })} · ${t('m314.panel.lockFloor', { count: liquidityLockFloorDays })}`
                      : t('m314.panel.lockEnded')}
              </span>
            ),
          },
          {
            key: 'owner',
            label: t('manage.owner'),
            children:
              state.owner === zeroAddress ? (
                t('manage.noOwner')
              ) : (
                <Typography.Text copyable={{ text: state.owner }} title={state.owner}>
                  {formatAddress(state.owner)}
                </Typography.Text>
              ),
          },
          ...(x
            ? [
                {
                  key: 'x314',
                  label: t('m314.form.x314Section'),
                  children: t('m314.panel.x314Value', {
                    burn: percent(x.burnBps),
                    invite: percent(x.inviteBps),
                    start:
                      x.tradingStartTime > 0n
                        ? date(x.tradingStartTime)
                        : t(state.sale ? 'm314.form.startAtLaunch' : 'm314.panel.startWithLiquidity'),
                  }),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  )
}

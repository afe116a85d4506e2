import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { liquidityLockFloorDays } from '@tokenbox/core/promises/liquidityLockFloor.ts'
import type { Market314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import { Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { zeroAddress } from 'viem'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { TokenHeading } from '../../../app/layout/TokenHeading.tsx'
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
      <TokenHeading
        symbol={state.symbol}
        name={state.name}
        testId="m314-symbol"
        tag={
          <Tag
            color={state.tradingOpen ? 'success' : 'default'}
            data-testid="m314-trading"
            data-open={state.tradingOpen}
          >
            {t(state.tradingOpen ? 'm314.panel.tradingOpen' : 'm314.panel.tradingClosed')}
          </Tag>
        }
      />
      <FactsTable
        facts={[
          {
            key: 'reserves',
            label: t('m314.panel.reserves'),
            value: `${amount(state.coinReserve)} ${coin} · ${amount(state.tokenReserve)} ${state.symbol}`,
            testId: 'm314-reserves',
            data: { 'data-coin': state.coinReserve.toString(), 'data-tokens': state.tokenReserve.toString() },
          },
          {
            key: 'price',
            label: t('m314.panel.price'),
            value:
              price > 0n
                ? t('m314.panel.priceValue', { amount: amount(price), symbol: state.symbol, coin })
                : '—',
          },
          {
            key: 'fees',
            label: t('m314.panel.fees'),
            value: t('m314.panel.feesValue', {
              buy: percent(state.buyFeeBps),
              sell: percent(state.sellFeeBps),
            }),
            testId: 'm314-fees',
          },
          {
            key: 'receiver',
            label: t('m314.form.feeReceiver'),
            value: <CopyableAddress address={state.feeReceiver} />,
          },
          {
            key: 'maxWallet',
            label: t('tax.maxWallet'),
            value: state.maxWallet > 0n ? `${amount(state.maxWallet)} ${state.symbol}` : t('tax.off'),
          },
          {
            key: 'lock',
            label: t('m314.panel.lock'),
            value:
              state.provider === zeroAddress
                ? t('m314.panel.noLiquidity')
                : state.owner === zeroAddress
                  ? t('m314.panel.lockPermanent')
                  : state.lockedUntil > state.chainTime
                    ? `${t('m314.panel.lockedUntil', { time: date(state.lockedUntil) })} · ${t('m314.panel.lockFloor', { count: liquidityLockFloorDays })}`
                    : t('m314.panel.lockEnded'),
            testId: 'm314-lock',
            data: { 'data-until': state.lockedUntil.toString() },
          },
          {
            key: 'owner',
            label: t('manage.owner'),
            value:
              state.owner === zeroAddress ? t('manage.noOwner') : <CopyableAddress address={state.owner} />,
          },
          x && {
            key: 'x314',
            label: t('m314.form.x314Section'),
            value: t('m314.panel.x314Value', {
              burn: percent(x.burnBps),
              invite: percent(x.inviteBps),
              start:
                x.tradingStartTime > 0n
                  ? date(x.tradingStartTime)
                  : t(state.sale ? 'm314.form.startAtLaunch' : 'm314.panel.startWithLiquidity'),
            }),
          },
        ]}
      />
    </Flex>
  )
}

/** A short address that copies the whole one, the whole one on hover. */
function CopyableAddress({ address }: { address: string }) {
  return (
    <Typography.Text copyable={{ text: address }} title={address}>
      {formatAddress(address)}
    </Typography.Text>
  )
}

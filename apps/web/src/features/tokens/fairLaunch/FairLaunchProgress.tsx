import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { liquidityLockFloorDays } from '@tokenbox/core/launch/liquidityLockFloor.ts'
import { fairLaunchPriceCurve } from '@tokenbox/core/tokens/fairLaunch/fairLaunchMintCost.ts'
import type { FairLaunchState } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { Alert, Descriptions, Flex, Tag, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatEther, formatUnits } from 'viem'
import { UntrustedLockerAlert } from '../../../app/contracts/UntrustedLockerAlert.tsx'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { formatDuration } from '../../../app/time/formatDuration.ts'

const phaseColor = { minting: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * A fair launch's progress as readFairLaunchState gives it: phase, mints of the cap, minters, time
 * left by the chain's clock, the price now and along its curve, the rules, the account's mints,
 * and how to mint from any wallet by sending the coin to the token.
 */
export function FairLaunchProgress({ launch, coin }: { launch: FairLaunchState; coin: string }) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { token } = theme.useToken()
  const number = (value: number | bigint) => formatLocaleDecimal(value.toString(), i18n.language)
  const coins = (value: bigint) => formatLocaleDecimal(formatEther(value), i18n.language)
  const tokens = (value: bigint) => formatLocaleDecimal(formatUnits(value, launch.decimals), i18n.language)
  const percent = (bps: number) => formatLocaleDecimal((bps / 100).toString(), i18n.language)
  const curve = fairLaunchPriceCurve(launch, 5)
  const free = launch.mintFee === 0n
  const days = (seconds: number) => Math.round(seconds / 86_400)
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" wrap gap={8} align="baseline">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="fair-symbol">
          {launch.symbol} <Typography.Text type="secondary">{launch.name}</Typography.Text>
        </Typography.Title>
        <Tag color={phaseColor[launch.phase]} data-testid="fair-phase" data-phase={launch.phase}>
          {t(`fairLaunch.phase.${launch.phase}`)}
        </Tag>
      </Flex>
      <div>
        <ProgressBar
          percent={launch.progressBps / 100}
          format={() => `${percent(launch.progressBps)}%`}
          status={launch.phase === 'failed' ? 'exception' : launch.phase === 'minting' ? 'active' : 'success'}
          strokeColor={launch.phase === 'minting' ? token.colorPrimary : undefined}
          data-testid="fair-progress"
          data-percent={launch.progressBps / 100}
        />
        <Typography.Text data-testid="fair-minted" data-minted={launch.totalMints}>
          {t('fairLaunch.panel.minted', { minted: number(launch.totalMints), cap: number(launch.maxMints) })}
        </Typography.Text>
      </div>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'minters',
            label: t('fairLaunch.panel.minters'),
            children: <span data-testid="fair-minters">{number(launch.minterCount)}</span>,
          },
          {
            key: 'left',
            label: t('sale.panel.timeLeft'),
            children: (
              <span data-testid="fair-time-left">
                {launch.phase === 'minting' && launch.secondsLeft > 0n
                  ? formatDuration(Number(launch.secondsLeft), i18n.language)
                  : t('sale.panel.over')}
              </span>
            ),
          },
          {
            key: 'perMint',
            label: t('fairLaunch.form.mintAmount'),
            children: t('fairLaunch.panel.perMint', {
              amount: tokens(launch.mintAmount),
              symbol: launch.symbol,
              limit: number(launch.mintsPerAddress),
            }),
          },
          {
            key: 'price',
            label: t('fairLaunch.panel.price'),
            children: free ? (
              t('fairLaunch.form.freeMint')
            ) : (
              <span data-testid="fair-price">{`${coins(launch.nextMintPrice)} ${coin}`}</span>
            ),
          },
          {
            key: 'condition',
            label: t('fairLaunch.form.condition'),
            children: t(`fairLaunch.condition.${launch.condition}`),
          },
          {
            key: 'vesting',
            label: t('fairLaunch.form.vesting'),
            children:
              launch.vestingDuration > 0
                ? t('fairLaunch.summary.vestingLinear', {
                    days: number(days(launch.vestingDuration)),
                    count: days(launch.vestingDuration),
                  })
                : t('fairLaunch.summary.vestingImmediate'),
          },
          ...(free
            ? []
            : [
                {
                  key: 'pool',
                  label: t('fairLaunch.form.liquidityPercent'),
                  children: `${t(
                    launch.lpLockDuration > 0 ? 'sale.panel.liquidityLocked' : 'sale.panel.liquidityBurned',
                    {
                      percent: percent(launch.liquidityBps),
                      days: number(days(launch.lpLockDuration)),
                      count: days(launch.lpLockDuration),
                    },
                  )}${launch.lpLockDuration > 0 && launch.lockerTrusted !== false ? ` · ${t('sale.panel.lockFloor', { count: liquidityLockFloorDays })}` : ''}`,
                },
                {
                  key: 'refund',
                  label: t('fairLaunch.form.refundPercent'),
                  children:
                    launch.refundBps > 0
                      ? t('fairLaunch.summary.refund', { percent: percent(launch.refundBps), coin })
                      : t('fairLaunch.summary.noRefund'),
                },
              ]),
          ...(launch.account && launch.account.mints > 0
            ? [
                {
                  key: 'yours',
                  label: t('fairLaunch.panel.yours'),
                  children: (
                    <span data-testid="fair-yours">
                      {t('fairLaunch.panel.yoursValue', {
                        mints: number(launch.account.mints),
                        paid: coins(launch.account.paid),
                        coin,
                      })}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      {!free && (
        <Typography.Text type="secondary" data-testid="fair-curve">
          {t('fairLaunch.panel.curve', {
            premium: percent(launch.premiumBps),
            points: curve.map((point) => `#${number(point.minted + 1)}: ${coins(point.price)}`).join(' · '),
            coin,
          })}
        </Typography.Text>
      )}
      <UntrustedLockerAlert
        trusted={launch.lockerTrusted}
        title={t('sale.panel.untrustedLocker')}
        testId="fair-untrusted-locker"
      />
      {launch.phase === 'minting' && (
        <Alert
          type="info"
          showIcon
          data-testid="fair-how-to-mint"
          title={t(free ? 'fairLaunch.panel.howToMintFree' : 'fairLaunch.panel.howToMint', { coin })}
          description={
            <Flex vertical gap={4}>
              <Typography.Text
                code
                copyable={{ text: launch.token }}
                data-testid="fair-address"
                style={{ wordBreak: 'break-all' }}
              >
                {launch.token}
              </Typography.Text>
              <Typography.Text type="warning">{t('sale.panel.exchangeWarning', { coin })}</Typography.Text>
            </Flex>
          }
        />
      )}
      {launch.phase !== 'trading' && (
        <Typography.Text type="secondary" data-testid="fair-no-trading">
          {t('fairLaunch.panel.notTrading')}
        </Typography.Text>
      )}
      {launch.phase === 'failed' && <Alert type="warning" showIcon title={t('fairLaunch.panel.failed')} />}
    </Flex>
  )
}

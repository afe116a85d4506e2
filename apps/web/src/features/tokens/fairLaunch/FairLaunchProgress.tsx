import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { fairLaunchPriceCurve } from '@tokenbox/core/tokens/fairLaunch/fairLaunchMintCost.ts'
import type { FairLaunchState } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { Alert, Flex, Tag, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatEther, formatUnits } from 'viem'
import { UntrustedLockerAlert } from '../../../app/contracts/UntrustedLockerAlert.tsx'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { TokenHeading } from '../../../app/layout/TokenHeading.tsx'
import { formatDuration } from '../../../app/time/formatDuration.ts'
import { LaunchProgressBar } from '../LaunchProgressBar.tsx'
import { SendToTokenAlert } from '../SendToTokenAlert.tsx'
import { liquidityFateText } from '../sale/liquidityFateText.ts'

const phaseColor = { minting: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * A fair launch's progress as readFairLaunchState gives it: phase, mints of the cap, minters, time
 * left by the chain's clock, the price now and along its curve, the rules, the account's mints,
 * and how to mint from any wallet by sending the coin to the token.
 */
export function FairLaunchProgress({ launch, coin }: { launch: FairLaunchState; coin: string }) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const number = (value: number | bigint) => formatLocaleDecimal(value.toString(), i18n.language)
  const coins = (value: bigint) => formatLocaleDecimal(formatEther(value), i18n.language)
  const tokens = (value: bigint) => formatLocaleDecimal(formatUnits(value, launch.decimals), i18n.language)
  const percent = (bps: number) => formatLocaleDecimal((bps / 100).toString(), i18n.language)
  const curve = fairLaunchPriceCurve(launch, 5)
  const free = launch.mintFee === 0n
  const days = (seconds: number) => Math.round(seconds / 86_400)
  return (
    <Flex vertical gap={16}>
      <TokenHeading
        symbol={launch.symbol}
        name={launch.name}
        testId="fair-symbol"
        tag={
          <Tag color={phaseColor[launch.phase]} data-testid="fair-phase" data-phase={launch.phase}>
            {t(`fairLaunch.phase.${launch.phase}`)}
          </Tag>
        }
      />
      <div>
        <LaunchProgressBar
          percent={launch.progressBps / 100}
          running={launch.phase === 'minting'}
          failed={launch.phase === 'failed'}
          testId="fair-progress"
        />
        <Typography.Text data-testid="fair-minted" data-minted={launch.totalMints}>
          {t('fairLaunch.panel.minted', { minted: number(launch.totalMints), cap: number(launch.maxMints) })}
        </Typography.Text>
      </div>
      <FactsTable
        facts={[
          {
            key: 'minters',
            label: t('fairLaunch.panel.minters'),
            value: number(launch.minterCount),
            testId: 'fair-minters',
          },
          {
            key: 'left',
            label: t('sale.panel.timeLeft'),
            value:
              launch.phase === 'minting' && launch.secondsLeft > 0n
                ? formatDuration(Number(launch.secondsLeft), i18n.language)
                : t('sale.panel.over'),
            testId: 'fair-time-left',
          },
          {
            key: 'perMint',
            label: t('fairLaunch.form.mintAmount'),
            value: t('fairLaunch.panel.perMint', {
              amount: tokens(launch.mintAmount),
              symbol: launch.symbol,
              limit: number(launch.mintsPerAddress),
            }),
          },
          free
            ? { key: 'price', label: t('fairLaunch.panel.price'), value: t('fairLaunch.form.freeMint') }
            : {
                key: 'price',
                label: t('fairLaunch.panel.price'),
                value: `${coins(launch.nextMintPrice)} ${coin}`,
                testId: 'fair-price',
              },
          {
            key: 'condition',
            label: t('fairLaunch.form.condition'),
            value: t(`fairLaunch.condition.${launch.condition}`),
          },
          {
            key: 'vesting',
            label: t('fairLaunch.form.vesting'),
            value:
              launch.vestingDuration > 0
                ? t('fairLaunch.summary.vestingLinear', {
                    days: number(days(launch.vestingDuration)),
                    count: days(launch.vestingDuration),
                  })
                : t('fairLaunch.summary.vestingImmediate'),
          },
          !free && {
            key: 'pool',
            label: t('fairLaunch.form.liquidityPercent'),
            value: liquidityFateText(t as TFunction, i18n.language, launch),
          },
          !free && {
            key: 'refund',
            label: t('fairLaunch.form.refundPercent'),
            value:
              launch.refundBps > 0
                ? t('fairLaunch.summary.refund', { percent: percent(launch.refundBps), coin })
                : t('fairLaunch.summary.noRefund'),
          },
          launch.account &&
            launch.account.mints > 0 && {
              key: 'yours',
              label: t('fairLaunch.panel.yours'),
              value: t('fairLaunch.panel.yoursValue', {
                mints: number(launch.account.mints),
                paid: coins(launch.account.paid),
                coin,
              }),
              testId: 'fair-yours',
            },
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
        <SendToTokenAlert
          title={t(free ? 'fairLaunch.panel.howToMintFree' : 'fairLaunch.panel.howToMint', { coin })}
          token={launch.token}
          warning={t('sale.panel.exchangeWarning', { coin })}
          testId="fair-how-to-mint"
          addressTestId="fair-address"
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

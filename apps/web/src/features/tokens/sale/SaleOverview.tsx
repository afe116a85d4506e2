import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { SaleState } from '@tokenbox/core/tokens/sale/saleState.ts'
import { Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { UntrustedLockerAlert } from '../../../app/contracts/UntrustedLockerAlert.tsx'
import { TokenHeading } from '../../../app/layout/TokenHeading.tsx'
import { ListedTokenPowers } from '../../../app/safety/ListedTokenPowers.tsx'
import { LaunchProgressBar } from '../LaunchProgressBar.tsx'
import { saleFormat } from './saleFormat.ts'

const phaseColor = { active: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * The head of a sale token's screen: its symbol and phase, a warning when the LP goes to a contract
 * that is not TokenBox's locker, the owner powers the token keeps, and the progress (raised of the
 * hard cap, the soft cap marked and whether it was met).
 */
export function SaleOverview({ sale, coin }: { sale: SaleState; coin: string }) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { coins } = saleFormat(i18n.language, sale.decimals)
  const softPercent = sale.hardCap > 0n ? Number((sale.softCap * 10_000n) / sale.hardCap) / 100 : 0
  return (
    <>
      <TokenHeading
        symbol={sale.symbol}
        name={sale.name}
        testId="sale-symbol"
        tag={
          <Tag color={phaseColor[sale.phase]} data-testid="sale-phase" data-phase={sale.phase}>
            {t(`sale.phase.${sale.phase}`)}
          </Tag>
        }
      />
      <UntrustedLockerAlert
        trusted={sale.lockerTrusted}
        title={t('sale.panel.untrustedLocker')}
        testId="sale-untrusted-locker"
      />
      <ListedTokenPowers listed={sale} sold="sale" testId="sale-token-powers" />
      <div>
        <LaunchProgressBar
          percent={sale.progressBps / 100}
          running={sale.phase === 'active'}
          failed={sale.phase === 'failed'}
          testId="sale-progress"
        />
        <Typography.Text data-testid="sale-raised" data-raised={sale.raised.toString()}>
          {t('sale.panel.raised', { raised: coins(sale.raised), hardCap: coins(sale.hardCap), coin })}
        </Typography.Text>
        {sale.softCap > 0n && (
          <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="sale-soft-cap-mark">
            {t('sale.panel.softCapMark', {
              softCap: coins(sale.softCap),
              coin,
              percent: formatLocaleDecimal(softPercent.toString(), i18n.language),
              status:
                sale.raised >= sale.softCap
                  ? t('sale.panel.softCapMet')
                  : sale.phase === 'active'
                    ? t('sale.panel.softCapNotMet')
                    : t('sale.panel.softCapMissed'),
            })}
          </Typography.Text>
        )}
      </div>
    </>
  )
}

import { defaultFairLaunchFormValues } from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { useTranslation } from 'react-i18next'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { TemplateCreatePanel } from '../create/TemplateCreatePanel.tsx'
import { LaunchFormSummary } from '../sale/LaunchFormSummary.tsx'
import { FairLaunchFormFields } from './FairLaunchFormFields.tsx'
import { fairLaunchSummaryLines } from './fairLaunchSummaryLines.ts'
import { useFairLaunchCreate } from './useFairLaunchCreate.ts'

/**
 * Create Token for the fair-launch token: the mint figures, condition, vesting, rates and the
 * pool, the live summary of what the creator can do (the whitelist, when chosen), the price curve
 * and where every token and every coin goes, then the deployment
 * and "Sourcecode Verify" (TemplateCreatePanel).
 */
export function FairLaunchCreatePanel({ onOpenLaunch }: { onOpenLaunch: (address: string) => void }) {
  const { t } = useTranslation('tokens')
  const creation = useFairLaunchCreate()
  const { entry } = useConnectedChainEntry()
  return (
    <TemplateCreatePanel
      initialValues={() => defaultFairLaunchFormValues(Date.now())}
      creation={creation}
      submit={creation.submit}
      fields={<FairLaunchFormFields locker={creation.locker} coin={entry?.nativeCurrency.symbol ?? 'ETH'} />}
      summary={(form) => <LaunchFormSummary form={form} lines={fairLaunchSummaryLines} />}
      onOpen={onOpenLaunch}
      openLabel={t('fairLaunch.result.open')}
    />
  )
}

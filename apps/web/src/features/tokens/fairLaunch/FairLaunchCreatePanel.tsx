import { defaultFairLaunchFormValues } from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { useTranslation } from 'react-i18next'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { TemplateCreatePanel } from '../create/TemplateCreatePanel.tsx'
import { FairLaunchFormFields } from './FairLaunchFormFields.tsx'
import { FairLaunchSummary } from './FairLaunchSummary.tsx'
import { useFairLaunchCreate } from './useFairLaunchCreate.ts'

/**
 * Create Token for the fair-launch token: the mint figures, condition, vesting, rates and the
 * pool, the live summary of what the creator can do and where the coin goes, then the deployment
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
      summary={(form) => <FairLaunchSummary form={form} />}
      onOpen={onOpenLaunch}
      openLabel={t('fairLaunch.result.open')}
    />
  )
}

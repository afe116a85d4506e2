import type { FairLaunchFormValues } from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { Form, type FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { fairLaunchSummaryLines } from './fairLaunchSummaryLines.ts'

/**
 * What the fair-launch token will do, rebuilt as the user types: the creator's only power (the
 * whitelist, when chosen), the price curve, then where every token and every coin goes.
 */
export function FairLaunchSummary({ form }: { form: FormInstance<FairLaunchFormValues> }) {
  const { t, i18n } = useTranslation('tokens')
  const { entry } = useConnectedChainEntry()
  const values = (Form.useWatch([], form) ?? {}) as Partial<FairLaunchFormValues>
  const lines = fairLaunchSummaryLines(values, {
    t,
    language: i18n.language,
    coin: entry?.nativeCurrency.symbol ?? 'ETH',
    dex: entry?.swaps.find((swap) => swap.router === values.router)?.name,
  })
  return <SummaryLineList lines={lines} />
}

import { Form, type FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { type SummaryLine, SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import type { LaunchSummaryContext } from './launchSummaryParts.ts'

/**
 * A self-launching token's live summary (the sale's, the fair launch's), rebuilt as the user types:
 * `lines` words the form's values with the chain's coin and the DEX the form chose.
 *
 * @example
 * <LaunchFormSummary form={form} lines={saleSummaryLines} />
 */
export function LaunchFormSummary<Values extends { router?: string }>({
  form,
  lines,
}: {
  form: FormInstance<Values>
  lines: (values: Partial<Values>, context: LaunchSummaryContext) => SummaryLine[]
}) {
  const { t, i18n } = useTranslation('tokens')
  const { entry } = useConnectedChainEntry()
  const values = (Form.useWatch([], form) ?? {}) as Partial<Values>
  const context = {
    t,
    language: i18n.language,
    coin: entry?.nativeCurrency.symbol ?? 'ETH',
    dex: entry?.swaps.find((swap) => swap.router === values.router)?.name,
  }
  return <SummaryLineList lines={lines(values, context)} />
}

import type { SaleFormValues } from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { Form, type FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { saleSummaryLines } from './saleSummaryLines.ts'

/**
 * What the sale token will do, rebuilt as the user types (the other create screens' live summary):
 * the owner's only power, then where every token and every coin raised goes.
 */
export function SaleSummary({ form }: { form: FormInstance<SaleFormValues> }) {
  const { t, i18n } = useTranslation('tokens')
  const { entry } = useConnectedChainEntry()
  const values = (Form.useWatch([], form) ?? {}) as Partial<SaleFormValues>
  const lines = saleSummaryLines(values, {
    t,
    language: i18n.language,
    coin: entry?.nativeCurrency.symbol ?? 'ETH',
    dex: entry?.swaps.find((swap) => swap.router === values.router)?.name,
  })
  return <SummaryLineList lines={lines} />
}

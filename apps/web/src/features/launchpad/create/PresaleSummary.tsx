import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Form, type FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { type FeesShown, presaleSummaryLines } from './presaleSummaryLines.ts'

/** The create form's live summary, rebuilt as the user types (presaleSummaryLines). */
export function PresaleSummary({
  form,
  fees,
  locker,
}: {
  form: FormInstance<PresaleDraft>
  fees: FeesShown | undefined
  locker: `0x${string}` | null
}) {
  const { t, i18n } = useTranslation('launchpad')
  const { entry } = useConnectedChainEntry()
  // Watched so the summary follows every field; the whole draft (decimals set by effects included) is read below.
  Form.useWatch([], form)
  const draft = form.getFieldsValue(true) as PresaleDraft
  const token = useToken(draft.token)
  if (!draft.mode) return null
  const lines = presaleSummaryLines(draft, {
    t,
    language: i18n.language,
    fees,
    coin: draft.payCoins?.[0]?.symbol || entry?.nativeCurrency.symbol || 'ETH',
    symbol: token.data?.symbol ?? '',
    nowMs: Date.now(),
    locker,
  })
  return <SummaryLineList lines={lines} />
}

import type { MiningDraft } from '@tokenbox/core/mining/miningDraft.ts'
import { Form, type FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { miningSummaryLines } from './miningSummaryLines.ts'

/** The create form's live summary, rebuilt as the user types (miningSummaryLines). */
export function MiningSummary({ form }: { form: FormInstance<MiningDraft> }) {
  const { t, i18n } = useTranslation('mining')
  // Watched so the summary follows every field; the whole draft (decimals set by effects included) is read below.
  Form.useWatch([], form)
  const draft = form.getFieldsValue(true) as MiningDraft
  const stake = useToken(draft.stakeToken)
  const reward = useToken(draft.rewardToken)
  if (!draft.kind) return null
  return (
    <SummaryLineList
      lines={miningSummaryLines(draft, {
        t,
        language: i18n.language,
        stakeSymbol: stake.data?.symbol ?? '',
        rewardSymbol: reward.data?.symbol ?? '',
        nowMs: Date.now(),
      })}
    />
  )
}

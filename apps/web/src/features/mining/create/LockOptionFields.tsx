import type { MiningDraft } from '@tokenbox/core/mining/miningDraft.ts'
import { miningLimits } from '@tokenbox/core/mining/validateMiningDraft.ts'
import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { DraftField, SectionDivider } from '../../../app/forms/DraftField.tsx'
import { DraftRowList } from '../../../app/forms/DraftRowList.tsx'

/**
 * Lock periods (Lock and Advanced Mine): each a number of days and the reward multiple a stake in
 * it earns, then whether a locked stake may leave early and the penalty it pays. A Lock pool needs
 * at least one ("Lock duration setting item is empty"); an Advanced pool may have none.
 */
export function LockOptionFields() {
  const { t } = useTranslation('mining')
  const form = Form.useFormInstance<MiningDraft>()
  const earlyExit = Form.useWatch('earlyExit', form)
  return (
    <>
      <SectionDivider title={t('form.locks')} />
      <DraftRowList
        name="lockOptions"
        max={miningLimits.maxLockOptions}
        newRow={{ days: undefined, multiple: '1' }}
        addLabel={t('form.addLock')}
        addTestId="mining-add-lock"
        columns={(index) => [
          {
            kind: 'days',
            field: 'days',
            label: t('form.lockDays', { number: index + 1 }),
            minDays: 0,
            maxDays: miningLimits.maxLockDays,
          },
          { kind: 'amount', field: 'multiple', label: t('form.multiple'), suffix: '×' },
        ]}
      />
      <DraftField kind="switch" path="earlyExit" hint />
      {earlyExit && <DraftField kind="percent" path="earlyExitPenaltyPercent" hint />}
    </>
  )
}

import type { MiningDraft } from '@tokenbox/core/mining/miningDraft.ts'
import { miningLimits } from '@tokenbox/core/mining/validateMiningDraft.ts'
import { Col, Form, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  AddRowButton,
  DraftField,
  RemoveRowColumn,
  SectionDivider,
  useDraftRule,
} from '../../../app/forms/DraftField.tsx'

/**
 * Lock periods (Lock and Advanced Mine): each a number of days and the reward multiple a stake in
 * it earns, then whether a locked stake may leave early and the penalty it pays. A Lock pool needs
 * at least one ("Lock duration setting item is empty"); an Advanced pool may have none.
 */
export function LockOptionFields() {
  const { t } = useTranslation('mining')
  const form = Form.useFormInstance<MiningDraft>()
  const earlyExit = Form.useWatch('earlyExit', form)
  const listRule = useDraftRule('lockOptions')
  return (
    <>
      <SectionDivider title={t('form.locks')} />
      <Form.List name="lockOptions" rules={[listRule]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Col xs={24} key={field.key}>
                <Row gutter={16}>
                  <DraftField
                    kind="days"
                    path={`lockOptions.${index}.days`}
                    listField={field.name}
                    label={t('form.lockDays', { number: index + 1 })}
                    minDays={0}
                    maxDays={miningLimits.maxLockDays}
                    xs={11}
                    md={10}
                  />
                  <DraftField
                    kind="amount"
                    path={`lockOptions.${index}.multiple`}
                    listField={field.name}
                    label={t('form.multiple')}
                    suffix="×"
                    xs={11}
                    md={10}
                  />
                  <RemoveRowColumn xs={2} md={4} onRemove={() => remove(field.name)} />
                </Row>
              </Col>
            ))}
            <Col xs={24}>
              <Form.ErrorList errors={errors} />
            </Col>
            {fields.length < miningLimits.maxLockOptions && (
              <AddRowButton
                column
                onClick={() => add({ days: undefined, multiple: '1' })}
                testId="mining-add-lock"
              >
                {t('form.addLock')}
              </AddRowButton>
            )}
          </>
        )}
      </Form.List>
      <DraftField kind="switch" path="earlyExit" hint />
      {earlyExit && <DraftField kind="percent" path="earlyExitPenaltyPercent" hint />}
    </>
  )
}

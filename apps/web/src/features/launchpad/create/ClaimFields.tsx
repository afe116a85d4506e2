import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Col, Form, Radio } from 'antd'
import { useTranslation } from 'react-i18next'
import { PresaleField, SectionDivider } from './PresaleField.tsx'
import { presaleRule } from './presaleRule.ts'

/** How buyers get their tokens (at once, at the end, or vested) and how they may leave early. */
export function ClaimFields() {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const claimMode = Form.useWatch('claimMode', form)
  const emergency = Form.useWatch('emergencyWithdraw', form)
  return (
    <>
      <SectionDivider title={t('form.claims')} />
      <Col xs={24}>
        <Form.Item
          name="claimMode"
          label={t('form.claimMode')}
          rules={[presaleRule(t, form, 'claimMode')]}
          dependencies={['softCap', 'emergencyWithdraw']}
        >
          <Radio.Group
            data-testid="presale-claimMode"
            options={(['immediately', 'atEnd', 'linear'] as const).map((value) => ({
              value,
              label: t(`claimMode.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      {claimMode === 'linear' && (
        <>
          <PresaleField kind="date" path="vestingStart" dependencies={['endTime']} md={8} />
          <PresaleField kind="days" path="vestingIntervalDays" xs={12} md={8} />
          <PresaleField kind="percent" path="vestingPercent" xs={12} md={8} />
        </>
      )}
      <PresaleField kind="switch" path="emergencyWithdraw" hint md={8} />
      {emergency && (
        <PresaleField
          kind="percent"
          path="emergencyPenaltyPercent"
          label={t('form.emergencyPenalty')}
          xs={12}
          md={8}
        />
      )}
      <PresaleField
        kind="days"
        path="finalizeGraceDays"
        hint="finalizeGraceHint"
        maxDays={30}
        xs={12}
        md={8}
      />
    </>
  )
}

import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Col, Divider, Form, Radio } from 'antd'
import { useTranslation } from 'react-i18next'
import { PresaleField } from './PresaleField.tsx'
import { presaleRule } from './presaleRule.ts'

/** How buyers get their tokens (at once, at the end, or vested) and how they may leave early. */
export function ClaimFields() {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const claimMode = Form.useWatch('claimMode', form)
  const emergency = Form.useWatch('emergencyWithdraw', form)
  return (
    <>
      <Col xs={24}>
        <Divider titlePlacement="start" plain>
          {t('form.claims')}
        </Divider>
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
          <Col xs={24} md={8}>
            <PresaleField
              kind="date"
              path="vestingStart"
              label={t('form.vestingStart')}
              dependencies={['endTime']}
            />
          </Col>
          <Col xs={12} md={8}>
            <PresaleField kind="days" path="vestingIntervalDays" label={t('form.vestingIntervalDays')} />
          </Col>
          <Col xs={12} md={8}>
            <PresaleField kind="percent" path="vestingPercent" label={t('form.vestingPercent')} />
          </Col>
        </>
      )}
      <Col xs={24} md={8}>
        <PresaleField
          kind="switch"
          path="emergencyWithdraw"
          label={t('form.emergencyWithdraw')}
          tooltip={t('form.emergencyWithdrawHint')}
        />
      </Col>
      {emergency && (
        <Col xs={12} md={8}>
          <PresaleField kind="percent" path="emergencyPenaltyPercent" label={t('form.emergencyPenalty')} />
        </Col>
      )}
      <Col xs={12} md={8}>
        <PresaleField
          kind="days"
          path="finalizeGraceDays"
          label={t('form.finalizeGraceDays')}
          tooltip={t('form.finalizeGraceHint')}
          maxDays={30}
        />
      </Col>
    </>
  )
}

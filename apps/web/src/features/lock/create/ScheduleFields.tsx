import {
  type CycleUnit,
  cycleUnits,
  type LockFormValues,
  validateCycle,
  validateEnd,
  validateFutureDate,
  validateLockPercent,
} from '@tokenbox/core/lock/lockDraft.ts'
import type { LockKind } from '@tokenbox/core/lock/lockSchedule.ts'
import { Col, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { DateField } from './DateField.tsx'

/** The release schedule: fixed, linear by time, or linear by period, with the fields each needs. */
export function ScheduleFields() {
  const { t } = useTranslation('lock')
  const form = Form.useFormInstance<LockFormValues>()
  const kind = Form.useWatch('kind', form) as LockKind | undefined
  const rule = <T,>(validate: (value: T) => ReturnType<typeof validateCycle>) =>
    issueRule(t, validate, 'lock')
  return (
    <>
      <Form.Item name="kind" label={t('form.kind')}>
        <Radio.Group optionType="button" buttonStyle="solid" data-testid="lock-kind">
          {(['fixed', 'linear', 'period'] as const).map((value) => (
            <Radio.Button key={value} value={value} data-testid={`lock-kind-${value}`}>
              {t(`kind.${value}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      {kind === 'fixed' && (
        <DateField
          name="unlockAt"
          label={t('form.unlockAt')}
          testId="lock-unlock-at"
          rules={[rule((value?: number) => validateFutureDate(value, Date.now(), 'form.unlockAt'))]}
        />
      )}
      {kind === 'linear' && (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <DateField
              name="startAt"
              label={t('form.startAt')}
              testId="lock-start-at"
              rules={[
                rule((value?: number) =>
                  value ? undefined : { key: 'validation.empty', params: { field: 'form.startAt' } },
                ),
              ]}
            />
          </Col>
          <Col xs={24} sm={12}>
            <DateField
              name="endAt"
              label={t('form.endAt')}
              testId="lock-end-at"
              dependencies={['startAt']}
              rules={[
                rule((value?: number) => validateEnd(value, form.getFieldValue('startAt'), Date.now())),
              ]}
            />
          </Col>
        </Row>
      )}
      {kind === 'period' && (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <DateField
              name="firstReleaseAt"
              label={t('form.firstReleaseAt')}
              testId="lock-first-release-at"
              rules={[rule((value?: number) => validateFutureDate(value, Date.now(), 'form.firstReleaseAt'))]}
            />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="firstPercent"
              label={t('form.firstPercent')}
              rules={[rule((value?: string) => validateLockPercent(value, true, 'form.firstPercent'))]}
            >
              <Input suffix="%" inputMode="decimal" data-testid="lock-first-percent" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.cycle')} required={false}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="cycle"
                  noStyle
                  dependencies={['cycleUnit']}
                  rules={[
                    rule((value?: number | null) =>
                      validateCycle(value, form.getFieldValue('cycleUnit') as CycleUnit),
                    ),
                  ]}
                >
                  <InputNumber
                    min={1}
                    precision={0}
                    style={{ width: '60%' }}
                    aria-label={t('form.cycle')}
                    data-testid="lock-cycle"
                  />
                </Form.Item>
                <Form.Item name="cycleUnit" noStyle>
                  <Select
                    style={{ width: '40%' }}
                    aria-label={t('form.cycleUnit')}
                    data-testid="lock-cycle-unit"
                    options={(Object.keys(cycleUnits) as CycleUnit[]).map((unit) => ({
                      value: unit,
                      label: t(`unit.${unit}`),
                    }))}
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="cyclePercent"
              label={t('form.cyclePercent')}
              rules={[rule((value?: string) => validateLockPercent(value, false, 'form.cyclePercent'))]}
            >
              <Input suffix="%" inputMode="decimal" data-testid="lock-cycle-percent" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  )
}

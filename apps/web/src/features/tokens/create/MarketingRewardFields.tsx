import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { percentToBps } from '@tokenbox/core/format/percentToBps.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { validatePercent, validateWhole } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Button, Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { issueRule } from './issueRule.ts'
import { SwitchHeading } from './SwitchHeading.tsx'

const amountRule = (t: Parameters<typeof issueRule>[0], decimals: number, field: string) =>
  issueRule(t, (value: string) => validateAmount(value, decimals, { allowZero: true, field }))

const fields = fieldTable('tokens', 'tax', {
  fomoWindowMinutes: {
    kind: 'whole',
    label: 'tax.fomoWindow',
    hint: true,
    testId: 'tax-fomo-window',
    xs: 12,
    md: 6,
  },
  fomoThreshold: { kind: 'amount', hint: true, testId: 'tax-fomo-threshold', xs: 12, md: 6 },
  fomoTopWinners: { kind: 'whole', label: 'tax.fomoWinners', testId: 'tax-fomo-winners', xs: 12, md: 6 },
  fomoRewardPercent: {
    kind: 'percent',
    label: 'tax.fomoReward',
    hint: true,
    testId: 'tax-fomo-reward',
    xs: 12,
    md: 6,
  },
})

/** Invitation rewards: a share per generation (up to six), the inviter's minimum holding and the binding transfer. */
export function InviteRewardFields() {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const decimals = Form.useWatch('decimals', form) ?? 18
  const invite = Form.useWatch('inviteEnabled', form)
  return (
    <>
      <SwitchHeading title={t('tax.section.invitation')} name="inviteEnabled" testId="tax-invite" />
      {invite && (
        <>
          <Form.List name="invitePercents">
            {(fields, { add, remove }) => (
              <Row gutter={16}>
                {fields.map((field, index) => (
                  <Col xs={12} md={8} key={field.key}>
                    <Form.Item
                      name={field.name}
                      label={t('tax.generation', { n: index + 1 })}
                      rules={[issueRule(t, (value: string) => validatePercent(value, 'tax.inviteReward'))]}
                    >
                      <Input
                        inputMode="decimal"
                        suffix="%"
                        data-testid={`tax-invite-${index}`}
                        addonAfter={
                          fields.length > 1 ? (
                            <Button
                              type="text"
                              size="small"
                              icon={<MinusCircleOutlined />}
                              aria-label={t('tax.removeGeneration', { n: index + 1 })}
                              onClick={() => remove(field.name)}
                            />
                          ) : undefined
                        }
                      />
                    </Form.Item>
                  </Col>
                ))}
                {fields.length < 6 && (
                  <Col xs={12} md={8} style={{ paddingTop: 30 }}>
                    <Button icon={<PlusOutlined />} onClick={() => add('0')} data-testid="tax-invite-add">
                      {t('tax.addGeneration')}
                    </Button>
                  </Col>
                )}
              </Row>
            )}
          </Form.List>
          <Row gutter={16}>
            {(['inviterMinHold', 'minTransferToBind'] as const).map((name) => (
              <Col xs={24} md={12} key={name}>
                <Form.Item
                  name={name}
                  label={t(`tax.${name}`)}
                  tooltip={t(`tax.${name}Hint`)}
                  rules={[amountRule(t, decimals, `tax.${name}`)]}
                >
                  <Input inputMode="decimal" data-testid={`tax-${name}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  )
}

/** The fomo prize pool: its window, the buy that enters it, the winners and their share. */
export function FomoPoolFields() {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const decimals = Form.useWatch('decimals', form) ?? 18
  const fomo = Form.useWatch('fomoEnabled', form)
  return (
    <>
      <SwitchHeading title={t('tax.section.fomo')} name="fomoEnabled" testId="tax-fomo" />
      {fomo && (
        <Row gutter={16}>
          <FieldColumn
            field={fields.fomoWindowMinutes}
            rules={[issueRule(t, (value: number) => validateWhole(value, 1, 10_080))]}
          />
          <FieldColumn field={fields.fomoThreshold} rules={[amountRule(t, decimals, 'tax.fomoThreshold')]} />
          <FieldColumn
            field={fields.fomoTopWinners}
            rules={[issueRule(t, (value: number) => validateWhole(value, 1, 10))]}
          />
          <FieldColumn
            field={fields.fomoRewardPercent}
            rules={[
              // A share of the pool: up to all of it, and something (0 would pay nobody).
              issueRule(
                t,
                (value: string) =>
                  validatePercent(value, 'tax.fomoReward', 10_000) ??
                  (percentToBps(value) === 0 ? { key: 'validation.invalidPercent' } : undefined),
              ),
            ]}
          />
        </Row>
      )}
    </>
  )
}

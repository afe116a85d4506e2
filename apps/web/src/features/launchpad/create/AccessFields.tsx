import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { presaleLimits } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import { Col, Divider, Flex, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { AddRowButton, PresaleField, RemoveRowButton } from './PresaleField.tsx'
import { presaleRule } from './presaleRule.ts'

/** Who may buy and what else the sale gives: whitelist tiers, bind-before-buy, invitation rewards, team tokens. */
export function AccessFields() {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const whitelist = Form.useWatch('whitelist', form)
  return (
    <>
      <Col xs={24}>
        <Divider titlePlacement="start" plain>
          {t('form.access')}
        </Divider>
      </Col>
      <Col xs={24} md={12}>
        <PresaleField
          kind="switch"
          path="whitelist"
          label={t('form.whitelist')}
          tooltip={t('form.whitelistHint')}
        />
      </Col>
      <Col xs={24} md={12}>
        <PresaleField
          kind="switch"
          path="bindBeforeBuy"
          label={t('form.bindBeforeBuy')}
          tooltip={t('form.bindBeforeBuyHint')}
        />
      </Col>
      {whitelist && <TierFields />}
      <Col xs={24}>
        <InviteRateFields />
      </Col>
      <Col xs={24} md={12}>
        <PresaleField
          kind="amount"
          path="teamTokens"
          label={t('form.teamTokens')}
          tooltip={t('form.teamTokensHint')}
        />
      </Col>
      <Col xs={24} md={12}>
        <PresaleField kind="days" path="teamUnlockDays" label={t('form.teamUnlockDays')} />
      </Col>
    </>
  )
}

/** Whitelist tiers: the addresses of each and the time it may start buying. */
function TierFields() {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  return (
    <Form.List name="tiers">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Col xs={24} key={field.key}>
              <Row gutter={16}>
                <Col xs={24} md={14}>
                  <Form.Item
                    name={[field.name, 'addresses']}
                    label={t('form.tier', { number: index + 1 })}
                    rules={[presaleRule(t, form, `tiers.${index}.addresses`)]}
                  >
                    <Input.TextArea
                      rows={3}
                      spellCheck={false}
                      placeholder="0x…"
                      data-testid={`presale-tier-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={20} md={8}>
                  <PresaleField
                    kind="date"
                    name={[field.name, 'startTime']}
                    path={`tiers.${index}.startTime`}
                    label={t('form.tierStart')}
                  />
                </Col>
                <Col xs={4} md={2}>
                  {fields.length > 1 && <RemoveRowButton onClick={() => remove(field.name)} />}
                </Col>
              </Row>
            </Col>
          ))}
          {fields.length < presaleLimits.maxTiers && (
            <Col xs={24} style={{ marginBottom: 16 }}>
              <AddRowButton onClick={() => add({ addresses: '', startTime: undefined })}>
                {t('form.addTier')}
              </AddRowButton>
            </Col>
          )}
        </>
      )}
    </Form.List>
  )
}

/** Invitation rewards: one percentage per generation of inviters. */
function InviteRateFields() {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  return (
    <Form.List name="inviteRates">
      {(fields, { add, remove }) => (
        <Form.Item label={t('form.inviteRates')} tooltip={t('form.inviteRatesHint')}>
          <Flex gap={8} wrap>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={4} align="start">
                <Form.Item
                  name={field.name}
                  rules={[presaleRule(t, form, `inviteRates.${index}`)]}
                  style={{ margin: 0 }}
                >
                  <Input
                    inputMode="decimal"
                    suffix="%"
                    prefix={t('form.generation', { number: index + 1 })}
                    style={{ width: 150 }}
                    data-testid={`presale-invite-${index}`}
                  />
                </Form.Item>
                <RemoveRowButton inline onClick={() => remove(field.name)} />
              </Flex>
            ))}
            {fields.length < presaleLimits.maxGenerations && (
              <AddRowButton onClick={() => add('')} testId="presale-add-invite">
                {t('form.addGeneration')}
              </AddRowButton>
            )}
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  )
}

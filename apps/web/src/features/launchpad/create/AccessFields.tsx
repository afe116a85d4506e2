import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { presaleLimits } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import { Col, Flex, Form, Input, Row, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  AddRowButton,
  PresaleField,
  RemoveRowButton,
  RemoveRowColumn,
  SectionDivider,
} from './PresaleField.tsx'
import { presaleRule } from './presaleRule.ts'

/**
 * Who may buy and what else the sale gives: whitelist tiers (stored, or a Merkle root past the
 * stored limit) and the time the sale opens to everyone, bind-before-buy, invitation rewards, team tokens.
 */
export function AccessFields() {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const whitelist = Form.useWatch('whitelist', form)
  return (
    <>
      <SectionDivider title={t('form.access')} />
      <PresaleField kind="switch" path="whitelist" hint />
      <PresaleField kind="switch" path="bindBeforeBuy" hint />
      {whitelist && <TierFields />}
      {whitelist && (
        <Col xs={24}>
          <Typography.Text type="secondary" data-testid="presale-merkle-hint">
            {t('form.merkleHint', {
              stored: presaleLimits.maxStoredWhitelist,
              max: presaleLimits.maxMerkleWhitelist,
            })}
          </Typography.Text>
        </Col>
      )}
      {whitelist && <PresaleField kind="date" path="publicTime" hint />}
      <Col xs={24}>
        <InviteRateFields />
      </Col>
      <PresaleField kind="amount" path="teamTokens" hint />
      <PresaleField kind="days" path="teamUnlockDays" />
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
                <PresaleField
                  kind="date"
                  path={`tiers.${index}.startTime`}
                  listField={field.name}
                  label={t('form.tierStart')}
                  xs={20}
                  md={8}
                />
                <RemoveRowColumn
                  xs={4}
                  md={2}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              </Row>
            </Col>
          ))}
          {fields.length < presaleLimits.maxTiers && (
            <AddRowButton column onClick={() => add({ addresses: '', startTime: undefined })}>
              {t('form.addTier')}
            </AddRowButton>
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
                    aria-label={`${t('form.inviteRates')}: ${t('form.generation', { number: index + 1 })}`}
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

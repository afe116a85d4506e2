import { validateLink, validateTradingStart, validateWhole } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Alert, Col, Divider, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { issueRule } from './issueRule.ts'
import { FomoPoolFields, InviteRewardFields } from './MarketingRewardFields.tsx'
import { OptionSwitches } from './OptionSwitches.tsx'
import { RenounceUntilField } from './RenounceUntilField.tsx'

const fields = fieldTable('tokens', 'tax', {
  tradingStartMode: {
    kind: 'choice',
    label: 'tax.tradingStart',
    hint: true,
    testId: 'tax-trading-start',
    choices: [
      ['manual', 'tax.tradingManual'],
      ['timed', 'tax.tradingTimed'],
    ],
  },
  botBlocks: { kind: 'whole', hint: true, testId: 'tax-bot-blocks', xs: 12 },
  airdropCount: { kind: 'whole', hint: true, testId: 'tax-airdrop', xs: 12 },
})

/**
 * Launch and extras of a trading token: manual or timed trading start, anti-bot buy cap window, dust
 * airdrop, invitation rewards by generation, the fomo prize pool, on-chain links, and the common
 * options (burn, blacklist, fake renounce).
 */
export function MarketingLaunchFields({ saleLaunch = false }: { saleLaunch?: boolean }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const timed = Form.useWatch('tradingStartMode', form) === 'timed'
  const timedRenounce = Form.useWatch('timedRenounceEnabled', form)

  return (
    <>
      <Divider titlePlacement="start">{t('tax.section.launch')}</Divider>
      <Row gutter={16}>
        {saleLaunch ? (
          <Col xs={24}>
            <Alert type="info" showIcon title={t('sale.tax.tradingAtLaunch')} style={{ marginBottom: 16 }} />
          </Col>
        ) : (
          <>
            <FieldColumn field={fields.tradingStartMode} />
            <Col xs={24} md={12}>
              {timed && (
                <Form.Item
                  name="tradingStartsAt"
                  label={t('tax.tradingStartsAt')}
                  {...epochMsItemProps}
                  rules={[issueRule(t, (value?: number) => validateTradingStart(value, Date.now()))]}
                >
                  <DateTimePicker data-testid="tax-trading-starts-at" />
                </Form.Item>
              )}
            </Col>
          </>
        )}
        <FieldColumn
          field={fields.botBlocks}
          rules={[issueRule(t, (value: number) => validateWhole(value, 0, 20))]}
        />
        <FieldColumn
          field={fields.airdropCount}
          rules={[issueRule(t, (value: number) => validateWhole(value, 0, 5))]}
        />
      </Row>

      <InviteRewardFields />
      <FomoPoolFields />

      <Divider titlePlacement="start">{t('tax.section.info')}</Divider>
      <Row gutter={16}>
        {(['twitter', 'telegram', 'website'] as const).map((name) => (
          <Col xs={24} md={8} key={name}>
            <Form.Item name={name} label={t(`tax.${name}`)} rules={[issueRule(t, validateLink)]}>
              <Input placeholder="https://" spellCheck={false} data-testid={`tax-${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>

      <Divider titlePlacement="start">{t('tax.section.options')}</Divider>
      <OptionSwitches names={['burnable', 'blacklistEnabled', 'timedRenounceEnabled']} />
      {timedRenounce && <RenounceUntilField />}
    </>
  )
}

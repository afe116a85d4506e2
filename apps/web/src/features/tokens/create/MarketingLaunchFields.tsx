import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { percentToBps } from '@tokenbox/core/format/percentToBps.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  validateLink,
  validatePercent,
  validateTradingStart,
  validateWhole,
} from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Alert, Button, Col, Divider, Flex, Form, Input, Radio, Row, Switch, theme } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { issueRule } from './issueRule.ts'
import { OptionSwitches } from './OptionSwitches.tsx'
import { RenounceUntilField } from './RenounceUntilField.tsx'
import { WholeNumberInput } from './WholeNumberInput.tsx'

const amountRule = (t: Parameters<typeof issueRule>[0], decimals: number, field: string) =>
  issueRule(t, (value: string) => validateAmount(value, decimals, { allowZero: true, field }))

/**
 * Launch and extras of a trading token: manual or timed trading start, anti-bot buy cap window, dust
 * airdrop, invitation rewards by generation, the fomo prize pool, on-chain links, and the common
 * options (burn, blacklist, fake renounce).
 */
export function MarketingLaunchFields({ saleLaunch = false }: { saleLaunch?: boolean }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const decimals = Form.useWatch('decimals', form) ?? 18
  const timed = Form.useWatch('tradingStartMode', form) === 'timed'
  const invite = Form.useWatch('inviteEnabled', form)
  const fomo = Form.useWatch('fomoEnabled', form)
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
            <Col xs={24} md={12}>
              <Form.Item
                name="tradingStartMode"
                label={t('tax.tradingStart')}
                tooltip={t('tax.tradingStartHint')}
              >
                <Radio.Group
                  data-testid="tax-trading-start"
                  options={[
                    { value: 'manual', label: t('tax.tradingManual') },
                    { value: 'timed', label: t('tax.tradingTimed') },
                  ]}
                />
              </Form.Item>
            </Col>
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
        <Col xs={12}>
          <Form.Item
            name="botBlocks"
            label={t('tax.botBlocks')}
            tooltip={t('tax.botBlocksHint')}
            rules={[issueRule(t, (value: number) => validateWhole(value, 0, 20))]}
          >
            <WholeNumberInput data-testid="tax-bot-blocks" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="airdropCount"
            label={t('tax.airdropCount')}
            tooltip={t('tax.airdropCountHint')}
            rules={[issueRule(t, (value: number) => validateWhole(value, 0, 5))]}
          >
            <WholeNumberInput data-testid="tax-airdrop" />
          </Form.Item>
        </Col>
      </Row>

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

      <SwitchHeading title={t('tax.section.fomo')} name="fomoEnabled" testId="tax-fomo" />
      {fomo && (
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item
              name="fomoWindowMinutes"
              label={t('tax.fomoWindow')}
              tooltip={t('tax.fomoWindowHint')}
              rules={[issueRule(t, (value: number) => validateWhole(value, 1, 10_080))]}
            >
              <WholeNumberInput data-testid="tax-fomo-window" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="fomoThreshold"
              label={t('tax.fomoThreshold')}
              tooltip={t('tax.fomoThresholdHint')}
              rules={[amountRule(t, decimals, 'tax.fomoThreshold')]}
            >
              <Input inputMode="decimal" data-testid="tax-fomo-threshold" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="fomoTopWinners"
              label={t('tax.fomoWinners')}
              rules={[issueRule(t, (value: number) => validateWhole(value, 1, 10))]}
            >
              <WholeNumberInput data-testid="tax-fomo-winners" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="fomoRewardPercent"
              label={t('tax.fomoReward')}
              tooltip={t('tax.fomoRewardHint')}
              rules={[
                // A share of the pool: up to all of it, and something (0 would pay nobody).
                issueRule(
                  t,
                  (value: string) =>
                    validatePercent(value, 'tax.fomoReward', 10_000) ??
                    (percentToBps(value) === 0 ? { key: 'validation.invalidPercent' } : undefined),
                ),
              ]}
            >
              <Input inputMode="decimal" suffix="%" data-testid="tax-fomo-reward" />
            </Form.Item>
          </Col>
        </Row>
      )}

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

/**
 * A section's title with the switch that turns the section on, drawn as a divider with its title
 * at the start (antd's Divider draws a separator, which must hold no control): the title names
 * the switch.
 */
function SwitchHeading({
  title,
  name,
  testId,
}: {
  title: string
  name: keyof TokenFormValues
  testId: string
}) {
  const { token } = theme.useToken()
  const id = useId()
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`
  return (
    <Flex align="center" gap={8} style={{ margin: `${token.marginLG}px 0` }}>
      <span aria-hidden style={{ width: '5%', borderBlockStart: line }} />
      <span id={id} style={{ fontWeight: 500, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>
        {title}
      </span>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch size="small" aria-labelledby={id} data-testid={testId} />
      </Form.Item>
      <span aria-hidden style={{ flex: 1, borderBlockStart: line }} />
    </Flex>
  )
}

import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { hasRate } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { presaleLimits } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import {
  Button,
  Col,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { TokenPicker } from '../../../app/tokens/TokenPicker.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { presaleRule } from './presaleRule.ts'

/**
 * The create form's fields for every launchpad screen: the token, the pay coin(s) with their rates
 * (several in advanced mode), phases in multi-period mode, the tokens of a fair launch, caps and
 * per-buyer limits, time, the listing (exchange, liquidity share, listing rate, LP lock), unsold
 * tokens, claim mode, whitelist tiers, bind-before-buy and invitation rewards, team tokens. Every
 * field is judged by core's validatePresaleDraft.
 */
export function PresaleFormFields() {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const mode = Form.useWatch('mode', form) ?? 'standard'
  const claimMode = Form.useWatch('claimMode', form)
  const whitelist = Form.useWatch('whitelist', form)
  const emergency = Form.useWatch('emergencyWithdraw', form)
  const tokenText = Form.useWatch('token', form)
  const payCoins = Form.useWatch('payCoins', form) ?? []
  const rule = (path: string) => presaleRule(t, form, path)
  const { entry } = useConnectedChainEntry()
  const swaps = entry?.swaps ?? []
  const router = Form.useWatch('router', form)
  const token = useToken(tokenText)
  const coinSymbol = payCoins[0]?.symbol || entry?.nativeCurrency.symbol || 'ETH'

  useEffect(() => {
    form.setFieldValue('tokenDecimals', token.data?.decimals)
    if (tokenText) void form.validateFields(['token']).catch(() => undefined)
  }, [token.data?.decimals, form, tokenText])
  useEffect(() => {
    if (swaps.length && !swaps.some((swap) => swap.router === router))
      form.setFieldValue('router', swaps[0]!.router)
  }, [swaps, router, form])

  const amount = (
    name: string | (string | number)[],
    label: string,
    path: string,
    extra?: Record<string, unknown>,
  ) => (
    <Form.Item name={name} label={label} rules={[rule(path)]} {...extra}>
      <Input inputMode="decimal" data-testid={`presale-${path.replaceAll('.', '-')}`} />
    </Form.Item>
  )
  const time = (
    name: string | (string | number)[],
    label: string,
    path: string,
    dependencies: unknown[] = [],
  ) => (
    <Form.Item
      name={name}
      label={label}
      rules={[rule(path)]}
      dependencies={dependencies as never}
      {...epochMsItemProps}
    >
      <DateTimePicker data-testid={`presale-${path.replaceAll('.', '-')}`} />
    </Form.Item>
  )

  return (
    <Row gutter={16}>
      <Form.Item name="mode" hidden>
        <Input />
      </Form.Item>
      <Col xs={24}>
        <Form.Item name="token" label={t('form.token')} rules={[rule('token')]} tooltip={t('form.tokenHint')}>
          <Input placeholder="0x…" spellCheck={false} data-testid="presale-token" />
        </Form.Item>
        {token.data && (
          <Typography.Paragraph type="secondary" data-testid="presale-token-info">
            {t('form.tokenInfo', {
              name: token.data.name,
              symbol: token.data.symbol,
              decimals: token.data.decimals,
            })}
          </Typography.Paragraph>
        )}
      </Col>

      {mode === 'advanced' && (
        <Col xs={24}>
          <Typography.Text type="secondary">{t('form.advancedHint')}</Typography.Text>
        </Col>
      )}
      <Form.List name="payCoins">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <PayCoinRow
                key={field.key}
                index={index}
                mode={mode}
                rule={rule}
                onRemove={mode === 'advanced' && fields.length > 1 ? () => remove(field.name) : undefined}
              />
            ))}
            {mode === 'advanced' && fields.length < presaleLimits.maxPayCoins && (
              <Col xs={24} style={{ marginBottom: 16 }}>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ token: '', symbol: '', decimals: 18, rate: '', listingRate: '' })}
                  data-testid="presale-add-pay-coin"
                >
                  {t('form.addPayCoin')}
                </Button>
              </Col>
            )}
          </>
        )}
      </Form.List>

      {mode === 'multiPeriod' && (
        <Form.List name="phases">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Col xs={24} key={field.key}>
                  <Divider titlePlacement="start" plain>
                    {t('form.phase', { number: index + 1 })}
                  </Divider>
                  <Row gutter={16}>
                    <Col xs={24} md={6}>
                      {amount(
                        [field.name, 'rate'],
                        t('form.rate', { coin: coinSymbol }),
                        `phases.${index}.rate`,
                      )}
                    </Col>
                    <Col xs={24} md={6}>
                      {amount(
                        [field.name, 'hardCap'],
                        t('form.phaseCap', { coin: coinSymbol }),
                        `phases.${index}.hardCap`,
                      )}
                    </Col>
                    <Col xs={12} md={5}>
                      {time([field.name, 'startTime'], t('form.startTime'), `phases.${index}.startTime`)}
                    </Col>
                    <Col xs={12} md={5}>
                      {time([field.name, 'endTime'], t('form.endTime'), `phases.${index}.endTime`, [
                        ['phases', field.name, 'startTime'],
                      ])}
                    </Col>
                    <Col xs={24} md={2}>
                      {fields.length > 1 && (
                        <Button
                          type="text"
                          icon={<MinusCircleOutlined />}
                          aria-label={t('form.remove')}
                          onClick={() => remove(field.name)}
                          style={{ marginTop: 30 }}
                        />
                      )}
                    </Col>
                  </Row>
                </Col>
              ))}
              {fields.length < presaleLimits.maxPhases && (
                <Col xs={24} style={{ marginBottom: 16 }}>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ rate: '', hardCap: '', startTime: undefined, endTime: undefined })}
                    data-testid="presale-add-phase"
                  >
                    {t('form.addPhase')}
                  </Button>
                </Col>
              )}
            </>
          )}
        </Form.List>
      )}

      {mode === 'fairLaunch' && (
        <Col xs={24} md={12}>
          {amount('fairLaunchTokens', t('form.fairLaunchTokens'), 'fairLaunchTokens', {
            tooltip: t('form.fairLaunchTokensHint'),
          })}
        </Col>
      )}

      <Col xs={24} md={12}>
        {amount('softCap', t('form.softCap', { coin: coinSymbol }), 'softCap', { dependencies: ['hardCap'] })}
      </Col>
      {(mode === 'standard' || mode === 'rune' || mode === 'advanced') && (
        <Col xs={24} md={12}>
          {amount('hardCap', t('form.hardCap', { coin: coinSymbol }), 'hardCap')}
        </Col>
      )}
      <Col xs={24} md={12}>
        {amount('minBuy', t('form.minBuy', { coin: coinSymbol }), 'minBuy')}
      </Col>
      <Col xs={24} md={12}>
        {amount('maxBuy', t('form.maxBuy', { coin: coinSymbol }), 'maxBuy', {
          dependencies: ['minBuy', 'hardCap'],
          tooltip: mode === 'fairLaunch' ? t('form.maxBuyOptional') : t('form.maxBuyHint'),
        })}
      </Col>
      {mode !== 'multiPeriod' && (
        <>
          <Col xs={24} md={12}>
            {time('startTime', t('form.startTime'), 'startTime')}
          </Col>
          <Col xs={24} md={12}>
            {time('endTime', t('form.endTime'), 'endTime', ['startTime'])}
          </Col>
        </>
      )}

      <Col xs={24}>
        <Divider titlePlacement="start" plain>
          {t('form.listing')}
        </Divider>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="router" label={t('form.router')} rules={[rule('router')]}>
          <Select
            data-testid="presale-router"
            options={swaps.map((swap) => ({ value: swap.router, label: swap.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="liquidityPercent"
          label={t('form.liquidityPercent')}
          rules={[rule('liquidityPercent')]}
          tooltip={t('form.liquidityPercentHint')}
        >
          <Input inputMode="decimal" suffix="%" data-testid="presale-liquidityPercent" />
        </Form.Item>
      </Col>
      {hasRate(mode) && mode !== 'advanced' && (
        <Col xs={24} md={12}>
          {amount('listingRate', t('form.listingRate', { coin: coinSymbol }), 'listingRate', {
            tooltip: t('form.listingRateHint'),
          })}
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="lpLockDays" label={t('form.lpLockDays')} rules={[rule('lpLockDays')]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="presale-lpLockDays" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="unsold" label={t('form.unsold')}>
          <Radio.Group
            options={[
              { value: 'refund', label: t('form.unsoldRefund') },
              { value: 'burn', label: t('form.unsoldBurn') },
            ]}
          />
        </Form.Item>
      </Col>

      <Col xs={24}>
        <Divider titlePlacement="start" plain>
          {t('form.claims')}
        </Divider>
        <Form.Item
          name="claimMode"
          label={t('form.claimMode')}
          rules={[rule('claimMode')]}
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
            {time('vestingStart', t('form.vestingStart'), 'vestingStart', ['endTime'])}
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="vestingIntervalDays"
              label={t('form.vestingIntervalDays')}
              rules={[rule('vestingIntervalDays')]}
            >
              <InputNumber
                min={1}
                precision={0}
                style={{ width: '100%' }}
                data-testid="presale-vestingIntervalDays"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="vestingPercent"
              label={t('form.vestingPercent')}
              rules={[rule('vestingPercent')]}
            >
              <Input inputMode="decimal" suffix="%" data-testid="presale-vestingPercent" />
            </Form.Item>
          </Col>
        </>
      )}

      <Col xs={24} md={8}>
        <Form.Item
          name="emergencyWithdraw"
          label={t('form.emergencyWithdraw')}
          valuePropName="checked"
          tooltip={t('form.emergencyWithdrawHint')}
        >
          <Switch data-testid="presale-emergencyWithdraw" />
        </Form.Item>
      </Col>
      {emergency && (
        <Col xs={12} md={8}>
          <Form.Item
            name="emergencyPenaltyPercent"
            label={t('form.emergencyPenalty')}
            rules={[rule('emergencyPenaltyPercent')]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="presale-emergencyPenaltyPercent" />
          </Form.Item>
        </Col>
      )}
      <Col xs={12} md={8}>
        <Form.Item
          name="finalizeGraceDays"
          label={t('form.finalizeGraceDays')}
          rules={[rule('finalizeGraceDays')]}
          tooltip={t('form.finalizeGraceHint')}
        >
          <InputNumber
            min={1}
            max={30}
            precision={0}
            style={{ width: '100%' }}
            data-testid="presale-finalizeGraceDays"
          />
        </Form.Item>
      </Col>

      <Col xs={24}>
        <Divider titlePlacement="start" plain>
          {t('form.access')}
        </Divider>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="whitelist"
          label={t('form.whitelist')}
          valuePropName="checked"
          tooltip={t('form.whitelistHint')}
        >
          <Switch data-testid="presale-whitelist" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="bindBeforeBuy"
          label={t('form.bindBeforeBuy')}
          valuePropName="checked"
          tooltip={t('form.bindBeforeBuyHint')}
        >
          <Switch data-testid="presale-bindBeforeBuy" />
        </Form.Item>
      </Col>
      {whitelist && (
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
                        rules={[rule(`tiers.${index}.addresses`)]}
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
                      {time([field.name, 'startTime'], t('form.tierStart'), `tiers.${index}.startTime`)}
                    </Col>
                    <Col xs={4} md={2}>
                      {fields.length > 1 && (
                        <Button
                          type="text"
                          icon={<MinusCircleOutlined />}
                          aria-label={t('form.remove')}
                          onClick={() => remove(field.name)}
                          style={{ marginTop: 30 }}
                        />
                      )}
                    </Col>
                  </Row>
                </Col>
              ))}
              {fields.length < presaleLimits.maxTiers && (
                <Col xs={24} style={{ marginBottom: 16 }}>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ addresses: '', startTime: undefined })}
                  >
                    {t('form.addTier')}
                  </Button>
                </Col>
              )}
            </>
          )}
        </Form.List>
      )}
      <Col xs={24}>
        <Form.List name="inviteRates">
          {(fields, { add, remove }) => (
            <Form.Item label={t('form.inviteRates')} tooltip={t('form.inviteRatesHint')}>
              <Flex gap={8} wrap>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={4} align="start">
                    <Form.Item name={field.name} rules={[rule(`inviteRates.${index}`)]} style={{ margin: 0 }}>
                      <Input
                        inputMode="decimal"
                        suffix="%"
                        prefix={t('form.generation', { number: index + 1 })}
                        style={{ width: 150 }}
                        data-testid={`presale-invite-${index}`}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('form.remove')}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                ))}
                {fields.length < presaleLimits.maxGenerations && (
                  <Button icon={<PlusOutlined />} onClick={() => add('')} data-testid="presale-add-invite">
                    {t('form.addGeneration')}
                  </Button>
                )}
              </Flex>
            </Form.Item>
          )}
        </Form.List>
      </Col>
      <Col xs={24} md={12}>
        {amount('teamTokens', t('form.teamTokens'), 'teamTokens', {
          tooltip: t('form.teamTokensHint'),
        })}
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="teamUnlockDays" label={t('form.teamUnlockDays')} rules={[rule('teamUnlockDays')]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  )
}

/** One pay coin: the coin (native or the catalogue's stablecoins, or any token), and its rate. */
function PayCoinRow({
  index,
  mode,
  rule,
  onRemove,
}: {
  index: number
  mode: PresaleDraft['mode']
  rule: (path: string) => ReturnType<typeof presaleRule>
  onRemove: (() => void) | undefined
}) {
  const { t } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const coinAddress = Form.useWatch(['payCoins', index, 'token'], form)
  const coin = useToken(coinAddress, { native: true })
  useEffect(() => {
    if (!coin.data) return
    form.setFieldValue(['payCoins', index, 'decimals'], coin.data.decimals)
    form.setFieldValue(['payCoins', index, 'symbol'], coin.data.symbol)
  }, [coin.data, form, index])
  const symbol = coin.data?.symbol ?? ''
  return (
    <>
      <Col xs={24} md={mode === 'advanced' ? 10 : 12}>
        <Form.Item
          name={[index, 'token']}
          label={t('form.payCoin')}
          rules={[rule(`payCoins.${index}.token`)]}
        >
          <TokenPicker
            native
            selectTestId={`presale-pay-${index}`}
            addressTestId={`presale-pay-address-${index}`}
          />
        </Form.Item>
      </Col>
      {hasRate(mode) && mode !== 'multiPeriod' && (
        <Col xs={24} md={mode === 'advanced' ? 6 : 12}>
          <Form.Item
            name={[index, 'rate']}
            label={t('form.rate', { coin: symbol })}
            rules={[rule(`payCoins.${index}.rate`)]}
          >
            <Input inputMode="decimal" data-testid={`presale-payCoins-${index}-rate`} />
          </Form.Item>
        </Col>
      )}
      {mode === 'advanced' && (
        <Col xs={20} md={6}>
          <Form.Item
            name={[index, 'listingRate']}
            label={t('form.listingRate', { coin: symbol })}
            rules={[rule(`payCoins.${index}.listingRate`)]}
          >
            <Input inputMode="decimal" data-testid={`presale-payCoins-${index}-listingRate`} />
          </Form.Item>
        </Col>
      )}
      {onRemove && (
        <Col xs={4} md={2}>
          <Button
            type="text"
            icon={<MinusCircleOutlined />}
            aria-label={t('form.remove')}
            onClick={onRemove}
            style={{ marginTop: 30 }}
          />
        </Col>
      )}
    </>
  )
}

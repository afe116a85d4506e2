import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { hasRate } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { presaleLimits } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import { Col, Form, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { TokenPicker } from '../../../app/tokens/TokenPicker.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { AddRowButton, PresaleField, RemoveRowColumn } from './PresaleField.tsx'
import { presaleRule } from './presaleRule.ts'

type Mode = PresaleDraft['mode']

/** The pay coin(s) with their rates: one in most modes, up to the limit in advanced mode. */
export function PayCoinFields({ mode }: { mode: Mode }) {
  const { t } = useTranslation('launchpad')
  return (
    <>
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
                onRemove={mode === 'advanced' && fields.length > 1 ? () => remove(field.name) : undefined}
              />
            ))}
            {mode === 'advanced' && fields.length < presaleLimits.maxPayCoins && (
              <AddRowButton
                column
                onClick={() => add({ token: '', symbol: '', decimals: 18, rate: '', listingRate: '' })}
                testId="presale-add-pay-coin"
              >
                {t('form.addPayCoin')}
              </AddRowButton>
            )}
          </>
        )}
      </Form.List>
    </>
  )
}

/** One pay coin: the coin (native or the catalogue's stablecoins, or any token), and its rate. */
function PayCoinRow({
  index,
  mode,
  onRemove,
}: {
  index: number
  mode: Mode
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
  const advanced = mode === 'advanced'
  return (
    <>
      <Col xs={24} md={advanced ? 10 : 12}>
        <Form.Item
          name={[index, 'token']}
          label={t('form.payCoin')}
          tooltip={t('form.payCoinHint')}
          rules={[presaleRule(t, form, `payCoins.${index}.token`)]}
        >
          <TokenPicker
            native
            selectTestId={`presale-pay-${index}`}
            addressTestId={`presale-pay-address-${index}`}
          />
        </Form.Item>
      </Col>
      {hasRate(mode) && mode !== 'multiPeriod' && (
        <PresaleField
          kind="amount"
          path={`payCoins.${index}.rate`}
          listField={index}
          label={t('form.rate', { coin: symbol })}
          md={advanced ? 6 : 12}
        />
      )}
      {advanced && (
        <PresaleField
          kind="amount"
          path={`payCoins.${index}.listingRate`}
          listField={index}
          label={t('form.listingRate', { coin: symbol })}
          xs={20}
          md={6}
        />
      )}
      {onRemove && <RemoveRowColumn xs={4} md={2} onRemove={onRemove} />}
    </>
  )
}

import {
  type CustomTokenSelection,
  customTokenTemplate,
} from '@tokenbox/core/tokens/custom/customTokenOptions.ts'
import type { FeePercents, TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Col, Divider, Form, Row } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { DividendFields } from '../create/DividendFields.tsx'
import { FeeReceiverFields } from '../create/FeeReceiverFields.tsx'
import { LimitField } from '../create/LimitField.tsx'
import { MaxSupplyField } from '../create/MaxSupplyField.tsx'
import { RenounceUntilField } from '../create/RenounceUntilField.tsx'
import { SwapBackThresholdField } from '../create/SwapBackThresholdField.tsx'
import { TaxFeeFields } from '../create/TaxFeeFields.tsx'
import { TokenBasicsFields } from '../create/TokenBasicsFields.tsx'
import { TradingFields } from '../create/TradingFields.tsx'
import { TransferFeeFields } from '../create/TransferFeeFields.tsx'
import { CustomOptionPicker } from './CustomOptionPicker.tsx'

/**
 * Customize's form body: the token's basics, the option picker, then the fields of each chosen
 * option only, with the same field components (and checks) as the template screens.
 */
export function CustomTokenFields({
  selection,
  onToggle,
}: {
  selection: CustomTokenSelection
  onToggle: (option: CustomTokenSelection[number]) => void
}) {
  const { t } = useTranslation('tokens')
  const on = (option: CustomTokenSelection[number]) => selection.includes(option)
  const template = customTokenTemplate(selection)
  const form = Form.useFormInstance<TokenFormValues>()
  // Dividends to holders or to LP stakers (the template may be either one's sale variant).
  const dividends = on('dividends') ? 'dividend' : on('lpDividends') ? 'lpDividend' : undefined

  // Dividends switched on start at the dividend screens' 2% share each way, as a share left at 0
  // would pay nobody; a share typed since stays.
  useEffect(() => {
    if (!dividends) return
    for (const side of ['buyFees', 'sellFees'] as const) {
      const reward = (form.getFieldValue(side) as FeePercents | undefined)?.reward?.trim()
      if (!reward || Number(reward) === 0) form.setFieldValue([side, 'reward'], '2')
    }
  }, [dividends, form])
  return (
    <>
      <TokenBasicsFields owned />
      <Divider titlePlacement="start">{t('custom.section.options')}</Divider>
      <CustomOptionPicker selection={selection} onToggle={onToggle} />
      {on('mint') && <MaxSupplyField hint="form.mintCapHint" />}
      {on('timedRenounce') && <RenounceUntilField />}
      {on('transferFee') && <TransferFeeFields />}
      {on('tradeFees') && (
        <>
          {/* A sale raises the native coin and pools it: its pair is against that coin. */}
          <TradingFields nativeOnly={on('sale')} />
          <Divider titlePlacement="start">{t('tax.section.fees')}</Divider>
          <TaxFeeFields template={template} />
          <FeeReceiverFields />
        </>
      )}
      {(on('limits') || on('swapBack')) && (
        <Divider titlePlacement="start">{t('tax.section.limits')}</Divider>
      )}
      <Row gutter={16}>
        {on('limits') &&
          (['maxWallet', 'maxTx'] as const).map((name) => (
            <Col xs={24} md={12} key={name}>
              <LimitField name={name} />
            </Col>
          ))}
        {on('swapBack') && (
          <Col xs={24} md={12}>
            <SwapBackThresholdField />
          </Col>
        )}
      </Row>
      {dividends && <DividendFields template={dividends} />}
    </>
  )
}

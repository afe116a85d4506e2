import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { parseDraftAmount, validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { Button, Flex, Form, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { TokenPicker } from '../../../app/tokens/TokenPicker.tsx'
import { StepsOutcome } from '../StepsOutcome.tsx'
import { type TransferValues, useTransfer } from './useTransfer.ts'

/**
 * Transfer (AT): sends the native coin, a catalogue token or any token to one address. The balance
 * is shown; Max fills it (for the native coin less the transfer's own gas at the runner's price);
 * "Insufficient balance" refuses more than that before any wallet prompt.
 */
export function TransferPanel() {
  const { t } = useTranslation('approvals')
  const [form] = Form.useForm<TransferValues>()
  const assetAddress = Form.useWatch('asset', form) ?? nativeTokenAddress
  const transfer = useTransfer(assetAddress)
  const { asset, steps } = transfer

  const fillMax = async () => {
    const max = await transfer.max()
    if (max === undefined || !asset.data) return
    form.setFieldsValue({ amount: formatUnits(max, asset.data.decimals) })
    void form.validateFields(['amount'])
  }

  const submit = async (values: TransferValues) => {
    if (await transfer.submit(values)) form.setFieldsValue({ amount: '' })
  }

  const amountRule = issueRule(
    t,
    (value?: string) => {
      const info = asset.data
      const issue = validateAmount(value, info?.decimals ?? 18, { field: 'transfer.amount' })
      if (issue || !info) return issue
      return parseDraftAmount(value!, info.decimals) > info.balance
        ? { key: 'validation.insufficientBalance' }
        : undefined
    },
    'approvals',
  )
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <VerticalForm
        form={form}
        initialValues={{ asset: nativeTokenAddress }}
        onFinish={submit}
        disabled={transfer.running}
      >
        <Form.Item
          name="asset"
          label={t('transfer.asset')}
          rules={[
            issueRule(
              t,
              (value?: string) =>
                value === nativeTokenAddress
                  ? undefined
                  : (validateAddress(value, 'transfer.asset') ??
                    (asset.data === null ? { key: 'validation.notToken' } : undefined)),
              'approvals',
            ),
          ]}
        >
          <TokenPicker
            native
            selectTestId="send-asset"
            addressTestId="send-token-address"
            value={assetAddress}
            onChange={(next) => form.setFieldsValue({ asset: next })}
          />
        </Form.Item>
        <Form.Item
          name="to"
          label={t('transfer.to')}
          rules={[issueRule(t, (value?: string) => validateAddress(value, 'transfer.to'), 'approvals')]}
        >
          <Input spellCheck={false} placeholder="0x…" data-testid="transfer-to" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('transfer.amount')}
          rules={[amountRule]}
          extra={
            asset.data && (
              <Typography.Text type="secondary" data-testid="transfer-balance">
                {t('transfer.balance', {
                  amount: formatTokenAmount(asset.data.balance, asset.data.decimals),
                  symbol: asset.data.symbol,
                })}
              </Typography.Text>
            )
          }
        >
          <Input
            inputMode="decimal"
            data-testid="transfer-amount"
            // Always a suffix: antd rebuilds the input when one appears, losing what is being typed.
            suffix={<span>{asset.data?.symbol}</span>}
            addonAfter={
              <Button type="link" size="small" onClick={() => void fillMax()} data-testid="transfer-max">
                {t('transfer.max')}
              </Button>
            }
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={transfer.running} data-testid="transfer-submit">
          {t('transfer.submit')}
        </Button>
      </VerticalForm>
      <StepsOutcome run={transfer} steps={steps} testIdPrefix="transfer" doneTitle={t('transfer.done')} />
    </Flex>
  )
}

import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { getGasFees } from '@tokenbox/core/gas/getGasFees.ts'
import { spendableNative } from '@tokenbox/core/gas/spendableNative.ts'
import { transferAsset } from '@tokenbox/core/transactions/transfer.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { Alert, Button, Flex, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits, getAddress, parseUnits } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { issueRule } from '../../../../app/forms/issueRule.ts'
import { TokenPicker } from '../../../../app/tokens/TokenPicker.tsx'
import { useToken } from '../../../../app/tokens/useToken.ts'
import { StepsProgress } from '../../../../app/transactions/StepsProgress.tsx'
import { useStepRunner } from '../../../../app/transactions/useStepRunner.ts'

type TransferValues = { asset: string; to: string; amount: string }

/** Gas of a plain native transfer; Max keeps this much (at the runner's limit and fee) for it. */
const nativeTransferGas = 21_000n

/**
 * Transfer (AT): sends the native coin, a catalogue token or any token to one address. The balance
 * is shown; Max fills it (for the native coin less the transfer's own gas at the runner's price);
 * "Insufficient balance" refuses more than that before any wallet prompt.
 */
export function TransferPanel() {
  const { t } = useTranslation('approvals')
  const [form] = Form.useForm<TransferValues>()
  const assetAddress = Form.useWatch('asset', form) ?? nativeTokenAddress
  const { address: account } = useConnection()
  const asset = useToken(assetAddress, { owner: account, native: true })
  const runner = useStepRunner()
  const publicClient = usePublicClient()
  const [steps, setSteps] = useState<Step[]>([])

  const fillMax = async () => {
    const info = asset.data
    if (!info || !publicClient) return
    let max = info.balance
    if (info.kind === 'native')
      max = spendableNative(info.balance, nativeTransferGas, await getGasFees(publicClient))
    form.setFieldsValue({ amount: formatUnits(max, info.decimals) })
    void form.validateFields(['amount'])
  }

  const submit = async (values: TransferValues) => {
    const info = asset.data
    if (!info) return
    const step = transferAsset({
      asset: info.kind === 'native' ? nativeTokenAddress : (getAddress(values.asset.trim()) as Address),
      to: getAddress(values.to.trim()),
      amount: parseUnits(values.amount.trim(), info.decimals),
    })
    setSteps([step])
    const outcome = await runner.run([step])
    await asset.refetch()
    if (outcome.status === 'done') form.setFieldsValue({ amount: '' })
  }

  const amountRule = issueRule(
    t,
    (value?: string) => {
      const info = asset.data
      const issue = validateAmount(value, info?.decimals ?? 18, { field: 'transfer.amount' })
      if (issue || !info) return issue
      return parseUnits(value!.trim(), info.decimals) > info.balance
        ? { key: 'validation.insufficientBalance' }
        : undefined
    },
    'approvals',
  )
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ asset: nativeTokenAddress }}
        onFinish={submit}
        disabled={runner.running}
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
        <Button type="primary" htmlType="submit" loading={runner.running} data-testid="transfer-submit">
          {t('transfer.submit')}
        </Button>
      </Form>
      {steps.length > 0 && (runner.running || runner.result) && (
        <StepsProgress
          layout="list"
          steps={steps}
          titles={steps.map((step) => t(`stepTitle.${step.label ?? step.type}`))}
          progress={runner.progress}
          result={runner.result}
          testId="transfer-progress"
          errorTestId="transfer-progress-error"
        />
      )}
      {runner.result?.status === 'done' && (
        <Alert type="success" showIcon title={t('transfer.done')} data-testid="transfer-done" />
      )}
    </Flex>
  )
}

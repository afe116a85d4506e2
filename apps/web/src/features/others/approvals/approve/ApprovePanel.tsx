import { createAllowanceSteps } from '@tokenbox/core/approvals/createAllowanceStep.ts'
import { needsAllowanceReset } from '@tokenbox/core/approvals/needsAllowanceReset.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { Alert, Button, Checkbox, Descriptions, Flex, Form, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getAddress, isAddress, maxUint256, parseUnits } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { issueRule } from '../../../../app/forms/issueRule.ts'
import { TokenPicker } from '../../../../app/tokens/TokenPicker.tsx'
import { useToken } from '../../../../app/tokens/useToken.ts'
import { StepsProgress } from '../../../../app/transactions/StepsProgress.tsx'
import { useStepRunner } from '../../../../app/transactions/useStepRunner.ts'
import { unlimitedText } from '../approvalDisplay.ts'

type ApproveValues = { token: string; spender: string; amount?: string; unlimited?: boolean }

/**
 * Approve (AP): sets the wallet's allowance for a spender to exactly the amount given (lower,
 * higher, 0, or unlimited = 2^256-1), showing the current allowance before and after. A token that
 * refuses a change between two non-zero allowances (USDT's rule) gets a reset to 0 in a first
 * transaction (core's needsAllowanceReset).
 */
export function ApprovePanel() {
  const { t } = useTranslation('approvals')
  const [form] = Form.useForm<ApproveValues>()
  const token = Form.useWatch('token', form)
  const spender = Form.useWatch('spender', form)
  const unlimited = Form.useWatch('unlimited', form)
  const { address: owner } = useConnection()
  // The allowance is read once the spender is an address; until then only the token and balance.
  const typedSpender = spender?.trim()
  const state = useToken(token, {
    owner,
    spender: typedSpender && isAddress(typedSpender) ? typedSpender : undefined,
  })
  const runner = useStepRunner()
  const publicClient = usePublicClient()
  const [steps, setSteps] = useState<Step[]>([])

  const submit = async (values: ApproveValues) => {
    const info = state.data
    if (!info || !owner || !publicClient) return
    const tokenAddress = getAddress(values.token.trim())
    const spenderAddress = getAddress(values.spender.trim())
    const amount = values.unlimited ? maxUint256 : parseUnits(values.amount!.trim(), info.decimals)
    const current = info.allowance ?? 0n
    const resetFirst = await needsAllowanceReset(publicClient, {
      token: tokenAddress,
      owner,
      spender: spenderAddress,
      amount,
      current,
    })
    const next = createAllowanceSteps({
      token: tokenAddress,
      spender: spenderAddress,
      amount,
      current,
      resetFirst,
    })
    setSteps(next)
    await runner.run(next)
    await state.refetch()
  }

  const tokenRule = issueRule(
    t,
    (value?: string) =>
      validateAddress(value, 'approve.token') ??
      (state.data === null ? { key: 'validation.notToken' } : undefined),
    'approvals',
  )
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={runner.running}>
        <Form.Item name="token" label={t('approve.token')} rules={[tokenRule]}>
          <TokenPicker selectTestId="approve-token-select" addressTestId="approve-token" />
        </Form.Item>
        <Form.Item
          name="spender"
          label={t('approve.spender')}
          rules={[issueRule(t, (value?: string) => validateAddress(value, 'approve.spender'), 'approvals')]}
        >
          <Input spellCheck={false} placeholder="0x…" data-testid="approve-spender" />
        </Form.Item>
        {state.data && (
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ marginBottom: 16 }}
            data-testid="approve-info"
          >
            <Descriptions.Item label={t('approve.balance')}>
              {formatTokenAmount(state.data.balance, state.data.decimals)} {state.data.symbol}
            </Descriptions.Item>
            <Descriptions.Item label={t('approve.current')}>
              <span data-testid="approve-current">
                {state.data.allowance === undefined
                  ? '—'
                  : unlimitedText(t, state.data.allowance, state.data.decimals, state.data.symbol)}
              </span>
            </Descriptions.Item>
          </Descriptions>
        )}
        <Form.Item
          name="amount"
          label={t('approve.amount')}
          dependencies={['unlimited']}
          extra={t('approve.amountHint')}
          rules={[
            issueRule(
              t,
              (value?: string) =>
                form.getFieldValue('unlimited')
                  ? undefined
                  : validateAmount(value, state.data?.decimals ?? 18, {
                      allowZero: true,
                      field: 'approve.amount',
                    }),
              'approvals',
            ),
          ]}
        >
          <Input
            inputMode="decimal"
            disabled={Boolean(unlimited)}
            // Always a suffix: antd rebuilds the input when one appears, losing what is being typed.
            suffix={<span>{state.data?.symbol}</span>}
            data-testid="approve-amount"
          />
        </Form.Item>
        <Form.Item name="unlimited" valuePropName="checked">
          <Checkbox data-testid="approve-unlimited">{t('approve.unlimited')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={runner.running} data-testid="approve-submit">
          {t('approve.submit')}
        </Button>
      </Form>
      {steps.length > 0 && (runner.running || runner.result) && (
        <StepsProgress
          layout="list"
          steps={steps}
          titles={steps.map((step) => t(`stepTitle.${step.label ?? step.type}`))}
          progress={runner.progress}
          result={runner.result}
          testId="approve-progress"
          errorTestId="approve-progress-error"
        />
      )}
      {runner.result?.status === 'done' && (
        <Alert type="success" showIcon title={t('approve.done')} data-testid="approve-done" />
      )}
    </Flex>
  )
}

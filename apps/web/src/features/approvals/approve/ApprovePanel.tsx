import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { Button, Checkbox, Descriptions, Flex, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { TokenPicker } from '../../../app/tokens/TokenPicker.tsx'
import { unlimitedText } from '../approvalDisplay.ts'
import { StepsOutcome } from '../StepsOutcome.tsx'
import { type ApproveValues, useApprove } from './useApprove.ts'

/**
 * Approve (AP): sets the wallet's allowance for a spender to exactly the amount given (lower,
 * higher, 0, or unlimited = 2^256-1), showing the current allowance before and after. A token that
 * refuses a change between two non-zero allowances (USDT's rule) gets a reset to 0 in a first
 * transaction (core's planAllowance, through useApprove).
 */
export function ApprovePanel() {
  const { t } = useTranslation('approvals')
  const [form] = Form.useForm<ApproveValues>()
  const token = Form.useWatch('token', form)
  const spender = Form.useWatch('spender', form)
  const unlimited = Form.useWatch('unlimited', form)
  const approval = useApprove(token, spender)
  const { token: state, steps } = approval

  const tokenRule = issueRule(
    t,
    (value?: string) =>
      validateAddress(value, 'approve.token') ??
      (state.data === null ? { key: 'validation.notToken' } : undefined),
    'approvals',
  )
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <VerticalForm form={form} onFinish={approval.submit} disabled={approval.busy}>
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
        <Button type="primary" htmlType="submit" loading={approval.busy} data-testid="approve-submit">
          {t('approve.submit')}
        </Button>
      </VerticalForm>
      {approval.prepareError && <ErrorAlert message={approval.prepareError} testId="approve-prepare-error" />}
      <StepsOutcome run={approval} steps={steps} testIdPrefix="approve" doneTitle={t('approve.done')} />
    </Flex>
  )
}

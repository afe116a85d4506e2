import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { validateWithdrawPart } from '@tokenbox/core/lock/lockDraft.ts'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import type { WithdrawPlan, WithdrawRoom } from '@tokenbox/core/lock/readWithdrawRoom.ts'
import { Alert, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { LockActionModal } from './LockActionModal.tsx'
import { showDialogIssues } from './showDialogIssues.ts'
import type { useLockActions } from './useLockActions.ts'

/**
 * Withdraw part of a lock whose token caps what one wallet may hold: a full withdrawal would go over
 * the cap and fail, so the owner takes what fits (prefilled), moves it on and comes back for the rest.
 * When the wallet is already at the cap, it only says so.
 */
export function WithdrawDialog({
  lock,
  plan,
  limit,
  decimals,
  symbol,
  actions,
}: {
  lock: LockInfo
  plan: Exclude<WithdrawPlan, { kind: 'full' }>
  limit: WithdrawRoom
  decimals: number
  symbol: string
  actions: ReturnType<typeof useLockActions>
}) {
  const { t } = useTranslation('lock')
  const [form] = Form.useForm<{ amount: string }>()
  const show = (value: bigint) => `${formatTokenAmount(value, decimals)} ${symbol}`
  const max = plan.kind === 'partial' ? plan.max : 0n

  const submit = async ({ amount }: { amount: string }) => {
    showDialogIssues(form, t, await actions.act({ kind: 'withdraw', amount }))
  }

  return (
    <LockActionModal
      kind="withdraw"
      lock={lock}
      form={form}
      actions={actions}
      okDisabled={plan.kind !== 'partial'}
    >
      <Alert
        type={plan.kind === 'partial' ? 'info' : 'warning'}
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="lock-withdraw-limit-note"
        title={
          plan.kind === 'partial'
            ? t('action.withdrawLimitNote', {
                symbol,
                limit: show(limit.maxWallet),
                withdrawable: show(lock.withdrawable),
                max: show(max),
              })
            : t('action.withdrawWalletFull', { symbol, limit: show(limit.maxWallet) })
        }
      />
      {plan.kind === 'partial' && (
        <VerticalForm form={form} onFinish={submit} initialValues={{ amount: formatUnits(max, decimals) }}>
          <Form.Item
            name="amount"
            label={t('form.withdrawAmount')}
            extra={t('form.withdrawAmountHelp', { max: show(max) })}
            rules={[issueRule(t, (value?: string) => validateWithdrawPart(value, decimals, max), 'lock')]}
          >
            <Input inputMode="decimal" suffix={symbol} data-testid="lock-withdraw-amount" />
          </Form.Item>
        </VerticalForm>
      )}
    </LockActionModal>
  )
}

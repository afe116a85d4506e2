import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  extendLockSteps,
  renounceLockStep,
  transferLockStep,
  withdrawLockStep,
} from '@tokenbox/core/lock/lockActionSteps.ts'
import { type LockInfo, withdrawableAt } from '@tokenbox/core/lock/lockSchedule.ts'
import type { LockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import { planWithdraw, type WithdrawRoom } from '@tokenbox/core/lock/readWithdrawRoom.ts'
import { validateNewUnlock } from '@tokenbox/core/lock/validateNewUnlock.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { Button, type ButtonProps, Flex, Form, Input, Modal, Popconfirm } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, parseUnits } from 'viem'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { DateField } from '../create/DateField.tsx'
import { useLockableToken } from '../useLockableToken.ts'
import { WithdrawDialog } from './WithdrawDialog.tsx'

/** The owner's dialogs over one lock. */
export type LockDialog = 'withdraw' | 'extend' | 'transfer'

type ExtendValues = { newUnlockAt?: number; addAmount?: string }

/** The date picker's milliseconds as the contract's seconds; undefined when no date is chosen. */
const toSeconds = (ms: number | undefined) => (ms ? BigInt(Math.floor(ms / 1000)) : undefined)

/**
 * The owner's powers over one lock: withdraw, extend (later and/or more), transfer, renounce.
 * Withdraw is one click, unless the token's max-wallet limit (`limit`) would refuse everything
 * released in one transfer: it then opens the partial withdrawal.
 */
export function LockActions({
  lock,
  token,
  limit,
  locker,
  timestamp,
  onChanged,
  extra,
  dialog: openDialog,
  onDialog,
}: {
  lock: LockInfo
  token: LockableToken | undefined
  limit?: WithdrawRoom | undefined
  locker: Address
  /** The chain's time now: what is withdrawable grows with it (a linear lock every second). */
  timestamp: bigint
  onChanged: () => void
  /** More buttons beside the owner's (the lock's link to share). */
  extra?: ReactNode
  /**
   * The open dialog, when the list keeps it (controlled): the list switches between table and cards
   * when a tablet turns, and a dialog kept here would close with the layout it was opened in.
   */
  dialog?: LockDialog | null
  onDialog?: (dialog: LockDialog | null) => void
}) {
  const { t } = useTranslation('lock')
  const runner = useStepRunner()
  const [ownDialog, setOwnDialog] = useState<LockDialog | null>(null)
  const dialog = onDialog ? (openDialog ?? null) : ownDialog
  const setDialog = onDialog ?? setOwnDialog
  const finished = lock.withdrawn >= lock.amount
  // Withdrawable at the chain's time now, not at the block the lock was read: a withdrawal lands in
  // a later block, which releases at least this much.
  const live = { ...lock, withdrawable: withdrawableAt(lock, timestamp) }
  const plan = planWithdraw(live.withdrawable, limit)

  const runAndRefresh = async (steps: Step[]) => {
    const outcome = await runner.run(steps)
    if (outcome.status === 'done') {
      setDialog(null)
      onChanged()
    }
    return outcome
  }
  const withdraw = () =>
    plan.kind === 'full'
      ? void runAndRefresh([withdrawLockStep({ locker, id: lock.id })])
      : setDialog('withdraw')

  return (
    <Flex vertical gap={4} style={{ maxWidth: 216 }}>
      <Flex gap={4} wrap>
        <Button
          size="small"
          type="primary"
          disabled={live.withdrawable === 0n || runner.running}
          loading={runner.running && runner.progress?.step.label === 'withdraw'}
          onClick={withdraw}
          data-testid={`lock-withdraw-${lock.id}`}
        >
          {t('action.withdraw')}
        </Button>
        <Button
          size="small"
          disabled={finished || runner.running}
          onClick={() => setDialog('extend')}
          data-testid={`lock-extend-${lock.id}`}
        >
          {t('action.extend')}
        </Button>
        <Button
          size="small"
          disabled={runner.running}
          onClick={() => setDialog('transfer')}
          data-testid={`lock-transfer-${lock.id}`}
        >
          {t('action.transfer')}
        </Button>
        <Popconfirm
          title={t('action.renounceConfirm')}
          okText={t('action.renounce')}
          okButtonProps={{ danger: true, 'data-testid': `lock-renounce-confirm-${lock.id}` } as ButtonProps}
          onConfirm={() => void runAndRefresh([renounceLockStep({ locker, id: lock.id })])}
        >
          <Button size="small" danger disabled={runner.running} data-testid={`lock-renounce-${lock.id}`}>
            {t('action.renounce')}
          </Button>
        </Popconfirm>
        {extra}
      </Flex>
      {!dialog && runner.result?.status === 'failed' && (
        <StepError result={runner.result} testId="lock-error" />
      )}
      {dialog === 'withdraw' && plan.kind !== 'full' && limit && (
        <WithdrawDialog
          lock={live}
          locker={locker}
          plan={plan}
          limit={limit}
          decimals={token?.decimals ?? 18}
          symbol={token?.symbol ?? ''}
          runner={runner}
          onSubmit={runAndRefresh}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'extend' && (
        <ExtendDialog
          lock={lock}
          token={token}
          locker={locker}
          timestamp={timestamp}
          runner={runner}
          onSubmit={runAndRefresh}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'transfer' && (
        <TransferDialog
          lock={lock}
          locker={locker}
          runner={runner}
          onSubmit={runAndRefresh}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  )
}

type DialogProps = {
  lock: LockInfo
  locker: Address
  runner: ReturnType<typeof useStepRunner>
  onSubmit: (steps: Step[]) => Promise<unknown>
  onClose: () => void
}

function ExtendDialog({
  lock,
  token,
  locker,
  timestamp,
  runner,
  onSubmit,
  onClose,
}: DialogProps & { token: LockableToken | undefined; timestamp: bigint }) {
  const { t } = useTranslation('lock')
  const [form] = Form.useForm<ExtendValues>()
  const wallet = useLockableToken(lock.token, locker)
  const decimals = token?.decimals ?? 18

  const submit = async (values: ExtendValues) => {
    const added = values.addAmount?.trim() ? parseUnits(values.addAmount.trim(), decimals) : 0n
    const newUnlock = toSeconds(values.newUnlockAt) ?? 0n
    await onSubmit(extendLockSteps({ locker, id: lock.id, token: lock.token, newUnlock, addAmount: added }))
  }

  return (
    <Modal
      open
      title={t('action.extendTitle', { id: String(lock.id) })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('action.extend')}
      confirmLoading={runner.running}
      okButtonProps={{ 'data-testid': 'lock-extend-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <DateField
          name="newUnlockAt"
          label={t(lock.kind === 'period' ? 'form.newFirstReleaseAt' : 'form.newUnlockAt')}
          testId="lock-new-unlock-at"
          dependencies={['addAmount']}
          rules={[
            issueRule(
              t,
              (value?: number) => {
                const issue = validateNewUnlock({
                  lock,
                  newUnlock: toSeconds(value),
                  now: timestamp,
                  adding: Boolean(form.getFieldValue('addAmount')?.trim()),
                })
                return issue && { key: `validation.${issue}` }
              },
              'lock',
            ),
          ]}
        />
        <Form.Item
          name="addAmount"
          label={t('form.addAmount')}
          dependencies={['newUnlockAt']}
          rules={[
            issueRule(
              t,
              (value?: string) => {
                const text = value?.trim()
                if (!text) {
                  return form.getFieldValue('newUnlockAt') ? undefined : { key: 'validation.extendNothing' }
                }
                const issue = validateAmount(text, decimals)
                if (issue) return issue
                if (wallet.data && parseUnits(text, decimals) > wallet.data.balance) {
                  return { key: 'validation.insufficientBalance' }
                }
                return undefined
              },
              'lock',
            ),
          ]}
        >
          <Input inputMode="decimal" suffix={token?.symbol} data-testid="lock-add-amount" />
        </Form.Item>
      </Form>
      {runner.result?.status === 'failed' && <StepError result={runner.result} testId="lock-error" />}
    </Modal>
  )
}

function TransferDialog({ lock, locker, runner, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('lock')
  const [form] = Form.useForm<{ to: string }>()
  const submit = async ({ to }: { to: string }) => {
    await onSubmit([transferLockStep({ locker, id: lock.id, newOwner: getAddress(to.trim()) })])
  }
  return (
    <Modal
      open
      title={t('action.transferTitle', { id: String(lock.id) })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('action.transfer')}
      confirmLoading={runner.running}
      okButtonProps={{ 'data-testid': 'lock-transfer-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="to"
          label={t('form.newOwner')}
          rules={[
            issueRule(
              t,
              (value?: string) => {
                const issue = validateAddress(value, 'form.newOwner')
                if (issue) return issue
                return getAddress(value!.trim()) === lock.owner ? { key: 'validation.sameOwner' } : undefined
              },
              'lock',
            ),
          ]}
        >
          <Input spellCheck={false} data-testid="lock-transfer-to" />
        </Form.Item>
      </Form>
      {runner.result?.status === 'failed' && <StepError result={runner.result} testId="lock-error" />}
    </Modal>
  )
}

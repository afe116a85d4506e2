import { validateExtendAmount } from '@tokenbox/core/lock/lockDraft.ts'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import type { LockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import { validateNewUnlock } from '@tokenbox/core/lock/validateNewUnlock.ts'
import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { DateField } from '../create/DateField.tsx'
import { LockActionModal } from './LockActionModal.tsx'
import { showDialogIssues } from './showDialogIssues.ts'
import type { useLockActions } from './useLockActions.ts'

type ExtendValues = { newUnlockAt?: number; addAmount?: string }

/** The date picker's milliseconds as the contract's seconds; undefined when no date is chosen. */
const toSeconds = (ms: number | undefined) => (ms ? BigInt(Math.floor(ms / 1000)) : undefined)

/** Extend a lock: a later unlock (or first release) date, more tokens, or both. */
export function ExtendDialog({
  lock,
  token,
  timestamp,
  actions,
}: {
  lock: LockInfo
  token: LockableToken | undefined
  timestamp: bigint
  actions: ReturnType<typeof useLockActions>
}) {
  const { t } = useTranslation('lock')
  const [form] = Form.useForm<ExtendValues>()
  const decimals = token?.decimals ?? 18

  const submit = async (values: ExtendValues) => {
    const action = {
      kind: 'extend',
      newUnlock: toSeconds(values.newUnlockAt),
      addAmount: values.addAmount,
    } as const
    showDialogIssues(form, t, await actions.act(action))
  }

  return (
    <LockActionModal kind="extend" lock={lock} form={form} actions={actions}>
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
              (value?: string) =>
                validateExtendAmount(value, decimals, {
                  dateChosen: Boolean(form.getFieldValue('newUnlockAt')),
                  balance: actions.balance,
                }),
              'lock',
            ),
          ]}
        >
          <Input inputMode="decimal" suffix={token?.symbol} data-testid="lock-add-amount" />
        </Form.Item>
      </Form>
    </LockActionModal>
  )
}

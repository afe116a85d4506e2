import { validateNewLockOwner } from '@tokenbox/core/lock/lockDraft.ts'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { LockActionModal } from './LockActionModal.tsx'
import { showDialogIssues } from './showDialogIssues.ts'
import type { useLockActions } from './useLockActions.ts'

/** Give a lock to another owner. */
export function TransferDialog({
  lock,
  actions,
}: {
  lock: LockInfo
  actions: ReturnType<typeof useLockActions>
}) {
  const { t } = useTranslation('lock')
  const [form] = Form.useForm<{ to: string }>()
  const submit = async ({ to }: { to: string }) => {
    showDialogIssues(form, t, await actions.act({ kind: 'transfer', to }))
  }
  return (
    <LockActionModal kind="transfer" lock={lock} form={form} actions={actions}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="to"
          label={t('form.newOwner')}
          rules={[issueRule(t, (value?: string) => validateNewLockOwner(value, lock.owner), 'lock')]}
        >
          <Input spellCheck={false} data-testid="lock-transfer-to" />
        </Form.Item>
      </Form>
    </LockActionModal>
  )
}

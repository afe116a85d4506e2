import { validateNewLockOwner } from '@tokenbox/core/lock/lockDraft.ts'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { type ButtonProps, Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { LockActionError } from './LockActionError.tsx'
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
    <Modal
      open
      title={t('action.transferTitle', { id: String(lock.id) })}
      onCancel={() => actions.setDialog(null)}
      onOk={() => form.submit()}
      okText={t('action.transfer')}
      confirmLoading={actions.preparing || actions.running}
      okButtonProps={{ 'data-testid': 'lock-transfer-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="to"
          label={t('form.newOwner')}
          rules={[issueRule(t, (value?: string) => validateNewLockOwner(value, lock.owner), 'lock')]}
        >
          <Input spellCheck={false} data-testid="lock-transfer-to" />
        </Form.Item>
      </Form>
      <LockActionError result={actions.result} prepareError={actions.prepareError} />
    </Modal>
  )
}

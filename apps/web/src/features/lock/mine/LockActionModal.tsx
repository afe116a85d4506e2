import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { type ButtonProps, type FormInstance, Modal } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LockActionError } from './LockActionError.tsx'
import type { useLockActions } from './useLockActions.ts'

/**
 * The dialog of one owner action on a lock (extend, transfer, withdraw part): its title with the
 * lock's id, `children` (the action's form), why the last try failed (LockActionError), and the OK
 * button that submits `form` (`lock-<kind>-submit`), busy while the plan is prepared and run.
 *
 * @example
 * <LockActionModal kind="transfer" lock={lock} form={form} actions={actions}><Form …/></LockActionModal>
 */
export function LockActionModal({
  kind,
  lock,
  form,
  actions,
  okDisabled,
  children,
}: {
  kind: 'extend' | 'transfer' | 'withdraw'
  lock: LockInfo
  form: FormInstance
  actions: ReturnType<typeof useLockActions>
  okDisabled?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('lock')
  return (
    <Modal
      open
      title={t(`action.${kind}Title`, { id: String(lock.id) })}
      onCancel={() => actions.setDialog(null)}
      onOk={() => form.submit()}
      okText={t(`action.${kind}`)}
      confirmLoading={actions.preparing || actions.running}
      okButtonProps={{ disabled: okDisabled, 'data-testid': `lock-${kind}-submit` } as ButtonProps}
      destroyOnHidden
    >
      {children}
      <LockActionError result={actions.result} prepareError={actions.prepareError} />
    </Modal>
  )
}

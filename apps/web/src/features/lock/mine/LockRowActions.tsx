import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import { LockActions } from './LockActions.tsx'
import { CopyLockLinkButton } from './LockCells.tsx'
import type { LockListProps, LockRowContext } from './lockRowTypes.ts'

/** The owner's actions on one lock of My Lock, with its link to share: the same in the table and the cards. */
export function LockRowActions({
  lock,
  data,
  locker,
  onChanged,
  context,
}: Omit<LockListProps, 'view'> & { lock: LockInfo; context: LockRowContext }) {
  return (
    <LockActions
      lock={lock}
      token={data.tokens[lock.token]}
      limit={data.limits[lock.token]}
      locker={locker}
      timestamp={context.now}
      onChanged={onChanged}
      dialog={context.dialogs.openOf(lock)}
      onDialog={context.dialogs.setOf(lock)}
      extra={<CopyLockLinkButton lock={lock} chainId={data.chainId} />}
    />
  )
}

import { lazy } from 'react'
import { LazyDialog } from '../LazyDialog.tsx'
import type { AccountDialogProps } from './AccountDialog.tsx'

const AccountDialog = lazy(() =>
  import('./AccountDialog.tsx').then((module) => ({ default: module.AccountDialog })),
)

/**
 * The account dialog, downloaded the first time it opens.
 *
 * @example
 * <AccountDialogLazy open={open} onClose={() => setOpen(false)} />
 */
export function AccountDialogLazy(props: AccountDialogProps) {
  return <LazyDialog dialog={AccountDialog} {...props} />
}

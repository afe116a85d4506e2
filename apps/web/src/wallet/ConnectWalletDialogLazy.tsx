import { lazy } from 'react'
import type { ConnectWalletDialogProps } from './ConnectWalletDialog.tsx'
import { LazyDialog } from './LazyDialog.tsx'

const ConnectWalletDialog = lazy(() =>
  import('./ConnectWalletDialog.tsx').then((module) => ({ default: module.ConnectWalletDialog })),
)

/**
 * The connect-wallet dialog, downloaded the first time it opens.
 *
 * @example
 * <ConnectWalletDialogLazy open={open} onClose={() => setOpen(false)} />
 */
export function ConnectWalletDialogLazy(props: ConnectWalletDialogProps) {
  return <LazyDialog dialog={ConnectWalletDialog} {...props} />
}

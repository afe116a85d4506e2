import { lazy, Suspense, useState } from 'react'
import type { ConnectWalletDialogProps } from './ConnectWalletDialog.tsx'

const ConnectWalletDialog = lazy(() =>
  import('./ConnectWalletDialog.tsx').then((module) => ({ default: module.ConnectWalletDialog })),
)

/**
 * The connect-wallet dialog, downloaded the first time it opens: the modal and its wallet list
 * are not needed to draw the dashboard. Once opened it stays mounted so closing animates.
 *
 * @example
 * <ConnectWalletDialogLazy open={open} onClose={() => setOpen(false)} />
 */
export function ConnectWalletDialogLazy(props: ConnectWalletDialogProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <ConnectWalletDialog {...props} />
    </Suspense>
  )
}

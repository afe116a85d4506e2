import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react'

/** The props every lazily loaded dialog takes. */
export type DialogProps = { open: boolean; onClose: () => void }

export type LazyDialogProps<props extends DialogProps> = props & {
  /** The dialog as `React.lazy` returns it (declared at module level). */
  dialog: LazyExoticComponent<ComponentType<props>>
}

/**
 * Renders a dialog whose code is downloaded the first time it opens: modals and their contents
 * are not needed to draw the dashboard (the first-load budget). Once opened it stays mounted so
 * that closing animates.
 *
 * @example
 * const AccountDialog = lazy(() => import('./AccountDialog.tsx').then((m) => ({ default: m.AccountDialog })))
 * <LazyDialog dialog={AccountDialog} open={open} onClose={close} />
 */
export function LazyDialog<props extends DialogProps>({ dialog: Dialog, ...props }: LazyDialogProps<props>) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Dialog {...(props as unknown as props)} />
    </Suspense>
  )
}

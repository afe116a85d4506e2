import { lazy } from 'react'
import { LazyDialog } from '../LazyDialog.tsx'
import type { NetworkDialogProps } from './NetworkDialog.tsx'

const NetworkDialog = lazy(() =>
  import('./NetworkDialog.tsx').then((module) => ({ default: module.NetworkDialog })),
)

/**
 * The network switcher's panel, downloaded the first time it opens.
 *
 * @example
 * <NetworkDialogLazy open={open} onClose={() => setOpen(false)} />
 */
export function NetworkDialogLazy(props: NetworkDialogProps) {
  return <LazyDialog dialog={NetworkDialog} {...props} />
}

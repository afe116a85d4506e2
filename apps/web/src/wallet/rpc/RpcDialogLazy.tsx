import { lazy } from 'react'
import { LazyDialog } from '../LazyDialog.tsx'
import type { RpcDialogProps } from './RpcDialog.tsx'

const RpcDialog = lazy(() => import('./RpcDialog.tsx').then((module) => ({ default: module.RpcDialog })))

/**
 * The "Change RPC" dialog, downloaded the first time it opens (with core's checkRpcUrl).
 *
 * @example
 * <RpcDialogLazy entry={bsc} open={open} onClose={() => setOpen(false)} />
 */
export function RpcDialogLazy(props: RpcDialogProps) {
  return <LazyDialog dialog={RpcDialog} {...props} />
}

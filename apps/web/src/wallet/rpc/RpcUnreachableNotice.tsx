import { lazy, Suspense, useState } from 'react'
import { useRpcSwitch } from './useRpcSwitch.ts'

const RpcUnreachableBanner = lazy(() =>
  import('./RpcUnreachableBanner.tsx').then((module) => ({ default: module.RpcUnreachableBanner })),
)

/**
 * Where the layout shows the "change RPC node" warning: nothing, and no code for it, until a chain's
 * RPC first fails (the dashboard's first-load budget); then the banner, kept mounted so that its
 * dialog outlives the warning it was opened from.
 *
 * @example
 * <RpcUnreachableNotice /> // above the screen, in MainLayout
 */
export function RpcUnreachableNotice() {
  const { snapshot } = useRpcSwitch()
  const [needed, setNeeded] = useState(false)
  if (snapshot.unreachable.length > 0 && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <RpcUnreachableBanner />
    </Suspense>
  )
}

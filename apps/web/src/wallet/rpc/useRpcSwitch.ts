import { useContext, useSyncExternalStore } from 'react'
import type { RpcSwitch, RpcSwitchSnapshot } from './createRpcSwitch.ts'
import { RpcSwitchContext } from './RpcSwitchContext.ts'

const noSwitch: RpcSwitchSnapshot = { userUrls: {}, unreachable: [] }
const subscribeToNothing = () => () => undefined

/**
 * The app's switchable RPC endpoints and their state (the user's URLs, the unreachable chains),
 * re-rendering when either changes; `rpcSwitch` is null where the app was given none (tests).
 *
 * @example
 * const { rpcSwitch, snapshot } = useRpcSwitch()
 * snapshot.unreachable.includes(56) && rpcSwitch?.currentUrl(56)
 */
export function useRpcSwitch(): { rpcSwitch: RpcSwitch | null; snapshot: RpcSwitchSnapshot } {
  const rpcSwitch = useContext(RpcSwitchContext)
  const snapshot = useSyncExternalStore(
    rpcSwitch?.subscribe ?? subscribeToNothing,
    rpcSwitch?.getSnapshot ?? (() => noSwitch),
  )
  return { rpcSwitch, snapshot }
}

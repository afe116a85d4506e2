import { createContext } from 'react'
import type { RpcSwitch } from './createRpcSwitch.ts'

/** The app's switchable RPC endpoints (startApp creates them with the wagmi config); null: none to switch. */
export const RpcSwitchContext = createContext<RpcSwitch | null>(null)

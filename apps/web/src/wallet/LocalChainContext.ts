import { createContext } from 'react'
import type { LocalChainInfo } from './localChain.ts'

/** The local chains the server enabled at startup (none by default); provided by AppProviders. */
export const LocalChainContext = createContext<readonly LocalChainInfo[]>([])

import { createContext } from 'react'
import type { LocalChainInfo } from './localChain.ts'

/** The local chain the server enabled at startup, or null; provided by AppProviders. */
export const LocalChainContext = createContext<LocalChainInfo | null>(null)

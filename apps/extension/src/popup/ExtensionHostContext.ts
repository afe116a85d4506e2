import { createContext, useContext } from 'react'
import type { ExtensionHost } from './extensionHost.ts'

export const ExtensionHostContext = createContext<ExtensionHost | null>(null)

/** The host the page was rendered with (ExtensionShell provides it). */
export function useExtensionHost(): ExtensionHost {
  const host = useContext(ExtensionHostContext)
  if (!host) throw new Error('useExtensionHost needs an ExtensionShell above it')
  return host
}

import { useEffect, useState } from 'react'
import { type ExtensionChain, loadExtensionChains } from '../chains/extensionChains.ts'
import type { ExtensionSettings } from '../settings/settings.ts'

/**
 * The chains the extension knows for these settings (loadExtensionChains: the site's local chains,
 * the catalogue, the user's RPCs and switches); undefined until the site has answered or given up.
 * Reloaded when the site, the switches or the RPCs change; a slower answer for older settings is
 * dropped.
 *
 * @example
 * const chains = useExtensionChains(settings)
 * const current = chains && currentChain(chains, settings.currentChainId)
 */
export function useExtensionChains(
  settings: Pick<ExtensionSettings, 'siteUrl' | 'disabledChainIds' | 'rpcUrls'>,
): ExtensionChain[] | undefined {
  const [chains, setChains] = useState<ExtensionChain[]>()
  const { siteUrl } = settings
  // Arrays and maps are new objects after every save: compare what they hold.
  const disabled = JSON.stringify(settings.disabledChainIds)
  const rpcUrls = JSON.stringify(settings.rpcUrls)
  useEffect(() => {
    let current = true
    const disabledChainIds = JSON.parse(disabled) as number[]
    loadExtensionChains({ siteUrl, disabledChainIds, rpcUrls: JSON.parse(rpcUrls) }).then(
      (loaded) => current && setChains(loaded),
    )
    return () => {
      current = false
    }
  }, [siteUrl, disabled, rpcUrls])
  return chains
}

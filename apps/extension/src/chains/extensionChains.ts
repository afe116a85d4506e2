import { applyChainOverrides } from '@tokenbox/core/chains/applyChainOverrides.ts'
import { chainCatalogue, switcherChainIds, switcherTestnetIds } from '@tokenbox/core/chains/chainCatalogue.ts'
import { toViemChain } from '@tokenbox/core/chains/toViemChain.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { pacedHttp } from '@tokenbox/core/logs/pacedHttp.ts'
import { rpcEndpointKey } from '@tokenbox/core/logs/rpcEndpointKey.ts'
import { sharedRpcPacer } from '@tokenbox/core/logs/sharedRpcPacer.ts'
import { backendGet } from '@tokenbox/core/request/backendGet.ts'
import { parseWebConfig, type WebConfig } from '@tokenbox/core/webApi/webConfig.ts'
import { createPublicClient, type PublicClient } from 'viem'
import type { ExtensionSettings } from '../settings/settings.ts'

/** One chain the extension knows, with the endpoint it reads through and whether the user keeps it on. */
export type ExtensionChain = {
  entry: ChainEntry
  /** A local development chain the TokenBox site's server enabled (not in the catalogue). */
  local: boolean
  enabled: boolean
}

/** The site's answer is asked at most this often per site (the popup opens often). */
const configTtlMs = 60_000
const configCache = new Map<string, { at: number; config: Promise<WebConfig> }>()

/**
 * The TokenBox site's web settings (`GET <siteUrl>/api/v1/web/config`): its RPC overrides and the
 * local chains it serves. An unreachable site or an odd answer is no overrides and no local chains.
 */
export function readSiteConfig(siteUrl: string): Promise<WebConfig> {
  const cached = configCache.get(siteUrl)
  if (cached && Date.now() - cached.at < configTtlMs) return cached.config
  const config = backendGet('/api/v1/web/config', undefined, { baseUrl: siteUrl, timeoutMs: 5_000 })
    .then((reply) => parseWebConfig(reply.data, siteUrl))
    .catch((): WebConfig => ({ rpcUrls: {}, localChains: [] }))
  configCache.set(siteUrl, { at: Date.now(), config })
  return config
}

/** Forgets the site answers kept (after the site URL changes). */
export function forgetSiteConfig(): void {
  configCache.clear()
}

/**
 * Every chain the extension knows, in the product's switcher order: the site's local chains first,
 * then the 16 mainnets and the two testnets of core's catalogue. RPC: the user's own URL for the
 * chain, else the site operator's override, else the catalogue's. `enabled` follows the chain
 * list in the settings.
 *
 * @example
 * const chains = await loadExtensionChains(settings)
 * chains.filter((chain) => chain.enabled).map((chain) => chain.entry.name)
 */
export async function loadExtensionChains(
  settings: Pick<ExtensionSettings, 'siteUrl' | 'disabledChainIds' | 'rpcUrls'>,
  config?: WebConfig,
): Promise<ExtensionChain[]> {
  const site = config ?? (await readSiteConfig(settings.siteUrl))
  const order = [...switcherChainIds, ...switcherTestnetIds]
  const catalogue = order.flatMap((id) => chainCatalogue.filter((entry) => entry.id === id))
  const withSite = applyChainOverrides(catalogue, { rpcUrls: site.rpcUrls })
  const locals = site.localChains.map((chain) => chain.entry)
  const entries = applyChainOverrides([...locals, ...withSite], { rpcUrls: settings.rpcUrls })
  const localIds = new Set(locals.map((entry) => entry.id))
  const disabled = new Set(settings.disabledChainIds)
  return entries.map((entry) => ({ entry, local: localIds.has(entry.id), enabled: !disabled.has(entry.id) }))
}

/**
 * The chain the popup shows: the saved one while it is enabled, else the first enabled chain.
 */
export function currentChain(
  chains: readonly ExtensionChain[],
  currentChainId: number | undefined,
): ExtensionChain | undefined {
  const enabled = chains.filter((chain) => chain.enabled)
  return enabled.find((chain) => chain.entry.id === currentChainId) ?? enabled[0]
}

/**
 * A viem client reading `entry`'s chain through its first RPC URL (nothing signs here), at the
 * pace that RPC allows: one pacer per endpoint (core's sharedRpcPacer) learns its rate limit from
 * its refusals and keeps every popup read under it, a refused read asked again, not failed.
 */
export function publicClientFor(entry: ChainEntry): PublicClient {
  return createPublicClient({
    chain: toViemChain(entry),
    transport: pacedHttp(entry.rpc, {
      timeout: 20_000,
      // A timeout or a gateway error is asked once more, at the pace (as before the pacer).
      retryCount: 1,
      pacer: sharedRpcPacer(rpcEndpointKey({ chainId: entry.id, url: entry.rpc })),
    }),
  }) as PublicClient
}

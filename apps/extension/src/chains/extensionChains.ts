import { applyChainOverrides } from '@tokenbox/core/chains/applyChainOverrides.ts'
import { chainCatalogue, switcherChainIds, switcherTestnetIds } from '@tokenbox/core/chains/chainCatalogue.ts'
import { toViemChain } from '@tokenbox/core/chains/toViemChain.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { createRpcFailover, type RpcFailover } from '@tokenbox/core/logs/createRpcFailover.ts'
import { pacedRequest } from '@tokenbox/core/logs/pacedRequest.ts'
import { rpcEndpointKey } from '@tokenbox/core/logs/rpcEndpointKey.ts'
import { sharedRpcPacer } from '@tokenbox/core/logs/sharedRpcPacer.ts'
import { backendGet } from '@tokenbox/core/request/backendGet.ts'
import { parseWebConfig, type WebConfig } from '@tokenbox/core/webApi/webConfig.ts'
import { createPublicClient, custom, type EIP1193RequestFn, http, type PublicClient } from 'viem'
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
 * chain (alone), else the site operator's override, else the catalogue's, each but the user's
 * with the catalogue's other public RPCs as fallbacks (`rpcUrls`). `enabled` follows the chain
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
  // The user's own RPC is the only one asked for its chain, as on the site: they chose it (a
  // private node, say) and are told when it fails.
  const entries = applyChainOverrides([...locals, ...withSite], { rpcUrls: settings.rpcUrls }).map((entry) =>
    settings.rpcUrls[entry.id] === undefined ? entry : { ...entry, rpcUrls: [entry.rpc] },
  )
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

/** Per chain and its RPC list, what its reads learned this session (which RPC answers, which lacks a method). */
const failovers = new Map<string, RpcFailover>()

/**
 * A viem client reading `entry`'s chain (nothing signs here) through its RPCs (`rpcUrls`, `rpc`
 * first): core's failover asks the next one when an RPC is down or lacks the method, and reads
 * stay where they were answered, for every client of the chain this session. Each RPC is read at
 * the pace it allows: one pacer per endpoint (core's sharedRpcPacer) learns its rate limit from
 * its refusals and keeps every popup read under it, a refused read asked again, not failed.
 */
export function publicClientFor(entry: ChainEntry): PublicClient {
  const urls = [...new Set([entry.rpc, ...entry.rpcUrls])]
  const key = `${entry.id} ${urls.join(' ')}`
  let failover = failovers.get(key)
  if (!failover) {
    const requests = new Map<string, EIP1193RequestFn>()
    failover = createRpcFailover({
      urls,
      requestFor: (url) => {
        let request = requests.get(url)
        if (!request) {
          const pacer = sharedRpcPacer(rpcEndpointKey({ chainId: entry.id, url }))
          request = pacedRequest(http(url, { timeout: 20_000, retryCount: 0 })({}).request, pacer)
          requests.set(url, request)
        }
        return request
      },
    })
    failovers.set(key, failover)
  }
  return createPublicClient({
    chain: toViemChain(entry),
    transport: custom(
      { request: failover.request },
      // A timeout or a gateway error is asked once more, at the pace (as before the pacer).
      { key: 'failover', name: 'RPC failover', retryCount: 1 },
    ),
  }) as PublicClient
}

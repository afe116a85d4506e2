import { replacedChainInstances } from '@tokenbox/core/local/chainInstance.ts'

/** localStorage key of the local chain instances this browser's stored data belongs to. */
export const localChainInstancesStorageKey = 'tokenbox.localChainInstances'

/**
 * The localStorage key of something this browser keeps about one chain: `tokenbox.<what>.<chainId>`
 * followed by `rest` (an account, ...). Every per-chain key is made here, so that
 * forgetReplacedLocalChains can find what belongs to a chain by this shape.
 *
 * @example
 * chainStorageKey('sendTask', 31337, account) // 'tokenbox.sendTask.31337.0xf39f…'
 */
export function chainStorageKey(what: string, chainId: number, ...rest: string[]): string {
  return ['tokenbox', what, String(chainId), ...rest].join('.')
}

/** Whether `key` was made by chainStorageKey for `chainId`. */
function belongsToChain(key: string, chainId: number): boolean {
  const parts = key.split('.')
  // tokenbox, then at least one part naming what, then the chain id.
  return parts[0] === 'tokenbox' && parts.slice(2).includes(String(chainId))
}

/**
 * Whatever a local chain forgets, the browser forgets too: the server names each local chain's
 * instance (a random id kept in the chain's state, from the deployments file); a chain whose instance is not the one
 * this browser stored data for was reset (`make reset`), so its per-chain data (send tasks to
 * resume, remembered multisig wallets, anything under chainStorageKey) is removed before the app
 * reads any of it. Runs once before the first paint. A chain seen for the first time counts as new,
 * as data stored before instance ids existed belongs to no known instance. Returns the chain ids
 * whose data was removed.
 *
 * @example
 * const { localChains } = await fetchWebConfig()
 * forgetReplacedLocalChains(localChains)
 */
export function forgetReplacedLocalChains(
  localChains: readonly { chainId: number; instanceId?: string | undefined }[],
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null = browserStorage(),
): number[] {
  if (!storage || localChains.length === 0) return []
  try {
    let remembered: Record<string, string> = {}
    try {
      const parsed: unknown = JSON.parse(storage.getItem(localChainInstancesStorageKey) ?? '{}')
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        remembered = Object.fromEntries(
          Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
    } catch {
      // Unreadable: as if nothing was remembered.
    }
    const { replaced, next } = replacedChainInstances(remembered, localChains, { forgetUnknown: true })
    if (replaced.length > 0) {
      const keys: string[] = []
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index)
        if (key && replaced.some((chainId) => belongsToChain(key, chainId))) keys.push(key)
      }
      for (const key of keys) storage.removeItem(key)
    }
    storage.setItem(localChainInstancesStorageKey, JSON.stringify(next))
    return replaced
  } catch {
    // Storage blocked or full: nothing was kept, so nothing stale can be shown either.
    return []
  }
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export type TtlCache<T> = {
  /**
   * The value kept for `key` while it is fresh, else `load()`'s (kept for `ttlMs` once it
   * resolves). Callers asking for a key whose load is still running share that load. A failed
   * load is not kept: the next call tries again.
   */
  getOrLoad: (key: string, load: () => Promise<T>) => Promise<T>
  /** Entries held now (fresh, expired not yet dropped, and loads in flight). */
  readonly size: number
}

export type CreateTtlCacheParameters<T> = {
  /** How long a loaded value is served. */
  ttlMs: number
  /** How long this value is served, when it differs by value (a "not yet" answer kept briefly). Default `ttlMs`. */
  ttlOf?: ((value: T) => number) | undefined
  /** Entries kept at most; past it, expired ones go first, then the oldest. */
  maxEntries: number
  /** Injectable clock in ms. Default Date.now. */
  now?: () => number
}

/**
 * A small in-memory cache with a time to live and a size bound, for explorer answers that rarely
 * change (whether a contract's source is verified). No dependency: a Map keeps insertion order, so
 * the oldest entry is the first key. Each server instance caches on its own.
 *
 * @example
 * const cache = createTtlCache<boolean>({ ttlMs: 600_000, maxEntries: 5_000 })
 * const verified = await cache.getOrLoad(`56:${address}`, () => askExplorer(address))
 */
export function createTtlCache<T>(parameters: CreateTtlCacheParameters<T>): TtlCache<T> {
  const { ttlMs, ttlOf, maxEntries, now = Date.now } = parameters
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>()

  function makeRoom(time: number) {
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= time) entries.delete(key)
    }
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
  }

  return {
    getOrLoad(key, load) {
      const time = now()
      const held = entries.get(key)
      if (held && held.expiresAt > time) return held.value
      entries.delete(key)
      if (entries.size >= maxEntries) makeRoom(time)
      // Until it settles the load counts as fresh, so concurrent callers share it.
      const entry = { value: load(), expiresAt: Number.POSITIVE_INFINITY }
      entries.set(key, entry)
      entry.value.then(
        (value) => {
          entry.expiresAt = now() + (ttlOf ? ttlOf(value) : ttlMs)
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key)
        },
      )
      return entry.value
    },
    get size() {
      return entries.size
    },
  }
}

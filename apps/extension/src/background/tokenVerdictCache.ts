import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import type { Address } from 'viem'

/** A check answer is reused this long: a minute covers a user who retries a buy, and a trap set meanwhile still shows on the next buy. */
export const verdictTtlMs = 60_000

/** Safety reports per chain and token, kept a minute (in flight ones too, so two buys share one check). */
export type TokenVerdictCache = {
  get(chainId: number, token: Address): Promise<TokenSafetyReport | undefined> | undefined
  set(chainId: number, token: Address, report: Promise<TokenSafetyReport | undefined>): void
  delete(chainId: number, token: Address): void
}

/**
 * An in-memory verdict cache (the service worker's: it goes when the worker stops, which is fine
 * for a minute's reuse).
 *
 * @example
 * const verdicts = createTokenVerdictCache()
 * verdicts.set(56, token, checkTokenSafety(client, { token, entry }))
 */
export function createTokenVerdictCache(
  ttlMs = verdictTtlMs,
  now: () => number = Date.now,
): TokenVerdictCache {
  const entries = new Map<string, { at: number; report: Promise<TokenSafetyReport | undefined> }>()
  const key = (chainId: number, token: Address) => `${chainId}:${token.toLowerCase()}`
  return {
    get(chainId, token) {
      const entry = entries.get(key(chainId, token))
      if (!entry) return undefined
      if (now() - entry.at >= ttlMs) {
        entries.delete(key(chainId, token))
        return undefined
      }
      return entry.report
    },
    set(chainId, token, report) {
      entries.set(key(chainId, token), { at: now(), report })
    },
    delete(chainId, token) {
      entries.delete(key(chainId, token))
    },
  }
}

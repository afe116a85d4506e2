import type { GpuAddressHit } from '@tokenbox/vanity'
import { matchesVanityPattern, type VanityPattern } from './vanityPattern.ts'
import { deriveVanityKey, type VanitySearchIo } from './vanitySearch.ts'

/** What the driver needs of a GPU key search (`GpuAddressSearch` of @tokenbox/vanity). */
export type GpuKeySearch = {
  search: (budget: number) => Promise<GpuAddressHit[]>
  readonly attempts: number
}

/**
 * Drives a key search on the GPU (address or first-contract mode) until a verified match, a stop,
 * or an error, posting the WebAssembly workers' events. Each hit's key (already checked by the
 * search's host code) is derived again here by viem, its address and, in contract mode, its
 * nonce-0 contract, and matched against the full pattern with letter case: a nibble mismatch is an
 * error (never shown), a case mismatch means go on. The key leaves this function only in the
 * `found` event, as from the workers.
 *
 * @example
 * await runGpuKeySearch(await GpuAddressSearch.create({ device, patterns, contract }), pattern, io)
 */
export async function runGpuKeySearch(
  search: GpuKeySearch,
  pattern: VanityPattern,
  io: VanitySearchIo,
): Promise<void> {
  const now = io.now ?? (() => performance.now())
  const progressMs = io.progressMs ?? 250
  const sliceMs = io.sliceMs ?? 80
  const contract = pattern.input.target === 'contract'
  io.post({ type: 'progress', attempts: 0 })
  let budget = 1
  let lastProgress = now()
  for (;;) {
    if (io.shouldStop()) return io.post({ type: 'stopped', attempts: search.attempts })
    const began = now()
    const hits = await search.search(budget)
    const took = now() - began
    budget = Math.max(
      1,
      Math.min(budget * 4, Math.round((Math.max(budget, 1) * sliceMs) / Math.max(took, 1))),
    )
    for (const hit of hits) {
      const found = deriveVanityKey(BigInt(hit.privateKey), contract)
      const target = found.contractAddress ?? found.address
      if (matchesVanityPattern(target, pattern))
        return io.post({ type: 'found', attempts: search.attempts, ...found })
      if (!matchesVanityPattern(target, { ...pattern, input: { ...pattern.input, caseSensitive: false } }))
        return io.post({ type: 'error', error: 'error.verify', attempts: search.attempts })
    }
    if (now() - lastProgress >= progressMs) {
      lastProgress = now()
      io.post({ type: 'progress', attempts: search.attempts })
    }
    await io.yieldToEvents()
  }
}

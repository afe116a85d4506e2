import type { Create2Hit } from '@tokenbox/vanity'
import type { Create2Target } from './create2Target.ts'
import { matchesVanityPattern, type VanityPattern } from './vanityPattern.ts'
import { deriveCreate2Address, type VanitySearchIo } from './vanitySearch.ts'

/** What the driver needs of a GPU salt search (`Create2Search` of @tokenbox/vanity). */
export type GpuSaltSearch = {
  search: (budget: number) => Promise<Create2Hit[]>
  readonly attempts: number
}

/**
 * Drives a CREATE2 salt search on the GPU until a verified match, a stop, or an error, posting
 * the same events as the WebAssembly workers (vanitySearch.ts), so the page shows one search
 * whichever engine runs it. Each slice queues about `sliceMs` of dispatches (80 ms: a stop is seen
 * at once, the GPU stays busy); every hit the kernel reports (already re-derived by the search) is
 * derived again here by viem from deployer, salt and init code hash and matched against the full
 * pattern, letter case included: a nibble mismatch is an error, a case mismatch means go on.
 *
 * @example
 * await runGpuCreate2Search(await Create2Search.create({ device, ...target, patterns }), pattern, target, io)
 */
export async function runGpuCreate2Search(
  search: GpuSaltSearch,
  pattern: VanityPattern,
  target: Create2Target,
  io: VanitySearchIo,
): Promise<void> {
  const now = io.now ?? (() => performance.now())
  const progressMs = io.progressMs ?? 250
  const sliceMs = io.sliceMs ?? 80
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
      const found = deriveCreate2Address(target, hit.salt)
      if (matchesVanityPattern(found.contractAddress, pattern))
        return io.post({ type: 'foundSalt', attempts: search.attempts, ...found })
      if (
        !matchesVanityPattern(found.contractAddress, {
          ...pattern,
          input: { ...pattern.input, caseSensitive: false },
        })
      )
        return io.post({ type: 'error', error: 'error.verify', attempts: search.attempts })
    }
    if (now() - lastProgress >= progressMs) {
      lastProgress = now()
      io.post({ type: 'progress', attempts: search.attempts })
    }
    await io.yieldToEvents()
  }
}

import type { Create2Hit, GpuAddressHit } from '@tokenbox/vanity'
import type { Create2Target } from './create2Target.ts'
import type { VanityPattern } from './vanityPattern.ts'
import {
  deriveCreate2Address,
  deriveVanityKey,
  judgeVanityCandidate,
  type VanitySearchIo,
  type VanityWorkerEvent,
} from './vanitySearch.ts'

/** What the driver needs of a GPU search (`Create2Search`, `GpuAddressSearch` of @tokenbox/vanity). */
export type GpuSearch<Hit> = {
  search: (budget: number) => Promise<Hit[]>
  readonly attempts: number
}

/**
 * The loop every GPU search shares: slices of about `sliceMs` (80 ms: a stop is seen at once, the
 * GPU stays busy), progress every `progressMs`, and each hit judged by `verdict` (an event that
 * ends the run, or undefined to go on), posting the WebAssembly workers' events.
 */
async function driveGpuSearch<Hit>(
  search: GpuSearch<Hit>,
  io: VanitySearchIo,
  verdict: (hit: Hit, attempts: number) => VanityWorkerEvent | undefined,
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
    budget = Math.max(1, Math.min(budget * 4, Math.round((budget * sliceMs) / Math.max(took, 1))))
    for (const hit of hits) {
      const event = verdict(hit, search.attempts)
      if (event) return io.post(event)
    }
    if (now() - lastProgress >= progressMs) {
      lastProgress = now()
      io.post({ type: 'progress', attempts: search.attempts })
    }
    await io.yieldToEvents()
  }
}

/**
 * Drives a CREATE2 salt search on the GPU until a verified match, a stop, or an error. Every hit
 * the kernel reports (already re-derived by the search) is derived again here by viem from
 * deployer, salt and init code hash and matched with letter case: a nibble mismatch is an error, a
 * case mismatch means go on.
 *
 * @example
 * await runGpuCreate2Search(await Create2Search.create({ device, ...target, patterns }), pattern, target, io)
 */
export function runGpuCreate2Search(
  search: GpuSearch<Create2Hit>,
  pattern: VanityPattern,
  target: Create2Target,
  io: VanitySearchIo,
): Promise<void> {
  return driveGpuSearch(search, io, (hit, attempts) => {
    const found = deriveCreate2Address(target, hit.salt)
    const judged = judgeVanityCandidate(found.contractAddress, pattern)
    if (judged === 'match') return { type: 'foundSalt', attempts, ...found }
    return judged === 'mismatch' ? { type: 'error', error: 'error.verify', attempts } : undefined
  })
}

/**
 * Drives a key search on the GPU (address or first-contract mode) until a verified match, a stop,
 * or an error. Each hit's key is derived again here by viem (its address and, in contract mode, its
 * nonce-0 contract) and judged as above. The key leaves this function only in the `found` event.
 *
 * @example
 * await runGpuKeySearch(await GpuAddressSearch.create({ device, patterns, contract }), pattern, io)
 */
export function runGpuKeySearch(
  search: GpuSearch<GpuAddressHit>,
  pattern: VanityPattern,
  io: VanitySearchIo,
): Promise<void> {
  const contract = pattern.input.target === 'contract'
  return driveGpuSearch(search, io, (hit, attempts) => {
    const found = deriveVanityKey(BigInt(hit.privateKey), contract)
    const judged = judgeVanityCandidate(found.contractAddress ?? found.address, pattern)
    if (judged === 'match') return { type: 'found', attempts, ...found }
    return judged === 'mismatch' ? { type: 'error', error: 'error.verify', attempts } : undefined
  })
}

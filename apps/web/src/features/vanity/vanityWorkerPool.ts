import type { Create2Target } from '@tokenbox/core/vanity/create2Target.ts'
import type { VanityPatternInput } from '@tokenbox/core/vanity/vanityPattern.ts'
import type {
  VanityFound,
  VanitySaltFound,
  VanitySearchError,
  VanityWorkerEvent,
} from '@tokenbox/core/vanity/vanitySearch.ts'
import { describeGpuAdapter, type Gpu } from '@tokenbox/vanity'

/** A dedicated module worker running vanity.worker.ts (Vite bundles it, and the module, apart). */
export function createVanityWorker(): Worker {
  return new Worker(new URL('./vanity.worker.ts', import.meta.url), { type: 'module' })
}

/** The GPU worker (vanityGpu.worker.ts): one per search, WebGPU inside. */
export function createVanityGpuWorker(): Worker {
  return new Worker(new URL('./vanityGpu.worker.ts', import.meta.url), { type: 'module' })
}

/** This browser's WebGPU adapter: its name, and whether it is software (the processor, not a GPU). */
export type GpuAdapterSummary = { name: string; software: boolean }

/**
 * The browser's high-performance WebGPU adapter ("nvidia …", "google swiftshader"), or undefined
 * when the browser has no WebGPU or no adapter: the page then searches with the WebAssembly workers.
 */
export async function gpuAdapter(): Promise<GpuAdapterSummary | undefined> {
  try {
    const gpu = (globalThis.navigator as { gpu?: Gpu } | undefined)?.gpu
    const adapter = await gpu?.requestAdapter({ powerPreference: 'high-performance' })
    if (!adapter) return undefined
    const { architecture, vendor } = adapter.info
    const fallback = (adapter.info as { isFallbackAdapter?: boolean }).isFallbackAdapter === true
    return {
      name: describeGpuAdapter(adapter.info),
      software: fallback || architecture === 'swiftshader' || vendor === 'cpu',
    }
  } catch {
    return undefined
  }
}

/** Logical cores of this device (2 when the browser does not say). */
export function deviceCores(): number {
  return Math.max(1, globalThis.navigator?.hardwareConcurrency || 2)
}

/**
 * Default worker count: one per core (navigator.hardwareConcurrency), as fast as the device goes.
 * The workers run apart from the page, so it stays usable, and the form lets the user lower the
 * count to keep cores for other work during a search that may last hours.
 */
export function defaultVanityWorkers(cores = deviceCores()): number {
  return Math.max(1, cores)
}

export type VanitySearchHandlers = {
  /** Keys tried by all workers together, about every 250 ms. */
  onProgress: (attempts: number) => void
  /** A key (address and contract modes) or a CREATE2 salt, re-derived in the worker. */
  onFound: (found: VanityFound | VanitySaltFound, attempts: number) => void
  onError: (error: VanitySearchError, attempts: number) => void
  onStopped: (attempts: number) => void
}

export type VanitySearchHandle = { stop: () => void }

/**
 * Starts `workers` workers on the same pattern, each from its own random 256-bit start (with
 * `create2`: a salt search for that deployer and init code, each from its own random salt). The first
 * verified match ends the search (the other workers are stopped); `stop()` ends it at once. Every
 * worker is terminated when the search ends, so nothing keeps computing in the background.
 *
 * @example
 * const search = startVanitySearch(input, 3, { onProgress, onFound, onError, onStopped })
 * search.stop()
 */
export function startVanitySearch(
  input: VanityPatternInput,
  workers: number,
  handlers: VanitySearchHandlers,
  createWorker: () => Worker = createVanityWorker,
  create2?: Create2Target,
): VanitySearchHandle {
  const attempts = new Array<number>(workers).fill(0)
  const total = () => attempts.reduce((sum, value) => sum + value, 0)
  const pool: Worker[] = []
  let ended = false
  const end = () => {
    ended = true
    for (const worker of pool) worker.terminate()
  }
  for (let index = 0; index < workers; index++) {
    const worker = createWorker()
    pool.push(worker)
    worker.onerror = () => {
      if (ended) return
      end()
      handlers.onError('error.worker', total())
    }
    worker.onmessage = (message: MessageEvent<VanityWorkerEvent>) => {
      if (ended) return
      const event = message.data
      attempts[index] = event.attempts
      if (event.type === 'progress') handlers.onProgress(total())
      else if (event.type === 'found' || event.type === 'foundSalt') {
        end()
        const { type: _type, attempts: _attempts, ...found } = event
        handlers.onFound(found, total())
      } else if (event.type === 'error') {
        end()
        handlers.onError(event.error, total())
      }
    }
    worker.postMessage({ type: 'start', input, ...(create2 ? { create2 } : {}) })
  }
  return {
    stop: () => {
      if (ended) return
      // the count at the last progress event: the workers are terminated without waiting for them
      end()
      handlers.onStopped(total())
    },
  }
}

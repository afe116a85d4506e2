/// <reference lib="dom" />
// The page of the vanity benchmark: the web app's own worker pool and worker (the code the Vanity
// Address screen runs), and the naive loop on the page's thread, exposed as window functions.
import type { VanityPatternInput } from '@tokenbox/core/vanity/vanityPattern.ts'
import { startVanitySearch } from '../../../apps/web/src/features/vanity/vanityWorkerPool.ts'
import { naiveAddressesPerSecond } from '../naiveSearch.ts'

declare global {
  interface Window {
    measureNaive: (milliseconds: number) => number
    measureWasm: (workers: number, milliseconds: number) => Promise<{ perSecond: number; attempts: number }>
  }
}

/** Forty characters: never found, so the workers run for the whole measurement. */
const impossible: VanityPatternInput = {
  match: 'prefix',
  text: 'f'.repeat(40),
  suffix: '',
  caseSensitive: false,
  target: 'address',
}

window.measureNaive = (milliseconds) => naiveAddressesPerSecond(milliseconds)

window.measureWasm = (workers, milliseconds) =>
  new Promise((resolve, reject) => {
    const began = performance.now()
    // the first second (module compile, start points, JIT tiers) is not counted
    let first: { time: number; attempts: number } | undefined
    const search = startVanitySearch(impossible, workers, {
      onProgress: (attempts) => {
        const time = performance.now()
        if (!first) {
          if (time - began >= 1000) first = { time, attempts }
          return
        }
        if (time - first.time >= milliseconds) {
          search.stop()
          const counted = attempts - first.attempts
          resolve({ perSecond: Math.round(counted / ((time - first.time) / 1000)), attempts: counted })
        }
      },
      onFound: () => reject(new Error('found the impossible')),
      onError: (error) => reject(new Error(error)),
      onStopped: () => undefined,
    })
  })

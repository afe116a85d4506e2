/// <reference lib="webworker" />
import type { VanityWorkerEvent, VanityWorkerRequest } from '@tokenbox/core/vanity/vanitySearch.ts'

/** What a vanity worker's search gets: how to report to the page, and whether Stop came. */
export type VanityWorkerIo = { post: (event: VanityWorkerEvent) => void; shouldStop: () => boolean }

/**
 * Makes this worker answer the page: a Stop request sets the flag `shouldStop` reads, any other
 * request runs `search`; a search that throws reports the worker's error (nothing more is said
 * about it: the page only needs to know the search ended).
 *
 * @example
 * serveVanityWorker(async (request, io) => runVanitySearch(wasm, request, { ...io, yieldToEvents }))
 */
export function serveVanityWorker(
  search: (request: Exclude<VanityWorkerRequest, { type: 'stop' }>, io: VanityWorkerIo) => Promise<unknown>,
) {
  const scope = self as unknown as DedicatedWorkerGlobalScope
  let stopRequested = false
  const post = (event: VanityWorkerEvent) => scope.postMessage(event)
  scope.onmessage = async (message: MessageEvent<VanityWorkerRequest>) => {
    const request = message.data
    if (request.type === 'stop') {
      stopRequested = true
      return
    }
    try {
      await search(request, { post, shouldStop: () => stopRequested })
    } catch {
      post({ type: 'error', error: 'error.worker', attempts: 0 })
    }
  }
}

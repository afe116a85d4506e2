/// <reference lib="webworker" />
// One vanity search worker: compiles the WebAssembly module (fetched once per worker from the
// app's own origin), then runs core's driver until Found, Stop or Error. The key it finds leaves
// the worker only as a message to the page that started it.
import {
  runVanitySearch,
  type VanityWorkerEvent,
  type VanityWorkerRequest,
} from '@tokenbox/core/vanity/vanitySearch.ts'
import { instantiateVanity } from '@tokenbox/vanity'
import wasmUrl from '@tokenbox/vanity/vanity.wasm?url'

const scope = self as unknown as DedicatedWorkerGlobalScope
let stopRequested = false
const channel = new MessageChannel()
let wake: (() => void) | undefined
channel.port1.onmessage = () => wake?.()

/** Lets a pending stop message in without the 4 ms clamp of nested timers. */
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => {
    wake = resolve
    channel.port2.postMessage(0)
  })
}

const post = (event: VanityWorkerEvent) => scope.postMessage(event)

scope.onmessage = async (message: MessageEvent<VanityWorkerRequest>) => {
  const request = message.data
  if (request.type === 'stop') {
    stopRequested = true
    return
  }
  try {
    const wasm = await instantiateVanity(await WebAssembly.compileStreaming(fetch(wasmUrl)))
    await runVanitySearch(wasm, request, { post, shouldStop: () => stopRequested, yieldToEvents })
  } catch {
    post({ type: 'error', error: 'error.worker', attempts: 0 })
  }
}

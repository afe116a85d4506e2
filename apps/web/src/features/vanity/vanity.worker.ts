/// <reference lib="webworker" />
// One vanity search worker: compiles the WebAssembly module (fetched once per worker from the
// app's own origin), then runs core's driver until Found, Stop or Error. The key it finds leaves
// the worker only as a message to the page that started it.
import { runVanitySearch } from '@tokenbox/core/vanity/vanitySearch.ts'
import { instantiateVanity } from '@tokenbox/vanity'
import wasmUrl from '@tokenbox/vanity/vanity.wasm?url'
import { serveVanityWorker } from './serveVanityWorker.ts'

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

serveVanityWorker(async (request, io) => {
  const wasm = await instantiateVanity(await WebAssembly.compileStreaming(fetch(wasmUrl)))
  await runVanitySearch(wasm, request, { ...io, yieldToEvents })
})

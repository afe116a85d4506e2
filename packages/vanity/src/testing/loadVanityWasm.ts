import { readFileSync } from 'node:fs'
import { instantiateVanity, type VanityWasm } from '../vanityWasm.ts'

/** The built module's bytes (Node only: tests and benches). */
export function vanityWasmBytes(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(new URL('../../dist/vanity.wasm', import.meta.url)))
}

/** A fresh instance of the built module (Node only). */
export function loadVanityWasm(): Promise<VanityWasm> {
  return instantiateVanity(vanityWasmBytes())
}

import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { instantiateVanity, type VanityWasm } from '../src/vanityWasm.ts'

let built = false

/**
 * The built module's bytes (Node only: tests and benches). Runs the build first (it is skipped
 * when `dist/vanity.wasm` is newer than the sources), so a test never reads a stale module.
 */
export function vanityWasmBytes(): Uint8Array<ArrayBuffer> {
  if (!built) {
    execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build.ts', import.meta.url))], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    built = true
  }
  return new Uint8Array(readFileSync(new URL('../dist/vanity.wasm', import.meta.url)))
}

/** A fresh instance of the built module (Node only). */
export function loadVanityWasm(): Promise<VanityWasm> {
  return instantiateVanity(vanityWasmBytes())
}

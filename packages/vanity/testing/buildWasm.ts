import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** Vitest global setup: `dist/vanity.wasm` from the current sources before any test reads it. */
export default function buildWasm(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build.ts', import.meta.url))], {
    stdio: 'inherit',
  })
}

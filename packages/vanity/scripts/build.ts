/**
 * Builds `dist/vanity.wasm` from `assembly/` with the AssemblyScript compiler (-O3, SIMD, which
 * every current browser runs (Chrome 91, Firefox 89, Safari 16.4 and later), stub runtime:
 * the loop allocates nothing, so no garbage collector is linked; no assertions, every index is
 * bounded by the module's own constants). Skipped when the output is newer than every source.
 * `--force` rebuilds anyway.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sources = path.join(here, 'assembly')
const output = path.join(here, 'dist', 'vanity.wasm')

function newestSource(): number {
  return Math.max(
    ...readdirSync(sources).map((name) => statSync(path.join(sources, name)).mtimeMs),
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
  )
}

if (!process.argv.includes('--force') && existsSync(output) && statSync(output).mtimeMs > newestSource()) {
  console.log('vanity.wasm is up to date')
} else {
  mkdirSync(path.dirname(output), { recursive: true })
  const require = (await import('node:module')).createRequire(import.meta.url)
  const asc = path.join(path.dirname(require.resolve('assemblyscript/package.json')), 'bin', 'asc.js')
  execFileSync(
    process.execPath,
    [
      asc,
      path.join(sources, 'index.ts'),
      '--outFile',
      output,
      '--runtime',
      'stub',
      '--optimizeLevel',
      '3',
      '--shrinkLevel',
      '0',
      '--noAssert',
      '--enable',
      'simd',
      '--initialMemory',
      '4',
    ],
    { stdio: 'inherit', cwd: here },
  )
  console.log(`built ${path.relative(process.cwd(), output)} (${statSync(output).size} bytes)`)
}

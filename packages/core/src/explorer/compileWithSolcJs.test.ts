import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compileWithSolcJs, narrowToContract, type SolcJs } from '../../testing/compileWithSolcJs.ts'

/** A compiler that answers with a count of its calls, so a cached answer shows. */
function countingCompiler(version = '0.8.37+commit.test'): SolcJs & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    version: () => version,
    compile: (input: string) => {
      calls.push(input)
      const failing = input.includes('broken')
      return JSON.stringify({
        call: calls.length,
        ...(failing ? { errors: [{ severity: 'error', formattedMessage: 'ParserError' }] } : {}),
      })
    },
  }
}

const input = {
  language: 'Solidity',
  sources: { 'a.sol': { content: 'contract A {}' } },
  settings: { optimizer: { enabled: true } },
}

let cacheDir: string
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'solc-js-cache-'))
})
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('compileWithSolcJs', () => {
  it('compiles an input once and reads the output back, whatever the order of its keys', () => {
    const solc = countingCompiler()
    expect(compileWithSolcJs(solc, input, { cacheDir })).toEqual({ call: 1 })
    const reordered = { settings: input.settings, sources: input.sources, language: 'Solidity' }
    expect(compileWithSolcJs(solc, reordered, { cacheDir })).toEqual({ call: 1 })
    expect(solc.calls).toHaveLength(1)
  })

  it('compiles again for another source, setting or compiler version', () => {
    const solc = countingCompiler()
    compileWithSolcJs(solc, input, { cacheDir })
    compileWithSolcJs(solc, { ...input, sources: { 'a.sol': { content: 'contract A {} ' } } }, { cacheDir })
    compileWithSolcJs(solc, { ...input, settings: { optimizer: { enabled: false } } }, { cacheDir })
    expect(solc.calls).toHaveLength(3)
    const other = countingCompiler('0.8.36+commit.test')
    compileWithSolcJs(other, input, { cacheDir })
    expect(other.calls).toHaveLength(1)
  })

  it('keeps no output with errors: the next run asks the compiler again', () => {
    const solc = countingCompiler()
    const broken = { ...input, sources: { 'a.sol': { content: 'broken' } } }
    expect(compileWithSolcJs(solc, broken, { cacheDir }).errors).toHaveLength(1)
    compileWithSolcJs(solc, broken, { cacheDir })
    expect(solc.calls).toHaveLength(2)
    expect(readdirSync(cacheDir)).toEqual([])
  })

  it('removes outputs nobody asked for in two weeks when it writes a new one', () => {
    const solc = countingCompiler()
    compileWithSolcJs(solc, input, { cacheDir })
    const [old] = readdirSync(cacheDir)
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000)
    utimesSync(join(cacheDir, old!), monthAgo, monthAgo)
    compileWithSolcJs(solc, { ...input, settings: {} }, { cacheDir })
    expect(readdirSync(cacheDir)).not.toContain(old)
    expect(readdirSync(cacheDir)).toHaveLength(1)
  })
})

describe('compileWithSolcJs beside another process (the contracts suite and core side by side)', () => {
  const helper = new URL('../../testing/compileWithSolcJs.ts', import.meta.url).href

  it("waits for another process's compile of the same input and reads its output, compiling nothing", async () => {
    // The other suite: a compile of the same input that takes a second and answers as itself.
    const other = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { compileWithSolcJs } = await import(${JSON.stringify(helper)})
         const slow = { version: () => '0.8.37+commit.test', compile: () => {
           Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000)
           return JSON.stringify({ call: 'the other process' }) } }
         compileWithSolcJs(slow, ${JSON.stringify(input)}, { cacheDir: ${JSON.stringify(cacheDir)} })`,
      ],
      { stdio: 'inherit' },
    )
    const exited = once(other, 'exit')
    await expect
      .poll(() => readdirSync(cacheDir).some((name) => name.endsWith('.lock')), { timeout: 30_000 })
      .toBe(true)
    const solc = countingCompiler()
    expect(compileWithSolcJs(solc, input, { cacheDir })).toEqual({ call: 'the other process' })
    expect(solc.calls).toHaveLength(0)
    expect((await exited)[0]).toBe(0)
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.lock'))).toEqual([])
  })

  it('takes over a lock whose process is gone, and leaves none behind', () => {
    const solc = countingCompiler()
    compileWithSolcJs(solc, input, { cacheDir: join(cacheDir, 'probe') })
    const [entry] = readdirSync(join(cacheDir, 'probe'))
    const gone = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']))
    writeFileSync(join(cacheDir, `${entry}.lock`), String(gone))
    expect(compileWithSolcJs(solc, input, { cacheDir })).toEqual({ call: 2 })
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.lock'))).toEqual([])
  })
})

describe('narrowToContract', () => {
  it("asks for lib-sourcify's outputs of one contract, the rest of the input unchanged", () => {
    const narrowed = narrowToContract(input, 'a.sol', 'A')
    const settings = narrowed.settings as typeof input.settings & {
      outputSelection: Record<string, Record<string, string[]>>
    }
    expect(Object.keys(settings.outputSelection)).toEqual(['a.sol'])
    expect(settings.outputSelection['a.sol']!.A).toContain('evm.bytecode.object')
    expect(settings.optimizer).toEqual(input.settings.optimizer)
    expect(narrowed.sources).toBe(input.sources)
  })
})

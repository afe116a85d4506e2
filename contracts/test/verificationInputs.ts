import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { before, describe, it } from 'node:test'
import { compileWithSolcJs, narrowToContract, type SolcJs } from '@tokenbox/core/testing/compileWithSolcJs.ts'

const require = createRequire(import.meta.url)
const contractsRoot = resolve(import.meta.dirname, '..')
const generatedDir = resolve(contractsRoot, '..', 'packages', 'core', 'src', 'contracts')

type VerifyInput = { contractName: string; compilerVersion: string; input: { settings: object } }

describe('generated verification inputs', () => {
  before(() => {
    // A no-op when the generated files are current; otherwise it rebuilds them from these sources.
    const result = spawnSync(process.execPath, ['scripts/generate.ts'], {
      cwd: contractsRoot,
      encoding: 'utf8',
    })
    assert.equal(result.status, 0, result.stderr)
  })

  it('reproduce the shipped bytecode of every product contract with the npm compiler', async () => {
    const solc = require('solc') as SolcJs
    const files = readdirSync(join(generatedDir, 'verify')).filter((file) => file.endsWith('.json'))
    assert.ok(files.length >= 6, `expected the six infrastructure contracts, found ${files.join(', ')}`)
    for (const file of files) {
      const verify = JSON.parse(readFileSync(join(generatedDir, 'verify', file), 'utf8')) as VerifyInput
      assert.equal(verify.compilerVersion, `v${solc.version().replace(/\.Emscripten\.clang$/, '')}`)
      const [sourceName, contractName] = verify.contractName.split(':') as [string, string]
      // The contract alone, as core's Sourcify proof compiles it (the same bytecode; one compile
      // per run for the two suites: compileWithSolcJs).
      const output = compileWithSolcJs(solc, narrowToContract(verify.input, sourceName, contractName))
      const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
      assert.deepEqual(errors, [], `${file} compiles`)
      const compiled = `0x${output.contracts![sourceName]![contractName]!.evm.bytecode.object}`
      const module = (await import(join(generatedDir, file.replace(/\.json$/, '.ts')))) as Record<
        string,
        string
      >
      const shipped = Object.entries(module).find(([key]) => key.endsWith('Bytecode'))![1]
      assert.equal(compiled, shipped, `${contractName}: the verification input yields the deployed bytecode`)
    }
  })

  it('give the shared swap engine the code every tax template embeds (one CREATE2 address per build)', async () => {
    const bytecodeOf = async (name: string, build: '' | 'london/') =>
      Object.entries(
        (await import(join(generatedDir, `${build}${name}.bytecode.ts`))) as Record<string, string>,
      ).find(([key]) => key.endsWith('Bytecode'))![1]
    for (const build of ['', 'london/'] as const) {
      const engine = (await bytecodeOf('TaxSwapEngine', build)).slice(2)
      for (const template of [
        'TaxToken',
        'TaxSaleToken',
        'DividendToken',
        'DividendSaleToken',
        'LpDividendToken',
      ]) {
        assert.ok(
          (await bytecodeOf(template, build)).includes(engine),
          `${build}${template} computes its engine from this exact code`,
        )
      }
    }
  })
})

/**
 * Evidence for the Customize architecture (contracts/docs/tokens.md, "Customize"): how long solc-js
 * takes to compile a template's shipped standard-JSON input in Node, and how large the compiler
 * a browser would have to download is. Run: `node bench/customize/measureCompile.ts [Name...]`.
 * It compiles one contract at a time on the calling thread and prints one JSON line per contract.
 */
import { readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const require = createRequire(import.meta.url)
const verifyDir = resolve(import.meta.dirname, '..', '..', 'packages', 'core', 'src', 'contracts', 'verify')
const names = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['NormalToken', 'TaxToken', 'DividendToken']

const soljsonPath = require.resolve('solc/soljson.js')
const soljson = readFileSync(soljsonPath)
console.log(
  JSON.stringify({
    soljsonBytes: statSync(soljsonPath).size,
    soljsonGzipBytes: gzipSync(soljson, { level: 9 }).length,
  }),
)

let started = performance.now()
const solc = require('solc') as { compile: (input: string) => string }
console.log(JSON.stringify({ compilerLoadMs: Math.round(performance.now() - started) }))

for (const name of names) {
  const verify = JSON.parse(readFileSync(join(verifyDir, `${name}.json`), 'utf8')) as {
    contractName: string
    input: object
  }
  started = performance.now()
  const output = JSON.parse(solc.compile(JSON.stringify(verify.input))) as {
    contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>
  }
  const compileMs = Math.round(performance.now() - started)
  const [source, contract] = verify.contractName.split(':') as [string, string]
  const runtimeBytes = output.contracts[source]![contract]!.evm.deployedBytecode.object.length / 2
  console.log(JSON.stringify({ name, compileMs, runtimeBytes }))
}

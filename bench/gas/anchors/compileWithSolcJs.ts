/**
 * Compiles a public project's contracts with the solc-js release its own config names (an npm
 * `solc@<version>` installed outside the repository), reading the sources where they lie, so the
 * bench measures their code without a copy of it in this repository (issue 49).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'

export type CompileWithSolcJsParameters = {
  /** The folder of the npm `solc` package to use, e.g. /tmp/anchors/node_modules/solc. */
  solcDir: string
  /** Source unit names to compile (e.g. `contracts/MasterChef.sol`), read from `roots`. */
  sources: readonly string[]
  /**
   * Where source unit names are looked up, by prefix: `{ '@openzeppelin/contracts/': '/tmp/oz' }`
   * maps an import to a folder; the prefix '' is the project's own root.
   */
  roots: Record<string, string>
  /** solc's `settings` (optimizer, evmVersion); outputs are added here. */
  settings: Record<string, unknown>
}

export type CompiledContract = { abi: Abi; bytecode: Hex }

export type CompileWithSolcJsReturnType = {
  /** The compiler's own version string, e.g. `0.6.12+commit.27d51765.Emscripten.clang`. */
  version: string
  /** Every contract compiled, by `<source unit>:<name>`. */
  contracts: Record<string, CompiledContract>
}

type SolcJs = { version: () => string; compile: (input: string, callbacks?: object) => string }

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `sources` (and what they import) with the solc-js at `solcDir`; throws on any error.
 *
 * @example
 * const { contracts } = compileWithSolcJs({
 *   solcDir: '/tmp/anchors/node_modules/solc',
 *   sources: ['contracts/MasterChef.sol'],
 *   roots: { '': '/tmp/sushiswap', '@openzeppelin/contracts/': '/tmp/anchors/node_modules/@openzeppelin/contracts' },
 *   settings: { optimizer: { enabled: true, runs: 5000 } },
 * })
 * const chef = contracts['contracts/MasterChef.sol:MasterChef']
 */
export function compileWithSolcJs(parameters: CompileWithSolcJsParameters): CompileWithSolcJsReturnType {
  const solc = createRequire(import.meta.url)(parameters.solcDir) as SolcJs
  // Longest prefix first, so '@openzeppelin/contracts/' wins over the project's root ''.
  const roots = Object.entries(parameters.roots).sort(([a], [b]) => b.length - a.length)
  const locate = (name: string): string | undefined => {
    for (const [prefix, folder] of roots) {
      if (name.startsWith(prefix)) {
        const file = join(folder, name.slice(prefix.length))
        if (existsSync(file)) return file
      }
    }
    return undefined
  }
  const read = (name: string): string => {
    const file = locate(name)
    if (!file) throw new Error(`Source ${name} is in none of ${roots.map(([, folder]) => folder).join(', ')}`)
    return readFileSync(file, 'utf8')
  }

  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(parameters.sources.map((name) => [name, { content: read(name) }])),
    settings: {
      ...parameters.settings,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const findImports = (name: string) => {
    const file = locate(name)
    return file ? { contents: readFileSync(file, 'utf8') } : { error: `File not found: ${name}` }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))

  const contracts: Record<string, CompiledContract> = {}
  for (const [source, byName] of Object.entries(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(byName)) {
      contracts[`${source}:${name}`] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  return { version: solc.version(), contracts }
}

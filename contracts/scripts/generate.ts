/**
 * Builds the Solidity sources with Hardhat and writes what the TypeScript side needs into
 * packages/core/src/contracts/:
 *   <ContractName>.ts         ABI (`as const`) and creation bytecode
 *   verify/<ContractName>.json standard-JSON input, compiler long version and fully qualified name
 *                              (what an Etherscan API v2 `verifysourcecode` call sends)
 *   london/…                  the london build (see below): `<ContractName>.bytecode.ts`,
 *                              `verify/<ContractName>.json`
 *   bytecodes.ts              `contractBytecode[name][build]()`: any build's bytecode, on demand
 *   sharedContracts.ts        `sharedContractAddress[name][build]`: the CREATE2 address of each
 *                              shared contract (locker, sender, multisig factory, tracker)
 *   index.ts                  re-exports plus `contractsSourceHash`
 * and the test-only contracts (test/fixtures/: trap tokens, reference implementations, test
 * doubles) into packages/core/testing/contracts/ (`<ContractName>.ts`, `.abi.ts`, `.bytecode.ts`,
 * `london/<ContractName>.bytecode.ts`), outside core's src/: `@tokenbox/core/testing/contracts/…`.
 *
 * Two builds of every contract, one ABI: `cancun` (Hardhat's build, the default) and `london`, for
 * chains whose EVM predates shanghai (no PUSH0, MCOPY or transient storage). The london build is
 * the same sources and settings compiled by solc-js with `evmVersion: 'london'`, except the files of
 * {@link londonReplacements}: the only two files that use transient storage, whose storage-based
 * equivalents in contracts/evm/london/ take their place (same path in the compiler input, so every
 * import stays as written). Each contract's runtime fingerprint lists both builds, so readers
 * recognise either on chain.
 *
 * Two scopes, so that `make start` compiles only what the product ships: `--product` builds the
 * contracts of src/ (what the web app, the server and the local deployment read); without it the
 * test-only contracts of test/fixtures/ (core, server, e2e and bench tests deploy them) are built
 * too, into packages/core/testing/contracts/, and the Solidity tests (test/) are compiled for
 * `hardhat test` to find in Hardhat's compile cache (contracts/cache). The folder is the one rule
 * that says which contract is which: src/ holds only what ships.
 *
 * It is a no-op when nothing that decides the output changed: the Solidity sources, the Hardhat
 * config (compiler settings), this script, and the compiler / OpenZeppelin / Hardhat versions are
 * hashed, and the hash is stamped into each output folder (the product's `.source-hash`; the
 * test-only modules' in packages/core/testing/contracts/, a hash that also covers test/fixtures/).
 *
 * Usage: node scripts/generate.ts [--product] [--force]
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import {
  deterministicDeployer,
  sharedContractArgs,
  sharedContractSalt,
} from '@tokenbox/core/evm/deterministicDeployment.ts'
import { FileBuildResultType } from 'hardhat/types/solidity'
import { type Abi, encodeDeployData, getContractAddress, keccak256 } from 'viem'

const require = createRequire(import.meta.url)
const contractsRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = resolve(contractsRoot, '..')
const sourcesDir = join(contractsRoot, 'src')
const outputDir = join(repoRoot, 'packages', 'core', 'src', 'contracts')
const stampFile = join(outputDir, '.source-hash')
/** Where the test-only contracts' modules go: core's testing/, beside its src/ (never bundled). */
const testOutputDir = join(repoRoot, 'packages', 'core', 'testing', 'contracts')
const testStampFile = join(testOutputDir, '.source-hash')
/** Source folder whose contracts exist only to test others (never shipped as product contracts). */
const testOnlyDir = join(contractsRoot, 'test', 'fixtures')
const testOnlyPrefix = 'project/test/fixtures/'

/** What a run builds: the shipped contracts, or those and the test-only ones (test/fixtures/). */
type Scope = 'product' | 'all'

/** The builds, default first; the generated `contractBuilds` lists them in this order. */
const builds = ['cancun', 'london'] as const
type ContractBuild = (typeof builds)[number]

/**
 * What the london build compiles in place of each EVM-level file (compiler source name -> file in
 * contracts/): the transient-storage guard and flag become their storage-based equivalents.
 */
const londonReplacements: Readonly<Record<string, string>> = {
  'project/src/utils/evm/ReentrancyLock.sol': 'evm/london/ReentrancyLock.sol',
  'project/src/utils/evm/CallFlag.sol': 'evm/london/CallFlag.sol',
}

/**
 * OpenZeppelin for the london build: 5.1.0, installed as `@openzeppelin/contracts-london`. From 5.2
 * on, files every ERC-20 with a permit imports (Strings -> Bytes), and Clones and Arrays, contain
 * MCOPY, which solc refuses to compile for an EVM before cancun; 5.1.0 is the newest release
 * without it, with the same ERC-20, Ownable, EIP-712, SafeERC20, Clones and EnumerableSet API.
 */
const londonOpenZeppelin = { name: '@openzeppelin/contracts', installedAs: '@openzeppelin/contracts-london' }

const header = (source: string) =>
  `// GENERATED by contracts/scripts/generate.ts from ${source}. Do not edit by hand:\n` +
  '// change the Solidity source and run `npm run build -w @tokenbox/contracts`.\n'

type BuildInfo = {
  solcLongVersion: string
  input: {
    language: string
    sources: Record<string, { content: string }>
    settings: Record<string, unknown>
  }
}

type AstNode = { nodeType: string; name?: string; contractKind?: string; abstract?: boolean }

type BuildInfoOutput = {
  output: {
    contracts: Record<
      string,
      Record<
        string,
        {
          abi: unknown[]
          metadata: string
          evm: {
            bytecode: { object: string }
            deployedBytecode: {
              object: string
              immutableReferences?: Record<string, { start: number; length: number }[]>
            }
          }
        }
      >
    >
    sources: Record<string, { ast: { nodes: AstNode[] } }>
  }
}

function listFiles(dir: string, suffix: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...listFiles(path, suffix))
    else if (entry.name.endsWith(suffix)) found.push(path)
  }
  return found.sort()
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string })
    .version
}

/**
 * Hash of every input that decides the generated files of `scope` (sources, settings, tool
 * versions). The product's (`contractsSourceHash`) leaves test/fixtures/ out, so a change to a
 * test-only contract neither rebuilds the product nor redeploys the local chains' infrastructure.
 */
export function computeSourceHash(scope: Scope = 'product'): `0x${string}` {
  const hash = createHash('sha256')
  const inputs = [
    ...listFiles(sourcesDir, '.sol'),
    ...(scope === 'all' ? listFiles(testOnlyDir, '.sol') : []),
    ...listFiles(join(contractsRoot, 'evm'), '.sol'),
    join(contractsRoot, 'hardhat.config.ts'),
    fileURLToPath(import.meta.url),
    // The shared contracts' salt and arguments decide their generated addresses.
    join(repoRoot, 'packages', 'core', 'src', 'evm', 'deterministicDeployment.ts'),
  ]
  for (const file of inputs) {
    hash.update(relative(contractsRoot, file).split(sep).join('/'))
    hash.update('\0')
    hash.update(readFileSync(file))
    hash.update('\0')
  }
  for (const name of ['solc', '@openzeppelin/contracts', '@openzeppelin/contracts-london', 'hardhat'])
    hash.update(`${name}@${packageVersion(name)}\0`)
  return `0x${hash.digest('hex')}`
}

/** `WETH` -> `weth`, `UniswapV2Router02` -> `uniswapV2Router02`, `ERC20Token` -> `erc20Token`. */
function lowerCamel(name: string): string {
  const leadingUpper = /^[A-Z]+/.exec(name)?.[0].length ?? 0
  if (leadingUpper <= 1) return name.charAt(0).toLowerCase() + name.slice(1)
  const next = name.charAt(leadingUpper)
  // "ERC20..." or "WETH": the whole run is one word; "ABCToken": the last capital starts the next.
  const wordLength = next === '' || /[0-9]/.test(next) ? leadingUpper : leadingUpper - 1
  return name.slice(0, wordLength).toLowerCase() + name.slice(wordLength)
}

/**
 * Hardhat's build of the given source files (paths relative to contracts/) and of what they import;
 * files compiled before with the same inputs are cache hits (contracts/cache). Called through
 * Hardhat's API rather than `hardhat build` for one option: `hardhat build` runs one compiler per
 * core but one (one at a time on a 2-core machine), and solc-js is single-threaded, so its default
 * leaves a core idle while the merged default-settings job and the large templates' jobs could
 * run side by side.
 */
async function runHardhatBuild(roots: string[]): Promise<void> {
  const { createHardhatRuntimeEnvironment, importUserConfig } = await import('hardhat/hre')
  const config = await importUserConfig(join(contractsRoot, 'hardhat.config.ts'))
  const hre = await createHardhatRuntimeEnvironment(config, {}, contractsRoot)
  shareEqualOverrides(hre.config.solidity.profiles)
  // solc warns that transient storage "can break the composability of smart contracts" once per
  // compiler job and file that uses it (about 14 screens on a first build). Our two uses are the
  // guards of src/utils/evm (cleared before each call returns, the case the warning itself calls
  // safe) and OpenZeppelin's TransientSlot: said once here instead. Every other warning is printed.
  const { log, warn } = console
  let transientWarnings = 0
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).includes('Transient storage as defined by EIP-1153')) transientWarnings++
    else warn(...args)
  }
  // Hardhat also prints an empty line per compiler job, warnings or not.
  console.log = (...args: unknown[]) => {
    if (args.length > 0) log(...args)
  }
  const results = await hre.solidity
    .build(
      roots.map((root) => join(contractsRoot, root)),
      { quiet: true, concurrency: availableParallelism() },
    )
    .finally(() => {
      console.warn = warn
      console.log = log
    })
  if (transientWarnings > 0)
    console.log(
      `contracts: solc's transient-storage warning (${transientWarnings}x) left out: the reentrancy ` +
        'guard and call flag of src/utils/evm clear their slot before returning, which it calls safe',
    )
  // Compiler errors are printed by the build itself; this only decides the exit.
  if (!hre.solidity.isSuccessfulBuildResult(results))
    throw new Error(`hardhat build: ${results.formattedReason}`)
  const failed = [...results].filter(([, result]) => result.type === FileBuildResultType.BUILD_FAILURE)
  if (failed.length > 0) throw new Error(`hardhat build failed: ${failed.map(([file]) => file).join(', ')}`)
}

/**
 * Makes the overrides with equal settings one object, so that Hardhat compiles their files in one
 * solc job. Hardhat merges the jobs of a build by compiler config *reference* (its build system
 * says so: "It compares the configs based on reference, and not by deep equality"), and resolves
 * every override into an object of its own, so each of the ~40 files of `largeTemplateSources`
 * was its own job, compiling the tax token and its bases again each time (about half of the
 * contract build's CPU). A contract's bytecode depends only on the sources its metadata lists and
 * the settings, not on what else the job compiles: core's Sourcify proof compiles each
 * verification input alone and finds the same bytecode. Hardhat's compile cache stays per root
 * file, so `hardhat test` finds every file cached as before.
 */
function shareEqualOverrides(profiles: Record<string, { overrides: Record<string, object> }>): void {
  for (const profile of Object.values(profiles)) {
    const shared = new Map<string, object>()
    for (const [source, override] of Object.entries(profile.overrides)) {
      const key = JSON.stringify(override)
      const first = shared.get(key)
      if (first) profile.overrides[source] = first
      else shared.set(key, override)
    }
  }
}

/**
 * The build each current artifact came from, keyed `inputSourceName:contractName`. Hardhat keeps
 * older build-info files after a source changes, so a contract can appear in several of them; only
 * the one its artifact names is current (reading them all let a stale build win).
 */
function currentBuildIds(): Map<string, string> {
  const ids = new Map<string, string>()
  for (const file of listFiles(join(contractsRoot, 'artifacts'), '.json')) {
    if (file.includes(`${join('artifacts', 'build-info')}`)) continue
    const artifact = JSON.parse(readFileSync(file, 'utf8')) as {
      contractName?: string
      inputSourceName?: string
      buildInfoId?: string
    }
    if (artifact.contractName && artifact.inputSourceName && artifact.buildInfoId)
      ids.set(`${artifact.inputSourceName}:${artifact.contractName}`, artifact.buildInfoId)
  }
  return ids
}

/** The build-info files of the given builds (each tens of MB: only those asked for are read). */
function readBuildInfos(
  ids: ReadonlySet<string>,
): { id: string; info: BuildInfo; output: BuildInfoOutput }[] {
  const dir = join(contractsRoot, 'artifacts', 'build-info')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.endsWith('.output.json'))
    .filter((file) => ids.has(file.replace(/\.json$/, '')))
    .sort()
    .map((file) => ({
      id: file.replace(/\.json$/, ''),
      info: JSON.parse(readFileSync(join(dir, file), 'utf8')) as BuildInfo,
      output: JSON.parse(
        readFileSync(join(dir, file.replace(/\.json$/, '.output.json')), 'utf8'),
      ) as BuildInfoOutput,
    }))
}

/**
 * What identifies a deployment of the contract from its code on chain: the runtime code with
 * every immutable's bytes zeroed (immutables are written at deployment, so they differ between
 * deployments) hashes to `codeHash`. The metadata hash at the end of the code names the exact
 * sources and settings, so only code built from these sources matches.
 */
type RuntimeFingerprint = {
  codeHash: `0x${string}`
  codeLength: number
  /** `[start, length]` byte ranges of the immutables in the runtime code. */
  immutables: [number, number][]
}

function runtimeFingerprint(deployed: {
  object: string
  immutableReferences?: Record<string, { start: number; length: number }[]>
}): RuntimeFingerprint {
  const immutables = Object.values(deployed.immutableReferences ?? {})
    .flat()
    .map(({ start, length }) => [start, length] as [number, number])
    .sort((a, b) => a[0] - b[0])
  // solc leaves zeros where immutables go, so the compiled runtime code is already masked.
  return {
    codeHash: keccak256(`0x${deployed.object}`),
    codeLength: deployed.object.length / 2,
    immutables,
  }
}

type VerifyFile = {
  contractName: string
  compilerVersion: string
  input: { language: string; sources: Record<string, { content: string }>; settings: Record<string, unknown> }
}

/** One build of a contract: its creation code, its runtime fingerprint and its verification input. */
type ContractBuildOutput = {
  bytecode: `0x${string}`
  runtime: RuntimeFingerprint
  verify: VerifyFile
}

type GeneratedContract = {
  name: string
  sourceName: string
  abi: unknown[]
  testOnly: boolean
  builds: Record<ContractBuild, ContractBuildOutput>
}

/** A contract of Hardhat's (cancun) build, before the london build is added. */
type CancunContract = Omit<GeneratedContract, 'builds'> & { cancun: ContractBuildOutput }

/** What a verification input asks the compiler for (an explorer needs no more). */
const verifyOutputSelection = { '*': { '*': ['abi', 'evm.bytecode', 'evm.deployedBytecode', 'metadata'] } }

/** The contracts of Hardhat's (cancun) build whose source names `wanted` accepts. */
function collectContracts(wanted: (sourceName: string) => boolean): CancunContract[] {
  const contracts = new Map<string, CancunContract>()
  const current = currentBuildIds()
  // An artifact whose source is gone (a contract moved or deleted since) is left behind by builds
  // that name their roots: it is no contract of these sources.
  const exists = (sourceName: string) => existsSync(join(contractsRoot, sourceName.replace(/^project\//, '')))
  const ids = new Set(
    [...current]
      .filter(([key]) => wanted(key.split(':')[0]!) && exists(key.split(':')[0]!))
      .map(([, id]) => id),
  )
  for (const { id, info, output } of readBuildInfos(ids)) {
    for (const [sourceName, source] of Object.entries(output.output.sources)) {
      const ours = sourceName.startsWith('project/src/') || sourceName.startsWith(testOnlyPrefix)
      if (!ours || !wanted(sourceName) || !exists(sourceName)) continue
      for (const node of source.ast.nodes) {
        // Only deployable contracts: interfaces, libraries and abstract bases are not products.
        if (node.nodeType !== 'ContractDefinition' || node.contractKind !== 'contract' || node.abstract)
          continue
        const name = node.name!
        const compiled = output.output.contracts[sourceName]?.[name]
        if (!compiled || current.get(`${sourceName}:${name}`) !== id) continue
        if (contracts.has(name) && contracts.get(name)!.sourceName !== sourceName) {
          throw new Error(`Two contracts are named ${name}; generated file names must be unique`)
        }
        // The contract's metadata lists exactly the sources it was compiled from: ship only those.
        const metadata = JSON.parse(compiled.metadata) as { sources: Record<string, unknown> }
        const sources = Object.fromEntries(
          Object.keys(metadata.sources)
            .sort()
            .map((key) => [key, { content: info.input.sources[key]!.content }]),
        )
        const { outputSelection: _ignored, ...settings } = info.input.settings
        contracts.set(name, {
          name,
          sourceName,
          abi: compiled.abi,
          testOnly: sourceName.startsWith(testOnlyPrefix),
          cancun: {
            bytecode: `0x${compiled.evm.bytecode.object}`,
            runtime: runtimeFingerprint(compiled.evm.deployedBytecode),
            verify: {
              contractName: `${sourceName}:${name}`,
              compilerVersion: `v${info.solcLongVersion}`,
              input: {
                language: info.input.language,
                sources,
                settings: { ...settings, outputSelection: verifyOutputSelection },
              },
            },
          },
        })
      }
    }
  }
  return [...contracts.values()].sort((a, b) => a.name.localeCompare(b.name))
}

type CompiledContract = BuildInfoOutput['output']['contracts'][string][string]

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, CompiledContract>>
}

/**
 * The file behind a compiler source name as Hardhat names sources: `project/<path>` is in this
 * Hardhat project, `npm/<package>@<version>/<path>` in that installed package (which must be
 * that version). Used for imports only the london build's replacement files make.
 */
function readSourceFile(sourceName: string): string {
  if (sourceName.startsWith('project/'))
    return readFileSync(join(contractsRoot, sourceName.slice('project/'.length)), 'utf8')
  const match = /^npm\/((?:@[^/]+\/)?[^/@]+)@([^/]+)\/(.+)$/.exec(sourceName)
  if (!match) throw new Error(`london build: cannot resolve ${sourceName}`)
  const [, name, version, path] = match
  // The package as installed under its own name, or under its london alias.
  const installed = [
    name!,
    ...(name === londonOpenZeppelin.name ? [londonOpenZeppelin.installedAs] : []),
  ].find((candidate) => packageVersion(candidate) === version)
  if (!installed) throw new Error(`london build: ${sourceName} needs ${name}@${version}`)
  return readFileSync(join(dirname(require.resolve(`${installed}/package.json`)), path!), 'utf8')
}

/**
 * Compiles a standard-JSON input with the npm `solc` (the compiler Hardhat uses) in a worker thread.
 * Imports missing from the input are read with {@link readSourceFile} up front (solc-js asks for
 * them through a synchronous callback, which a worker cannot serve from here), so this resolves
 * the input's import closure first.
 */
function compileInWorker(input: VerifyFile['input'] & { settings: object }): Promise<SolcOutput> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
     const solc = require(workerData.solc)
     parentPort.postMessage(solc.compile(workerData.input))`,
    { eval: true, workerData: { solc: require.resolve('solc'), input: JSON.stringify(input) } },
  )
  return new Promise((resolveOutput, reject) => {
    worker.once('message', (output: string) => {
      resolveOutput(JSON.parse(output) as SolcOutput)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

/** The source names `content` imports, resolved against `from` and the input's remappings. */
function importsOf(from: string, content: string, remappings: readonly string[]): string[] {
  const found: string[] = []
  for (const match of content.matchAll(/^\s*import\s+(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)) {
    const path = match[1]!
    if (path.startsWith('.')) {
      found.push(join(dirname(from), path).split(sep).join('/'))
      continue
    }
    const remapping = remappings
      .map((entry) => entry.split('=') as [string, string])
      .filter(([prefix]) => path.startsWith(prefix.replace(/^[^:]*:/, '')))
      .sort((a, b) => b[0].length - a[0].length)[0]
    found.push(remapping ? remapping[1] + path.slice(remapping[0].replace(/^[^:]*:/, '').length) : path)
  }
  return found
}

/**
 * The sources `roots` need, and nothing else: their import closure, taken from `sources` where
 * present and read with {@link readSourceFile} otherwise (the replacements import files the cancun
 * build never needed, and no longer import some it did, which would not compile for london).
 */
function importClosure(
  roots: readonly string[],
  sources: Readonly<Record<string, { content: string }>>,
  remappings: readonly string[],
): Record<string, { content: string }> {
  const closure: Record<string, { content: string }> = {}
  const queue = [...roots]
  while (queue.length > 0) {
    const name = queue.pop()!
    if (closure[name]) continue
    closure[name] = sources[name] ?? { content: readSourceFile(name) }
    queue.push(...importsOf(name, closure[name].content, remappings))
  }
  return closure
}

/**
 * `input` as the london build compiles it: london EVM, the EVM-level files replaced, OpenZeppelin
 * imports remapped to the london release (its files are read in by {@link importClosure}).
 */
function toLondonInput(input: VerifyFile['input']): VerifyFile['input'] {
  const current = `npm/${londonOpenZeppelin.name}@${packageVersion(londonOpenZeppelin.name)}/`
  const london = `npm/${londonOpenZeppelin.name}@${packageVersion(londonOpenZeppelin.installedAs)}/`
  const sources = Object.fromEntries(
    Object.entries(input.sources)
      .filter(([key]) => !key.startsWith(current))
      .map(([key, source]) => {
        const replacement = londonReplacements[key]
        return [
          key,
          replacement ? { content: readFileSync(join(contractsRoot, replacement), 'utf8') } : source,
        ]
      }),
  )
  const remappings = ((input.settings.remappings as string[] | undefined) ?? []).map((entry) =>
    entry.replace(`=${current}`, `=${london}`),
  )
  return { ...input, sources, settings: { ...input.settings, evmVersion: 'london', remappings } }
}

/**
 * Adds the london build to every contract of Hardhat's build. Contracts compiled with the same
 * settings are compiled together (two compiler runs in parallel: the default settings and the
 * large templates'), each asking only for the contracts it must produce.
 */
async function addLondonBuild(contracts: CancunContract[]): Promise<GeneratedContract[]> {
  const groups = new Map<
    string,
    { input: VerifyFile['input']; selection: Record<string, Record<string, string[]>> }
  >()
  for (const contract of contracts) {
    const london = toLondonInput(contract.cancun.verify.input)
    const { outputSelection: _ignored, ...settings } = london.settings
    const key = JSON.stringify(settings)
    const group = groups.get(key) ?? { input: { ...london, sources: {}, settings }, selection: {} }
    groups.set(key, group)
    for (const [sourceName, source] of Object.entries(london.sources)) {
      const known = group.input.sources[sourceName]
      if (known && known.content !== source.content) throw new Error(`${sourceName} differs between builds`)
      group.input.sources[sourceName] = source
    }
    group.selection[contract.sourceName] = {
      ...group.selection[contract.sourceName],
      [contract.name]: ['abi', 'evm.bytecode.object', 'evm.deployedBytecode', 'metadata'],
    }
  }
  const outputs = await Promise.all(
    [...groups.values()].map((group) => {
      const remappings = (group.input.settings.remappings as string[] | undefined) ?? []
      group.input.sources = importClosure(Object.keys(group.selection), group.input.sources, remappings)
      return compileInWorker({
        ...group.input,
        settings: { ...group.input.settings, outputSelection: group.selection },
      })
    }),
  )
  const compiled = new Map<string, { contract: CompiledContract; sources: VerifyFile['input']['sources'] }>()
  for (const [index, output] of outputs.entries()) {
    const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
    if (errors.length > 0)
      throw new Error(`london build failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
    const { sources } = [...groups.values()][index]!.input
    for (const [sourceName, byName] of Object.entries(output.contracts ?? {}))
      for (const [name, contract] of Object.entries(byName))
        compiled.set(`${sourceName}:${name}`, { contract, sources })
  }
  return contracts.map(({ cancun, ...contract }) => {
    const london = compiled.get(`${contract.sourceName}:${contract.name}`)
    if (!london) throw new Error(`london build: ${contract.name} was not compiled`)
    // One ABI for every build: the EVM-level files change how, never what.
    if (JSON.stringify(london.contract.abi) !== JSON.stringify(contract.abi))
      throw new Error(`london build: ${contract.name} has another ABI than its cancun build`)
    // As for the cancun build, the verification input holds exactly the sources the metadata lists.
    const metadata = JSON.parse(london.contract.metadata) as {
      sources: Record<string, unknown>
      settings: object
    }
    const sources = Object.fromEntries(
      Object.keys(metadata.sources)
        .sort()
        .map((key) => [key, { content: london.sources[key]!.content }]),
    )
    const input = toLondonInput(cancun.verify.input)
    return {
      ...contract,
      builds: {
        cancun,
        london: {
          bytecode: `0x${london.contract.evm.bytecode.object}`,
          runtime: runtimeFingerprint(london.contract.evm.deployedBytecode),
          verify: {
            ...cancun.verify,
            input: {
              ...input,
              sources,
              settings: { ...input.settings, outputSelection: verifyOutputSelection },
            },
          },
        },
      },
    }
  })
}

/**
 * Three modules per contract: `<Name>.abi.ts` (ABI and the runtime fingerprint of each build),
 * `<Name>.bytecode.ts` (the cancun build's creation bytecode, the bulk of it) and `<Name>.ts`,
 * which re-exports both for Node callers; the london build's creation bytecode is
 * `london/<Name>.bytecode.ts`, under the same export name. The web app imports `<Name>.abi.ts`
 * statically and a bytecode module dynamically, so a template's bytecode is downloaded only when a
 * user deploys it, and only for the build the chain runs (a module that is also imported
 * statically would stay in the screen's chunk).
 */
function abiModule(contract: GeneratedContract): string {
  const id = lowerCamel(contract.name)
  const runtimes = Object.fromEntries(builds.map((build) => [build, contract.builds[build].runtime]))
  return (
    header(`contracts/${contract.sourceName.replace(/^project\//, '')}`) +
    `\nexport const ${id}Abi = ${JSON.stringify(contract.abi, null, 2)} as const\n` +
    '\n/** Identifies a deployment of either build from its runtime code (see core/tokens/identifyTokenTemplate). */\n' +
    `export const ${id}Runtime = ${JSON.stringify(runtimes)} as const\n`
  )
}

function bytecodeModule(contract: GeneratedContract, build: ContractBuild): string {
  return (
    header(`contracts/${contract.sourceName.replace(/^project\//, '')} (${build} build)`) +
    `\nexport const ${lowerCamel(contract.name)}Bytecode = '${contract.builds[build].bytecode}' as const\n`
  )
}

function contractModule(contract: GeneratedContract): string {
  const id = lowerCamel(contract.name)
  return (
    header(`contracts/${contract.sourceName.replace(/^project\//, '')}`) +
    `\nexport { ${id}Abi, ${id}Runtime } from './${contract.name}.abi.ts'\n` +
    `export { ${id}Bytecode } from './${contract.name}.bytecode.ts'\n`
  )
}

/** Writes the modules of `contract` into `dir` (and its london bytecode into `londonDir`). */
function writeContractModules(dir: string, londonDir: string, contract: GeneratedContract): void {
  writeFileSync(join(dir, `${contract.name}.abi.ts`), abiModule(contract))
  writeFileSync(join(dir, `${contract.name}.bytecode.ts`), bytecodeModule(contract, 'cancun'))
  writeFileSync(join(dir, `${contract.name}.ts`), contractModule(contract))
  writeFileSync(join(londonDir, `${contract.name}.bytecode.ts`), bytecodeModule(contract, 'london'))
}

function indexModule(contracts: GeneratedContract[], sourceHash: string, pair: GeneratedContract): string {
  const lines = contracts
    .filter((contract) => !contract.testOnly)
    .map((contract) => {
      const id = lowerCamel(contract.name)
      return `export { ${id}Abi, ${id}Bytecode, ${id}Runtime } from './${contract.name}.ts'`
    })
  const pairHashes = Object.fromEntries(
    builds.map((build) => [build, keccak256(pair.builds[build].bytecode)]),
  )
  return (
    header('contracts/src') +
    `\n${lines.join('\n')}\n` +
    '\n/** The builds of every contract, default first (see contracts/README.md, "Builds per EVM level"). */\n' +
    `export const contractBuilds = ${JSON.stringify(builds)} as const\n` +
    '\n/** Hash of the Solidity sources, compiler settings and tool versions these files were built from. */\n' +
    `export const contractsSourceHash = '${sourceHash}' as const\n` +
    '\n/**\n * keccak256 of UniswapV2Pair creation code per build: the CREATE2 init code hash of every pair\n' +
    ' * of a factory of that build (also `factory.INIT_CODE_PAIR_HASH()`).\n */\n' +
    `export const uniswapV2PairInitCodeHash = ${JSON.stringify(pairHashes)} as const\n`
  )
}

/**
 * `bytecodes.ts`: each shipped contract's creation bytecode in each build, loaded on demand. The
 * import paths are static, so bundlers put every bytecode module in its own chunk and a page
 * downloads only the one it deploys.
 */
function bytecodesModule(contracts: GeneratedContract[]): string {
  const entries = contracts
    .filter((contract) => !contract.testOnly)
    .map((contract) => {
      const id = `${lowerCamel(contract.name)}Bytecode`
      const loaders = builds.map((build) => {
        const path =
          build === 'cancun' ? `./${contract.name}.bytecode.ts` : `./${build}/${contract.name}.bytecode.ts`
        return `    ${build}: () => import('${path}').then((module) => module.${id}),`
      })
      return `  ${contract.name}: {\n${loaders.join('\n')}\n  },`
    })
  return (
    header('contracts/src') +
    "\nimport type { Hex } from 'viem'\n" +
    '\n/** Creation bytecode of every shipped contract, per build, loaded on demand. */\n' +
    `export const contractBytecode = {\n${entries.join('\n')}\n} as const satisfies Record<string, Record<${builds.map((build) => `'${build}'`).join(' | ')}, () => Promise<Hex>>>\n`
  )
}

/** Where the deterministic deployment proxy puts `contract` (built as `build`) with the shared salt and `args`. */
function sharedAddress(
  contract: GeneratedContract,
  build: ContractBuild,
  args: readonly unknown[],
): `0x${string}` {
  return getContractAddress({
    opcode: 'CREATE2',
    from: deterministicDeployer,
    salt: sharedContractSalt,
    bytecode: encodeDeployData({ abi: contract.abi as Abi, bytecode: contract.builds[build].bytecode, args }),
  })
}

/**
 * `sharedContracts.ts`: where each shared contract of each build sits on any chain once deployed
 * through the deterministic deployment proxy with the shared salt and arguments
 * (core/evm/deterministicDeployment.ts), so readers find it without loading its bytecode.
 */
function sharedContractsModule(contracts: GeneratedContract[]): string {
  const addresses = Object.fromEntries(
    Object.entries(sharedContractArgs).map(([name, args]) => {
      const contract = contracts.find((candidate) => candidate.name === name)
      if (!contract) throw new Error(`Shared contract ${name} was not compiled`)
      return [name, Object.fromEntries(builds.map((build) => [build, sharedAddress(contract, build, args)]))]
    }),
  )
  // The tracker was compiled with the locker's addresses of sharedLockersFile: they must be these.
  const written = readFileSync(sharedLockersFile, 'utf8')
  if (written !== sharedLockersSource(addresses.TokenLocker as Record<ContractBuild, string>))
    throw new Error(`${relative(repoRoot, sharedLockersFile)} does not hold the locker's shared addresses`)
  return (
    header('contracts/src') +
    "\n/** Each shared contract's address per build, on every chain that has the deterministic deployment proxy. */\n" +
    `export const sharedContractAddress = ${JSON.stringify(addresses, null, 2)} as const\n`
  )
}

/**
 * The Solidity file with the shared TokenLocker's address per build, which DividendTracker reads
 * (issue 73: every dividend book excludes the chain's locker, whoever deploys the token). It is
 * generated from the locker's own build, committed (an explorer's verification and `hardhat test`
 * read it as a source), and refreshed by {@link updateSharedLockers} before the product is built.
 */
const sharedLockersFile = join(sourcesDir, 'tokens', 'dividends', 'SharedLockers.sol')

function sharedLockersSource(addresses: Record<ContractBuild, string>): string {
  const constant = (build: ContractBuild) =>
    `/// @dev The chain's shared TokenLocker, ${build} build: where the deterministic deployment proxy\n` +
    "/// (0x4e59…956C) puts the locker's creation code with TokenBox's shared salt, on every chain\n" +
    `/// (core's \`sharedContractAddress.TokenLocker.${build}\`).\n` +
    `address constant SHARED_LOCKER_${build.toUpperCase()} = ${addresses[build]};\n`
  return (
    '// SPDX-License-Identifier: MIT\n' +
    header('contracts/src/lock/TokenLocker.sol (its two builds)') +
    'pragma solidity ^0.8.28;\n\n' +
    builds.map(constant).join('\n')
  )
}

/**
 * Builds the TokenLocker alone in both builds and writes its shared addresses into
 * {@link sharedLockersFile} when they changed (the tracker imports it, so this runs before the
 * rest is compiled). The locker imports nothing of the tracker's, so its code, and so its
 * address, never depends on this file. Returns whether the file changed.
 */
async function updateSharedLockers(): Promise<boolean> {
  await runHardhatBuild(['src/lock/TokenLocker.sol'])
  const [locker] = await addLondonBuild(
    collectContracts((sourceName) => sourceName === 'project/src/lock/TokenLocker.sol').filter(
      (contract) => contract.name === 'TokenLocker',
    ),
  )
  if (!locker) throw new Error('TokenLocker was not compiled')
  const addresses = Object.fromEntries(
    builds.map((build) => [build, sharedAddress(locker, build, sharedContractArgs.TokenLocker)]),
  ) as Record<ContractBuild, string>
  const source = sharedLockersSource(addresses)
  if (existsSync(sharedLockersFile) && readFileSync(sharedLockersFile, 'utf8') === source) return false
  writeFileSync(sharedLockersFile, source)
  console.log(
    `contracts: ${relative(repoRoot, sharedLockersFile)} updated (the locker's shared addresses changed)`,
  )
  return true
}

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`)
}

function readStamp(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined
}

/**
 * The Solidity files (relative to contracts/) a part compiles: the product's contracts, or the
 * test-only contracts with the Solidity tests (test/), which nothing here reads but `hardhat test`
 * then finds in the compile cache, so that make test compiles them here, with every core, rather
 * than beside the browser suite.
 */
function sourceRoots(part: 'product' | 'test'): string[] {
  const files = listFiles(part === 'product' ? sourcesDir : join(contractsRoot, 'test'), '.sol')
  return files.map((file) => relative(contractsRoot, file).split(sep).join('/'))
}

async function generate(scope: Scope, force: boolean): Promise<void> {
  let productHash = computeSourceHash('product')
  let testHash = scope === 'all' ? computeSourceHash('all') : undefined
  const buildProduct =
    force || readStamp(stampFile) !== productHash || !existsSync(join(outputDir, 'index.ts'))
  // Test modules are rebuilt with the product's (a test contract may build on a product one).
  const buildTests = testHash !== undefined && (buildProduct || readStamp(testStampFile) !== testHash)
  if (!buildProduct && !buildTests) {
    console.log(`contracts: generated files are up to date (${productHash.slice(0, 10)})`)
    return
  }
  const started = Date.now()
  // The tracker compiles the locker's shared addresses in: they come first, from the locker's build.
  if (buildProduct && (await updateSharedLockers())) {
    productHash = computeSourceHash('product')
    if (scope === 'all') testHash = computeSourceHash('all')
  }
  const roots = [...(buildProduct ? sourceRoots('product') : []), ...(buildTests ? sourceRoots('test') : [])]
  console.log(
    `contracts: compiling ${roots.length} Solidity files${buildProduct ? '' : ' (test-only contracts and Solidity tests)'} ` +
      'with solc-js: the cancun build (Hardhat), then the london build',
  )
  await runHardhatBuild(roots)
  const hardhatDone = Date.now()
  const contracts = await addLondonBuild(
    collectContracts((sourceName) => (sourceName.startsWith(testOnlyPrefix) ? buildTests : buildProduct)),
  )
  const londonDir = join(outputDir, 'london')
  if (buildProduct) {
    const pair = contracts.find((contract) => contract.name === 'UniswapV2Pair')
    if (!pair) throw new Error('UniswapV2Pair was not compiled')
    // Start from an empty folder so a renamed or deleted contract leaves no stale module behind.
    rmSync(outputDir, { recursive: true, force: true })
    for (const dir of ['verify', 'london/verify']) mkdirSync(join(outputDir, dir), { recursive: true })
    const product = contracts.filter((contract) => !contract.testOnly)
    for (const contract of product) {
      writeContractModules(outputDir, londonDir, contract)
      writeJson(join(outputDir, 'verify', `${contract.name}.json`), contract.builds.cancun.verify)
      writeJson(join(londonDir, 'verify', `${contract.name}.json`), contract.builds.london.verify)
    }
    writeFileSync(join(outputDir, 'index.ts'), indexModule(product, productHash, pair))
    writeFileSync(join(outputDir, 'bytecodes.ts'), bytecodesModule(product))
    writeFileSync(join(outputDir, 'sharedContracts.ts'), sharedContractsModule(product))
    // The stamp goes last: an interrupted run leaves no stamp and so regenerates next time.
    writeFileSync(stampFile, `${productHash}\n`)
  }
  if (buildTests) {
    rmSync(testOutputDir, { recursive: true, force: true })
    mkdirSync(join(testOutputDir, 'london'), { recursive: true })
    for (const contract of contracts.filter((candidate) => candidate.testOnly))
      writeContractModules(testOutputDir, join(testOutputDir, 'london'), contract)
    writeFileSync(testStampFile, `${testHash}\n`)
  }
  const names = contracts.map((contract) => (contract.testOnly ? `${contract.name} (test)` : contract.name))
  console.log(
    `contracts: generated ${names.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(london build ${((Date.now() - hardhatDone) / 1000).toFixed(1)} s; ${productHash.slice(0, 10)})`,
  )
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await generate(process.argv.includes('--product') ? 'product' : 'all', process.argv.includes('--force'))
}

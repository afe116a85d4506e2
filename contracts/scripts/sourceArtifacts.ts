/**
 * The compiled artifacts of contracts/src (Hardhat's `artifacts/src`), read once per process: the
 * promise matrix's generator resolves a contract's source file through them, and its test reads
 * every contract's ABI and build from them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const artifactsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts')

export type AbiParameter = { name?: string; components?: AbiParameter[] }
export type AbiItem = { type: string; name?: string; inputs?: AbiParameter[] }
export type Artifact = {
  contractName: string
  /** The source file, relative to contracts/ (`src/tokens/templates/SaleToken.sol`). */
  sourceName: string
  inputSourceName: string
  abi: AbiItem[]
  bytecode: string
  buildInfoId: string
}

let artifacts: ReadonlyMap<string, Artifact> | undefined

/**
 * Every artifact of contracts/src (the shipped contracts: test-only ones are in test/fixtures/), by contract name. Throws
 * when the contracts are not built, or when two sources define the same name (a lookup by name
 * would then be a guess).
 */
export function sourceArtifacts(): ReadonlyMap<string, Artifact> {
  if (artifacts) return artifacts
  const root = path.join(artifactsRoot, 'src')
  if (!existsSync(root)) throw new Error(`${root} is missing: build the contracts first (npx hardhat build)`)
  const found = new Map<string, Artifact>()
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.json') && !entry.name.endsWith('.dbg.json')) {
        const artifact = JSON.parse(readFileSync(full, 'utf8')) as Artifact
        // A build that names its roots leaves the artifacts of moved or deleted sources behind.
        if (!artifact.contractName || !existsSync(path.join(artifactsRoot, '..', artifact.sourceName)))
          continue
        const other = found.get(artifact.contractName)
        if (other && other.sourceName !== artifact.sourceName)
          throw new Error(
            `${artifact.contractName} is defined in ${other.sourceName} and ${artifact.sourceName}`,
          )
        found.set(artifact.contractName, artifact)
      }
    }
  }
  walk(root)
  artifacts = found
  return found
}

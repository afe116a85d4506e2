import type { EvmLevel } from '../chains/types.ts'
import { evmLevels } from '../chains/types.ts'
import { contractBuilds } from '../contracts/index.ts'

/**
 * A build of TokenBox's contracts: `cancun` uses PUSH0, MCOPY and transient storage; `london`
 * (the same sources for older EVMs) uses none of them and runs on every EVM from Berlin on.
 * Every build has the same ABI (contracts/README.md, "Builds per EVM level").
 */
export type ContractBuild = (typeof contractBuilds)[number]

export { contractBuilds }

/** The build of a contract fingerprint (`<name>Runtime`): one entry per build. */
export type RuntimeFingerprint = {
  readonly codeHash: `0x${string}`
  readonly codeLength: number
  readonly immutables: readonly (readonly [number, number])[]
}

/** A contract's runtime fingerprints, one per build (the generated `<name>Runtime`). */
export type RuntimeFingerprints = Readonly<Record<ContractBuild, RuntimeFingerprint>>

/**
 * The newest build a chain of `level` runs: cancun from cancun on, london before it.
 *
 * @example
 * buildForLevel('shanghai') // 'london' (PUSH0 but no transient storage)
 */
export function buildForLevel(level: EvmLevel): ContractBuild {
  return evmLevels.indexOf(level) >= evmLevels.indexOf('cancun') ? 'cancun' : 'london'
}

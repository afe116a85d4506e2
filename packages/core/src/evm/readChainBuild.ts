import type { Client } from 'viem'
import type { ChainEvm } from '../chains/types.ts'
import { buildForLevel, type ContractBuild } from './contractBuild.ts'
import { buildForProbe, type EvmProbe, probeEvm } from './probeEvm.ts'

export type ChainBuild = {
  /** The build to deploy: the newest one the node runs, as the probe found. */
  build: ContractBuild
  probe: EvmProbe
  /** The build the catalogue's EVM level promises. */
  expected: ContractBuild
  /** The node runs another build than the catalogue says: the catalogue needs correcting. */
  mismatch: boolean
}

/**
 * The build of TokenBox's contracts to deploy on a chain: the catalogue says (`evm.level`), the
 * node confirms ({@link probeEvm}); the node wins, so a catalogue entry that is out of date never
 * deploys code the chain cannot run. `mismatch` tells the caller to report the disagreement.
 *
 * @example
 * const { build, mismatch } = await readChainBuild(publicClient, getChainEntry(56)!.evm)
 * const bytecode = await tokenTemplateBytecode('marketing', build)
 */
export async function readChainBuild(client: Client, evm: Pick<ChainEvm, 'level'>): Promise<ChainBuild> {
  const probe = await probeEvm(client)
  const build = buildForProbe(probe)
  const expected = buildForLevel(evm.level)
  return { build, probe, expected, mismatch: build !== expected }
}

/**
 * The sentence the error log gets for a mismatch: which chain, what the catalogue says, what the
 * node ran.
 *
 * @example
 * describeBuildMismatch(56, 'cancun', chainBuild)
 * // 'EVM probe of chain 56: the catalogue says cancun (cancun build), the node runs the london build (PUSH0 yes, TSTORE no, MCOPY no)'
 */
export function describeBuildMismatch(chainId: number, level: string, chainBuild: ChainBuild): string {
  const yes = (supported: boolean) => (supported ? 'yes' : 'no')
  const { probe } = chainBuild
  return (
    `EVM probe of chain ${chainId}: the catalogue says ${level} (${chainBuild.expected} build), ` +
    `the node runs the ${chainBuild.build} build ` +
    `(PUSH0 ${yes(probe.push0)}, TSTORE ${yes(probe.tstore)}, MCOPY ${yes(probe.mcopy)})`
  )
}

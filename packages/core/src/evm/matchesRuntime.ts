import { keccak256 } from 'viem'
import {
  type ContractBuild,
  contractBuilds,
  type RuntimeFingerprint,
  type RuntimeFingerprints,
} from './contractBuild.ts'

// Which contract a runtime code is, from the generated fingerprints (`<name>Runtime`): the token
// templates (tokens/identifyTokenTemplate), the shared contracts (sharedContracts/) and the bulk
// inscriber are all recognised this way, so it sits below every one of them.

function matchesFingerprint(code: Uint8Array, fingerprint: RuntimeFingerprint): boolean {
  if (code.length !== fingerprint.codeLength) return false
  const masked = code.slice()
  for (const [start, length] of fingerprint.immutables) masked.fill(0, start, start + length)
  return keccak256(masked) === fingerprint.codeHash
}

/**
 * Which build of a contract `code` is (its runtime code, whatever its immutables hold), or
 * undefined when it is no build of that contract.
 *
 * @example
 * runtimeBuild(hexToBytes(await publicClient.getCode({ address })), tokenLockerRuntime) // 'london'
 */
export function runtimeBuild(code: Uint8Array, runtime: RuntimeFingerprints): ContractBuild | undefined {
  return contractBuilds.find((build) => matchesFingerprint(code, runtime[build]))
}

/** True when `code` is the runtime code of either build of `runtime`'s contract. */
export function matchesRuntime(code: Uint8Array, runtime: RuntimeFingerprints): boolean {
  return runtimeBuild(code, runtime) !== undefined
}

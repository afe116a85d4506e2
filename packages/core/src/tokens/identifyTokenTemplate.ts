import { type Hex, hexToBytes, keccak256 } from 'viem'
import {
  type ContractBuild,
  contractBuilds,
  type RuntimeFingerprint,
  type RuntimeFingerprints,
} from '../evm/contractBuild.ts'
import { type TokenTemplateId, tokenTemplateIds, tokenTemplates } from './tokenTemplates.ts'

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

/**
 * Which TokenBox template a contract was deployed from, judged from its runtime code (as
 * `eth_getCode` returns it), or undefined when it is none of them.
 *
 * The code must equal the runtime code of one of the template's builds (cancun or london) byte for
 * byte, except where the compiler placed immutables (values fixed at deployment: decimals, option
 * flags). The code ends
 * with the metadata hash of the exact sources and compiler settings, so a contract that only
 * copies the ABI, or is built from changed sources, is not taken for a TokenBox token. This is
 * why the Manage Token screen can say "No information about this contract for current chain"
 * with confidence, without a registry or a server round trip.
 *
 * @example
 * const code = await publicClient.getCode({ address })
 * identifyTokenTemplate(code) // 'normal'
 */
export function identifyTokenTemplate(code: Hex | undefined): TokenTemplateId | undefined {
  if (!code || code === '0x') return undefined
  const bytes = hexToBytes(code)
  return tokenTemplateIds.find((id) => matchesRuntime(bytes, tokenTemplates[id].runtime))
}

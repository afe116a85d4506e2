import { type Hex, hexToBytes } from 'viem'
import { matchesRuntime } from '../evm/matchesRuntime.ts'
import { type TokenTemplateId, tokenTemplateIds, tokenTemplates } from './tokenTemplates.ts'

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

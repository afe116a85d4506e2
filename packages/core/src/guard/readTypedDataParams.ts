import type { Address } from 'viem'
import { readAddress } from './readAddress.ts'

/** The parts of an EIP-712 typed data object the guard reads; everything else is left as the page sent it. */
export type GuardedTypedData = {
  primaryType: string
  domain: Record<string, unknown>
  message: Record<string, unknown>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The signer and typed data of an `eth_signTypedData_v3` / `_v4` request. The standard order is
 * `[address, typedData]`; some dapps send `[typedData, address]`, so whichever parameter is an
 * address is the signer. The typed data may be a JSON string (what MetaMask documents) or the
 * object itself. `undefined` when no parameter holds typed data with a primary type and a message.
 *
 * @example
 * readTypedDataParams([account, JSON.stringify({ types, domain, primaryType: 'Permit', message })])
 * // { signer: account, typedData: { primaryType: 'Permit', domain, message } }
 */
export function readTypedDataParams(
  params: unknown,
): { signer: Address | undefined; typedData: GuardedTypedData } | undefined {
  if (!Array.isArray(params) || params.length < 2) return undefined
  const [first, second] = params as unknown[]
  const firstAddress = readAddress(first)
  const signer = firstAddress ?? readAddress(second)
  const typedData = readTypedData(firstAddress ? second : first)
  return typedData ? { signer, typedData } : undefined
}

function readTypedData(value: unknown): GuardedTypedData | undefined {
  let data = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (!isRecord(data) || typeof data.primaryType !== 'string' || !isRecord(data.message)) return undefined
  return {
    primaryType: data.primaryType,
    domain: isRecord(data.domain) ? data.domain : {},
    message: data.message,
  }
}

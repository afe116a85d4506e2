import { type Hex, isHex } from 'viem'
import type { SimulatedRequest } from '../simulation/simulateTransaction.ts'
import { readAddress } from './readAddress.ts'
import { readUint } from './readUint.ts'

/**
 * The transaction of an `eth_sendTransaction` request's params (`[{ from, to, data | input, value }]`)
 * as simulateTransaction takes it: a contract creation has no `to`; `value` in hex (as wallets
 * write it) or decimal. `undefined` when the request names no sender, or any field is malformed
 * (the wallet could not send it either).
 *
 * @example
 * readSimulatedRequest([{ from, to: router, value: '0xde0b6b3a7640000', data }]) // { from, to: router, value: 10n ** 18n, data }
 */
export function readSimulatedRequest(params: unknown): SimulatedRequest | undefined {
  if (!Array.isArray(params)) return undefined
  const transaction: unknown = params[0]
  if (typeof transaction !== 'object' || transaction === null) return undefined
  const { from, to, data, input, value } = transaction as Record<string, unknown>
  const sender = readAddress(from)
  if (!sender) return undefined
  const target = to === undefined || to === null || to === '' ? undefined : readAddress(to)
  if (target === undefined && to !== undefined && to !== null && to !== '') return undefined
  const calldata = data ?? input
  if (calldata !== undefined && (typeof calldata !== 'string' || !isHex(calldata, { strict: true })))
    return undefined
  if (typeof calldata === 'string' && calldata.length % 2 !== 0) return undefined
  const amount = value === undefined || value === null ? 0n : readUint(value)
  if (amount === undefined) return undefined
  return {
    from: sender,
    ...(target ? { to: target } : {}),
    ...(typeof calldata === 'string' && calldata !== '0x' ? { data: calldata as Hex } : {}),
    ...(amount > 0n ? { value: amount } : {}),
  }
}

import { type Address, type Hex, isHex } from 'viem'
import { readAddress } from './readAddress.ts'

/** The part of an `eth_sendTransaction` the guard reads: where it goes and the calldata. */
export type GuardedTransaction = { to: Address; data: Hex }

/**
 * The transaction of an `eth_sendTransaction` request's params (`[{ from, to, data, value, ... }]`;
 * some dapps write the calldata as `input`). `undefined` for a contract creation (no `to`), a
 * transfer without calldata, or params of any other shape.
 *
 * @example
 * readTransactionParams([{ from, to: token, data: '0x095ea7b3...' }]) // { to: token, data: '0x095ea7b3...' }
 */
export function readTransactionParams(params: unknown): GuardedTransaction | undefined {
  if (!Array.isArray(params)) return undefined
  const transaction: unknown = params[0]
  if (typeof transaction !== 'object' || transaction === null) return undefined
  const { to, data, input } = transaction as Record<string, unknown>
  const address = readAddress(to)
  const calldata = typeof data === 'string' ? data : input
  // Whole bytes only: an odd hex digit would shift every argument the decoder reads.
  if (!address || typeof calldata !== 'string' || !isHex(calldata, { strict: true })) return undefined
  if (calldata.length < 10 || calldata.length % 2 !== 0) return undefined
  return { to: address, data: calldata }
}

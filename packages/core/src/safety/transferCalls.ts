import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import { classifyRpcRefusal } from '../logs/classifyRpcRefusal.ts'

/** One frame of the call tracer's answer: who was called, and the calls it made in turn. */
type CallFrame = { to?: Address; error?: string; calls?: CallFrame[] }

/** Clients whose node refused `debug_traceCall`: not asked again. */
const refusing = new WeakSet<object>()

export type ContractsATransferCallsParameters = {
  token: Address
  /** Who sends (a holder with a balance: a sender without one may stop before any outside call). */
  from: Address
  /** Whom it sends to: a pool, so that a token's sale branch runs. */
  to: Address
  amount: bigint
}

/**
 * The contracts a token's `transfer` calls, read from the node's call tracer (`debug_traceCall`),
 * nothing sent: an outside contract a transfer consults (a guard, a fee router) whatever way the
 * token finds its address, a computed slot included. The token itself, the sender and the receiver
 * are left out. Undefined when the node does not serve the tracer (remembered for the client) or
 * failed; an empty list when the transfer calls nobody.
 *
 * @example
 * await contractsATransferCalls(client, { token, from: holder, to: pair, amount }) // ['0x…guard']
 */
export async function contractsATransferCalls(
  client: PublicClient,
  parameters: ContractsATransferCallsParameters,
): Promise<Address[] | undefined> {
  if (refusing.has(client)) return undefined
  const token = getAddress(parameters.token)
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [parameters.to, parameters.amount],
  })
  let root: CallFrame
  try {
    root = (await client.request({
      method: 'debug_traceCall',
      params: [{ from: parameters.from, to: token, data }, 'latest', { tracer: 'callTracer' }],
    } as never)) as CallFrame
  } catch (error) {
    if (classifyRpcRefusal(error)?.kind === 'methodUnsupported') refusing.add(client)
    return undefined
  }
  const found: Address[] = []
  const walk = (frame: CallFrame, depth: number) => {
    // Precompiles (addresses up to 0xffff) are the chain's, not the token's.
    if (depth > 0 && frame.to && BigInt(frame.to) > 0xffffn) {
      const to = getAddress(frame.to)
      const ignored = [token, parameters.from, parameters.to].some((known) => isAddressEqual(known, to))
      if (!ignored && !found.some((seen) => isAddressEqual(seen, to))) found.push(to)
    }
    for (const inner of frame.calls ?? []) walk(inner, depth + 1)
  }
  walk(root, 0)
  return found
}

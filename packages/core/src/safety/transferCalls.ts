import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import { endpointRefused } from '../errors/endpointRefused.ts'

/** One frame of the call tracer's answer: who was called, and the calls it made in turn. */
type CallFrame = { to?: Address; error?: string; calls?: CallFrame[] }

/** Clients whose node refused `debug_traceCall`, or `eth_createAccessList`: not asked again. */
const refusing = new WeakSet<object>()
const refusingAccessLists = new WeakSet<object>()

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
 * token finds its address, a computed slot included. Where the node has no tracer (most public
 * endpoints), the transfer's access list (`eth_createAccessList`, which geth, Erigon, Nethermind and
 * anvil serve) names every account it touched instead. The token itself, the sender and the receiver
 * are left out. Undefined when the node serves neither (remembered for the client) or failed; an
 * empty list when the transfer touches nobody else.
 *
 * @example
 * await contractsATransferCalls(client, { token, from: holder, to: pair, amount }) // ['0x…guard']
 */
export async function contractsATransferCalls(
  client: PublicClient,
  parameters: ContractsATransferCallsParameters,
): Promise<Address[] | undefined> {
  const token = getAddress(parameters.token)
  const call = {
    from: parameters.from,
    to: token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [parameters.to, parameters.amount],
    }),
  }
  const found: Address[] = []
  const add = (address: string) => {
    // Precompiles (addresses up to 0xffff) are the chain's, not the token's.
    if (BigInt(address) <= 0xffffn) return
    const seen = getAddress(address)
    const ignored = [token, parameters.from, parameters.to].some((known) => isAddressEqual(known, seen))
    if (!ignored && !found.some((other) => isAddressEqual(other, seen))) found.push(seen)
  }
  if (!refusing.has(client)) {
    try {
      const root = (await client.request({
        method: 'debug_traceCall',
        params: [call, 'latest', { tracer: 'callTracer' }],
      } as never)) as CallFrame
      const walk = (frame: CallFrame, depth: number) => {
        if (depth > 0 && frame.to) add(frame.to)
        for (const inner of frame.calls ?? []) walk(inner, depth + 1)
      }
      walk(root, 0)
      return found
    } catch (error) {
      // Refused in whatever words (a plan without the tracer): the access list instead.
      if (!endpointRefused(error)) return undefined
      refusing.add(client)
    }
  }
  if (refusingAccessLists.has(client)) return undefined
  try {
    const { accessList } = (await client.request({
      method: 'eth_createAccessList',
      params: [call, 'latest'],
    } as never)) as { accessList?: { address: Address }[] }
    for (const entry of accessList ?? []) add(entry.address)
    return found
  } catch (error) {
    if (endpointRefused(error)) refusingAccessLists.add(client)
    return undefined
  }
}

import { type Address, BaseError, type Chain, type Client, type Transport } from 'viem'
import { multicall } from 'viem/actions'

/** One call of {@link multicallEach}: a contract read as viem's multicall takes it. */
export type MulticallEachCall = {
  address: Address
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[]
}

export type MulticallEachParameters = {
  contracts: readonly MulticallEachCall[]
  /** Multicall3-compatible aggregator; default the client's chain's `multicall3`. */
  multicallAddress?: Address | undefined
}

/** One answer of {@link multicallEach}, in the order of the calls. */
export type MulticallEachAnswer = { status: 'success'; result: unknown } | { status: 'failure' }

/**
 * The calls in one `eth_call` of the chain's aggregator, each allowed to fail on its own (a view the
 * contract lacks, a revert, an address without code): those are `failure` answers. A failure of the
 * aggregate call itself (the node unreachable or timed out, an error answer, no aggregator) is
 * thrown instead. viem's multicall with `allowFailure` reports that as the failure of every call,
 * which a reader then takes for "no such pair" or "not a token" and a screen caches as a real,
 * empty answer; throwing lets the screen say the network failed and try again.
 *
 * @example
 * const [symbol, decimals] = await multicallEach(client, {
 *   contracts: [
 *     { address: token, abi: erc20Abi, functionName: 'symbol' },
 *     { address: token, abi: erc20Abi, functionName: 'decimals' },
 *   ],
 * })
 */
export async function multicallEach(
  client: Client<Transport, Chain | undefined>,
  { contracts, multicallAddress }: MulticallEachParameters,
): Promise<MulticallEachAnswer[]> {
  if (contracts.length === 0) return []
  const answers = (await multicall(client, {
    multicallAddress: multicallAddress ?? client.chain?.contracts?.multicall3?.address,
    allowFailure: true,
    // One aggregate call, however many reads: the chunking is the caller's.
    batchSize: 0,
    contracts: contracts as never[],
  })) as ({ status: 'success'; result: unknown } | { status: 'failure'; error: unknown })[]
  return answers.map((answer, index) => {
    if (answer.status === 'success') return answer
    // viem names the call a failure belongs to; the aggregate's own failure carries `aggregate3`
    // (or, on a batching client, no function at all).
    const own =
      answer.error instanceof BaseError &&
      (answer.error as BaseError & { functionName?: string }).functionName === contracts[index]!.functionName
    if (!own) throw answer.error
    return { status: 'failure' }
  })
}

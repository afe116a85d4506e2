import { type Address, BaseError, type Chain, type Client, type Transport } from 'viem'
import { multicall } from 'viem/actions'
import {
  type AnyContractRead,
  type AnyContractReadEntry,
  type ContractReadEntries,
  type ContractReadResult,
  flattenReads,
  reshapeAnswers,
} from './contractReads.ts'

/** One call of {@link multicallEach}: a contract read as viem's multicall takes it. */
export type MulticallEachCall = AnyContractRead

export type MulticallEachParameters<contracts extends readonly unknown[] = readonly MulticallEachCall[]> = {
  /**
   * Each checked against its own ABI (see contractReads); lists of reads are answered as lists of
   * the same shape, and an undefined entry (a read left out) as undefined.
   */
  contracts: ContractReadEntries<contracts>
  /** Multicall3-compatible aggregator; default the client's chain's `multicall3`. */
  multicallAddress?: Address | undefined
  /**
   * Bytes of calldata per aggregate call (viem's multicall `batchSize`, for lists that public nodes
   * would refuse as one call); default one aggregate call for every read.
   */
  batchSize?: number | undefined
}

/** One answer of {@link multicallEach}, in the order of the calls. */
export type MulticallEachAnswer<result = unknown> =
  | { status: 'success'; result: result }
  | { status: 'failure' }

/** What an entry of {@link multicallEach} answers: a read's answer, a list's in its shape, or undefined. */
export type MulticallEachEntryAnswer<entry> = entry extends undefined
  ? undefined
  : entry extends readonly unknown[]
    ? { -readonly [index in keyof entry]: MulticallEachEntryAnswer<entry[index]> }
    : MulticallEachAnswer<ContractReadResult<entry>>

/** The answers of {@link multicallEach}: each typed from its call's ABI, in the entries' shape. */
export type MulticallEachReturnType<contracts extends readonly unknown[]> = {
  -readonly [index in keyof contracts]: MulticallEachEntryAnswer<contracts[index]>
}

/**
 * The calls in one `eth_call` of the chain's aggregator (or one per `batchSize` bytes), each allowed
 * to fail on its own (a view the contract lacks, a revert, an address without code): those are
 * `failure` answers. A failure of an aggregate call itself (the node unreachable or timed out, an
 * error answer, no aggregator) is thrown instead. viem's multicall with `allowFailure` reports that
 * as the failure of every call, which a reader then takes for "no such pair" or "not a token" and a
 * screen caches as a real, empty answer; throwing lets the screen say the network failed and try
 * again.
 *
 * Each call's function name and arguments are checked against its ABI at compile time, and each
 * answer's `result` is typed from it, for tuples and for lists built with `.map` alike (viem's own
 * multicall types only check tuples).
 *
 * @example
 * const [symbol, decimals] = await multicallEach(client, {
 *   contracts: [
 *     { address: token, abi: erc20Abi, functionName: 'symbol' },
 *     { address: token, abi: erc20Abi, functionName: 'decimals' },
 *   ],
 * })
 */
export async function multicallEach<const contracts extends readonly unknown[]>(
  client: Client<Transport, Chain | undefined>,
  { contracts, multicallAddress, batchSize }: MulticallEachParameters<contracts>,
): Promise<MulticallEachReturnType<contracts>> {
  // Checked above, call by call; viem's multicall types cannot follow a generic list.
  const entries = contracts as unknown as readonly AnyContractReadEntry[]
  const calls = flattenReads(entries)
  const answers = calls.length
    ? await multicall(client, {
        multicallAddress: multicallAddress ?? client.chain?.contracts?.multicall3?.address,
        allowFailure: true,
        // One aggregate call, however many reads, unless the caller chunks them.
        batchSize: batchSize ?? 0,
        contracts: calls,
      })
    : []
  const each = answers.map((answer, index): MulticallEachAnswer => {
    if (answer.status === 'success') return { status: 'success', result: answer.result }
    // viem names the call a failure belongs to; the aggregate's own failure carries `aggregate3`
    // (or, on a batching client, no function at all).
    const own =
      answer.error instanceof BaseError &&
      (answer.error as BaseError & { functionName?: string }).functionName === calls[index]!.functionName
    if (!own) throw answer.error
    return { status: 'failure' }
  })
  return reshapeAnswers(entries, each) as MulticallEachReturnType<contracts>
}

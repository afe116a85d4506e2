import {
  type Address,
  type Chain,
  createClient,
  createTransport,
  type EIP1193RequestFn,
  type Hex,
  type PublicClient,
  publicActions,
  type Transport,
} from 'viem'
import { classifyRpcRefusal } from '../errors/classifyRpcRefusal.ts'
import type { RpcPacer, RpcPacerRunOptions } from './createRpcPacer.ts'
import { rpcEndpointKey } from './rpcEndpointKey.ts'
import { sharedRpcPacer } from './sharedRpcPacer.ts'

export type PacedReadClientParameters = {
  /**
   * The most JSON-RPC calls a second it lets the endpoint get (default 25: the budget TokenBox
   * keeps to on public endpoints), before any refusal; a lower rate is learned from the endpoint's
   * 429s by its pacer. See {@link pacedReadClient}.
   */
  requestsPerSecond?: number | undefined
  /**
   * The endpoint's pacer (createRpcPacer); default the session's one for the client's endpoint
   * (sharedRpcPacer by rpcEndpointKey), so every reader of one RPC keeps to one learned pace.
   */
  pacer?: RpcPacer | undefined
  /**
   * The chain's Multicall3 (or a compatible aggregator), when the catalogue declares one: the
   * contract reads started together go in one `aggregate3` call. Without one (and without one in
   * the client's chain) each read is its own call.
   */
  multicallAddress?: Address | undefined
  /** The chain to give the new client when the given client has none (its id keys learned limits). */
  chain?: Chain | undefined
  /** Ends the reads still waiting for their turn (the caller is done or failed). */
  signal?: AbortSignal | undefined
}

/** What a paced client sent and met, for a benchmark or a test to report. */
export type PacedReadStats = {
  /** Calls sent to the endpoint (a rate-limited one sent again counts again). */
  calls: number
  /** Reads answered by an identical read of the same client (not sent). */
  shared: number
  /** Rate-limit refusals met (each was waited out and sent again). */
  rateLimited: number
  /**
   * The calls a second the endpoint's pacer keeps to, learned from its refusals (this client's or
   * an earlier reader's of the same endpoint); undefined while it never refused one.
   */
  learnedRate: number | undefined
}

/**
 * Methods whose answer depends only on their parameters and the chain (read once per client: a
 * client lives for one check, a snapshot). Sending or filter methods are never shared.
 */
const sharedMethods = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_simulateV1',
])

/**
 * EVM code that answers the storage words its calldata names, one 32-byte slot per word, then its
 * own address: `for (i = 0; i < calldatasize; i += 32) mstore(i, sload(calldataload(i)));
 * mstore(calldatasize, address()); return(0, calldatasize + 32)`. Put in a contract's place by an
 * eth_call state override (its storage stays), it reads any number of that contract's slots in one
 * call, where eth_getStorageAt takes one call per slot.
 */
export const storageWordsReader: Hex = '0x60005b3681101560155780355481526020016002565b303652602036016000f3'

type RequestArguments = { method: string; params?: unknown }
type Request = (args: RequestArguments) => Promise<unknown>

/**
 * A client for a burst of independent reads (the token safety check's) that any endpoint takes:
 * - identical reads share one answer (a proxy's implementation code is asked once, not four times);
 * - contract reads started together go in one Multicall3 `aggregate3` call where the chain has one
 *   (viem's multicall batching; plain views only: a call from an account, with value or with a
 *   state override is sent as it is), each read alone where it has none;
 * - storage slots of one contract asked together are read in one eth_call (the contract's code
 *   replaced, for that call only, by a reader of its own slots: {@link storageWordsReader}); a node
 *   that refuses state overrides is asked slot by slot;
 * - every call goes through the endpoint's pacer (createRpcPacer, shared by rpcEndpointKey unless
 *   one is given): at most `requestsPerSecond` calls reach the endpoint in any second (every
 *   reader of the endpoint counted; see createRpcPacer's `countedWindowMs`), a slow start of 8
 *   calls in flight, and a node that answers within 20 ms (this machine's or its network's: a
 *   provider is 50-300 ms away) not held to it until it refuses;
 * - a rate limit (HTTP 429 and its JSON-RPC wordings) pauses every call for what the endpoint asks
 *   (Retry-After, backoff_seconds, else a doubling wait), sends the refused call again, and slows
 *   the endpoint's pace (AIMD, or the rate it names), which the next reader of the endpoint this
 *   session starts at (as scanLogs remembers its range limit): a rate-limited endpoint makes the
 *   reads slower, never failed.
 * The endpoint's URL is kept, so log scans through it remember its range limit as through the given
 * client. A client is for one task: its shared answers are a snapshot of the chain.
 *
 * @example
 * const reader = pacedReadClient(publicClient, { multicallAddress: entry.multicall })
 * const [code, owner] = await Promise.all([reader.getCode({ address }), reader.readContract({ ... })])
 * pacedReadStats(reader) // { calls: 2, shared: 0, rateLimited: 0, learnedRate: undefined }
 */
export function pacedReadClient(
  client: PublicClient,
  parameters: PacedReadClientParameters = {},
): PublicClient {
  const { requestsPerSecond = 25, signal } = parameters
  const pacer = parameters.pacer ?? sharedRpcPacer(rpcEndpointKey(client))
  const stats = { calls: 0, shared: 0, rateLimited: 0 }
  const runOptions: RpcPacerRunOptions = {
    maxRate: requestsPerSecond,
    signal,
    onRateLimit: () => {
      stats.rateLimited++
    },
  }

  const send: Request = (args) =>
    pacer.run(
      () => {
        stats.calls++
        return client.request(args as never)
      },
      { ...runOptions, method: args.method },
    )

  const storage = createStorageWordBatcher(send)
  const answers = new Map<string, Promise<unknown>>()
  const request: Request = (args) => {
    const read = () =>
      args.method === 'eth_getStorageAt' ? storage.read(args.params as unknown[]) : send(args)
    if (!sharedMethods.has(args.method)) return read()
    const readKey = `${args.method}:${JSON.stringify(args.params ?? [])}`
    const known = answers.get(readKey)
    if (known) {
      stats.shared++
      return known
    }
    const answer = read()
    answers.set(readKey, answer)
    // A failed read is not an answer: the next identical read asks again.
    answer.catch(() => answers.delete(readKey))
    return answer
  }

  const url = (client.transport as { url?: unknown }).url
  const base = client.chain ?? parameters.chain
  const multicall3 = parameters.multicallAddress
    ? { address: parameters.multicallAddress }
    : base?.contracts?.multicall3
  const chain = base
    ? { ...base, contracts: { ...base.contracts, ...(multicall3 ? { multicall3 } : {}) } }
    : undefined
  const transport: Transport = () =>
    createTransport(
      {
        key: 'paced',
        name: 'Paced reads',
        type: 'paced',
        request: request as EIP1193RequestFn,
        // The given client's transport retries what it retries; a rate limit is waited out above.
        retryCount: 0,
      },
      typeof url === 'string' ? { url } : undefined,
    )
  const paced = createClient({
    chain,
    transport,
    // Reads scheduled in the same tick (a Promise.all) go in one aggregate3 call; 8 kB of calldata
    // per call (about 220 balanceOf reads), far below any endpoint's request size limit.
    batch: { multicall: { batchSize: 8_192 } },
    pollingInterval: client.pollingInterval,
  }).extend(publicActions)
  statsByClient.set(paced, () => {
    const { rate } = pacer.state()
    return { ...stats, learnedRate: Number.isFinite(rate) ? rate : undefined }
  })
  return paced as unknown as PublicClient
}

const statsByClient = new WeakMap<object, () => PacedReadStats>()

/**
 * What a {@link pacedReadClient} sent so far; undefined for any other client.
 *
 * @example
 * pacedReadStats(reader)?.rateLimited // 3: three 429s were waited out
 */
export function pacedReadStats(client: object): PacedReadStats | undefined {
  return statsByClient.get(client)?.()
}

type StorageGroup = {
  address: Hex
  block: unknown
  slots: Hex[]
  answers: { resolve: (word: unknown) => void; reject: (reason: unknown) => void }[]
}

/**
 * Storage reads of the same contract and block asked in the same tick, answered by one eth_call
 * (see {@link storageWordsReader}); one read alone, or on a node that refused the override once,
 * is a plain eth_getStorageAt.
 */
function createStorageWordBatcher(send: Request) {
  let overridesRefused = false
  const groups = new Map<string, StorageGroup>()

  /** All the group's words in one call; undefined when the node did not run the reader. */
  const readTogether = async ({ address, block, slots }: StorageGroup): Promise<Hex[] | undefined> => {
    try {
      const answer = await send({
        method: 'eth_call',
        params: [
          {
            to: address,
            data: `0x${slots.map((slot) => BigInt(slot).toString(16).padStart(64, '0')).join('')}`,
          },
          block,
          { [address]: { code: storageWordsReader } },
        ],
      })
      const words = typeof answer === 'string' ? answer.slice(2) : ''
      // The reader ends with the contract's own address: an answer without it is not the reader's
      // (a node that ignored the override ran the contract itself).
      if (words.length !== 64 * (slots.length + 1) || BigInt(`0x${words.slice(-64)}`) !== BigInt(address))
        return undefined
      return slots.map((_, index) => `0x${words.slice(64 * index, 64 * (index + 1))}` as Hex)
    } catch (error) {
      // A rate limit that outlasted the pacer's patience is the endpoint's answer for every slot;
      // anything else may be a node without state overrides (one that is down fails each slot too).
      if (classifyRpcRefusal(error)?.kind === 'rateLimit') throw error
      return undefined
    }
  }

  const flush = async (group: StorageGroup) => {
    const words = group.slots.length > 1 && !overridesRefused ? await readTogether(group) : undefined
    if (words) {
      for (const [index, answer] of group.answers.entries()) answer.resolve(words[index])
      return
    }
    if (group.slots.length > 1) overridesRefused = true
    for (const [index, answer] of group.answers.entries())
      send({ method: 'eth_getStorageAt', params: [group.address, group.slots[index], group.block] }).then(
        answer.resolve,
        answer.reject,
      )
  }

  return {
    read(params: unknown[]): Promise<unknown> {
      const [address, slot, block = 'latest'] = params as [Hex, Hex, unknown]
      const key = `${address.toLowerCase()}:${JSON.stringify(block)}`
      let group = groups.get(key)
      if (!group) {
        const due: StorageGroup = { address, block, slots: [], answers: [] }
        groups.set(key, due)
        setTimeout(() => {
          groups.delete(key)
          flush(due).catch((error: unknown) => {
            for (const answer of due.answers) answer.reject(error)
          })
        }, 0)
        group = due
      }
      const { slots, answers } = group
      return new Promise((resolve, reject) => {
        slots.push(slot)
        answers.push({ resolve, reject })
      })
    },
  }
}

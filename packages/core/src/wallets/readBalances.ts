import {
  type Address,
  type Chain,
  type Client,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type Transport,
  toFunctionSelector,
} from 'viem'
import { call } from 'viem/actions'
import { multicall3Abi } from '../contracts/index.ts'

export type ReadBalancesParameters = {
  /** The accounts to read (any number; read in chunks). */
  accounts: readonly Address[]
  /** Read each account's native coin balance. */
  native: boolean
  /** ERC20 tokens whose `balanceOf` to read for each account. */
  tokens: readonly Address[]
  /** Multicall3-compatible aggregator; defaults to the client's chain's `multicall3`. */
  multicallAddress?: Address
  /**
   * Calls per `aggregate3` request. 1,000 calls of 36 bytes of calldata each stay far below the usual
   * `eth_call` limits (about 7M gas for 1,000 cold `balanceOf`, public nodes allow 50M; ~100 kB answer).
   */
  callsPerRequest?: number
  /** Requests in flight at once (public RPC nodes rate-limit bursts). */
  concurrency?: number
  /** Called after each request with the number of calls answered so far and the total. */
  onProgress?: (done: number, total: number) => void
  signal?: AbortSignal
}

/** A balance, or `undefined` where the call failed (a token that reverts for that account). */
export type Balance = bigint | undefined

export type ReadBalancesReturnType = {
  /** Native balances by account index (empty when `native` was false). */
  native: Balance[]
  /** `tokens[t][a]`: balance of token `t` for account `a`. */
  tokens: Balance[][]
}

export const defaultCallsPerRequest = 1_000

const getEthBalance = toFunctionSelector('getEthBalance(address)')
const balanceOf = toFunctionSelector('balanceOf(address)')

/**
 * Reads native and token balances of many accounts through the aggregator's `aggregate3`, in
 * chunks of `callsPerRequest` calls (each chunk is one `eth_call`): 10,000 accounts with the native
 * coin and one token are 20 requests. Native balances use the aggregator's own `getEthBalance`.
 * Calldata is encoded by hand (the same 36 bytes for every read) and requests bypass a client's own
 * multicall batching. A failing call (a non-token address, a token that reverts) gives `undefined` for that cell and
 * never fails the others.
 *
 * @example
 * const { native, tokens } = await readBalances(client, { accounts, native: true, tokens: [usdt] })
 */
export async function readBalances(
  client: Client<Transport, Chain | undefined>,
  parameters: ReadBalancesParameters,
): Promise<ReadBalancesReturnType> {
  const { accounts, tokens, callsPerRequest = defaultCallsPerRequest, concurrency = 4, signal } = parameters
  const aggregator = parameters.multicallAddress ?? client.chain?.contracts?.multicall3?.address
  if (!aggregator) throw new Error('readBalances: the chain has no multicall aggregator')

  // Each read is the same shape: a contract and one address argument, answering one uint256.
  type Read = { target: Address; callData: Hex }
  const reads: Read[] = []
  const argument = (account: Address) => account.slice(2).toLowerCase().padStart(64, '0')
  if (parameters.native) {
    for (const account of accounts)
      reads.push({ target: aggregator, callData: `${getEthBalance}${argument(account)}` })
  }
  for (const token of tokens) {
    for (const account of accounts)
      reads.push({ target: token, callData: `${balanceOf}${argument(account)}` })
  }

  const results: Balance[] = new Array(reads.length)
  const chunks: number[] = []
  for (let start = 0; start < reads.length; start += callsPerRequest) chunks.push(start)
  let done = 0
  let next = 0
  // Once one chunk fails the read has failed: the other workers take no new chunk and report no
  // progress (a caller showing the failure must not be set back to "running" by a late answer).
  let failed = false
  const worker = async () => {
    try {
      await work()
    } catch (error) {
      failed = true
      throw error
    }
  }
  const work = async () => {
    while (!failed && next < chunks.length) {
      signal?.throwIfAborted()
      const start = chunks[next++] as number
      const slice = reads.slice(start, start + callsPerRequest)
      const data = encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [slice.map((read) => ({ ...read, allowFailure: true }))],
      })
      // batch: false: a client that batches reads into multicalls itself (wagmi's do) would
      // otherwise wrap these aggregate3 calls into another aggregate3; our chunks are the batches.
      const { data: answer } = await call(client, { to: aggregator, data, batch: false })
      const decoded = decodeFunctionResult({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        data: answer ?? '0x',
      })
      decoded.forEach((result, index) => {
        // A success with anything but one 32-byte word (an EOA "token", a non-standard answer) is no balance.
        results[start + index] =
          result.success && result.returnData.length === 66 ? BigInt(result.returnData) : undefined
      })
      signal?.throwIfAborted()
      if (failed) return
      done += slice.length
      parameters.onProgress?.(done, reads.length)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker))

  const width = accounts.length
  const nativeCount = parameters.native ? width : 0
  return {
    native: results.slice(0, nativeCount),
    tokens: tokens.map((_, t) => results.slice(nativeCount + t * width, nativeCount + (t + 1) * width)),
  }
}

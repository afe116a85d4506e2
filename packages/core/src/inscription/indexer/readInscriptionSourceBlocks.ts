import { type Client, type Hash, type Hex, zeroHash } from 'viem'
import { getBlock, getTransactionReceipt } from 'viem/actions'
import { endpointRefused } from '../../errors/endpointRefused.ts'
import { rpcEndpointKey } from '../../logs/rpcEndpointKey.ts'
import { scanLogs } from '../../logs/scanLogs.ts'
import { mayBeContent, mayTransferByCalldata } from '../ethscriptions/readEthscriptionCandidates.ts'
import { ethscriptionTopics } from '../ethscriptions/types.ts'
import type { InscriptionSourceBlock, InscriptionSourceLog } from './types.ts'

/** The logs read: ESIP-3 creations, ESIP-1 and ESIP-2 transfers. */
const logTopics = [
  ethscriptionTopics.create,
  ethscriptionTopics.transfer,
  ethscriptionTopics.transferForPreviousOwner,
]

/**
 * Whether a block leaves its parent unsaid: a zero parent hash on any block but the genesis, which
 * no chain has (Hardhat's node answers so for the blocks `hardhat_mine` reserves). Such a block
 * links to whatever its node serves before it; the follower asks the node for that block instead.
 *
 * @example
 * parentUnsaid({ number: 3n, parentHash: zeroHash }) // true
 */
export function parentUnsaid(block: { number: bigint | null; parentHash: Hash }): boolean {
  return block.parentHash === zeroHash && block.number !== null && block.number > 0n
}

export type InscriptionSourceRead = {
  /**
   * Blocks `from` onwards as the indexer's rules take them, up to `to` or to the last one that
   * links to the block before it (the chain changed between two reads when one does not; a block
   * whose parent is unsaid, `parentUnsaid`, links).
   */
  blocks: InscriptionSourceBlock[]
  /** Whether `blocks` stops before `to` because a block did not link to the one before it. */
  cutShort: boolean
  /**
   * Whether a receipt or a log came from another block than the one read: the chain moved while it
   * was read. `blocks` is then empty; read again.
   */
  moved: boolean
}

/** A receipt as eth_getBlockReceipts returns it: only what the reader looks at. */
type RpcReceipt = { transactionHash: Hash; blockHash: Hash; status: Hex }

/**
 * Endpoints that refused eth_getBlockReceipts this session (by rpcEndpointKey): their receipts are
 * read one transaction at a time.
 */
const withoutBlockReceipts = new Set<string>()

/**
 * Whether a block's candidate receipts are read with one eth_getBlockReceipts rather than one
 * eth_getTransactionReceipt each: when there are at least two and they are at least half of the
 * block's transactions. A block of a mint rush (20 inscriptions of 22 transactions) then costs one
 * call instead of 20 against the endpoint's rate; a busy public block with one inscription in 300
 * transactions still costs one small receipt, not the whole block's (megabytes, and several times
 * the compute units of a receipt on providers that price methods).
 */
function readsBlockReceipts(candidates: number, transactions: number): boolean {
  return candidates >= 2 && candidates * 2 >= transactions
}

/** The statuses of `hashes`, all in block `blockHash`, or undefined when that block is gone (a reorg). */
async function readStatuses(
  client: Client,
  block: { hash: Hash; hashes: readonly Hash[]; transactions: number },
): Promise<Map<Hash, boolean> | undefined> {
  const key = rpcEndpointKey(client)
  const statuses = new Map<Hash, boolean>()
  if (readsBlockReceipts(block.hashes.length, block.transactions) && !withoutBlockReceipts.has(key)) {
    try {
      const receipts = (await client.request({
        method: 'eth_getBlockReceipts',
        params: [block.hash],
      } as never)) as RpcReceipt[] | null
      if (!receipts || receipts.some((receipt) => receipt.blockHash !== block.hash)) return undefined
      for (const receipt of receipts) statuses.set(receipt.transactionHash, receipt.status === '0x1')
      return block.hashes.every((hash) => statuses.has(hash)) ? statuses : undefined
    } catch (error) {
      if (!endpointRefused(error)) throw error
      withoutBlockReceipts.add(key)
    }
  }
  const receipts = await Promise.all(block.hashes.map((hash) => getTransactionReceipt(client, { hash })))
  for (const receipt of receipts) {
    if (receipt.blockHash !== block.hash) return undefined
    statuses.set(receipt.transactionHash, receipt.status === 'success')
  }
  return statuses
}

/**
 * Blocks `from` to `to` with their transactions, for each transaction whose data may create or
 * transfer an ethscription (`mayBeContent`, `mayTransferByCalldata`; the others do neither by
 * calldata) its receipt's status, and the blocks' ESIP-3 creation and ESIP-1/ESIP-2 transfer logs
 * (by topic; logs exist only for successful transactions, so they need no receipt): what
 * `indexInscriptionBlock` takes.
 *
 * What it costs an endpoint: one eth_getBlockByNumber per block; per block with candidates one
 * eth_getBlockReceipts when they are most of its transactions (a mint rush), else one
 * eth_getTransactionReceipt each (and always so on an endpoint that refused eth_getBlockReceipts,
 * remembered for the session); one eth_getLogs over the range, which `scanLogs` splits when the
 * endpoint refuses the range or the result size (its learned limit is `learnedLogRangeLimit`).
 * The calls of each round are made at once: a client with a batching transport sends one HTTP
 * request for the blocks and one for the receipts and the logs, and a client on `pacedHttp`
 * (logs/createRpcPacer.ts) sends them at the endpoint's pace, a rate-limit refusal costing a wait
 * rather than the round.
 *
 * The logs are read after the blocks, beside the receipts, and each receipt and log must come from
 * the block read at its height (or the read is `moved`): a chain that moves between the two reads
 * can then only lose the logs of a block it replaced, which the follower undoes when the next block
 * does not link to it. The server's follower and the indexer benchmark read blocks this way.
 *
 * @example
 * const { blocks, cutShort, moved } = await readInscriptionSourceBlocks(client, { from: 0n, to: 19n })
 * // blocks[0].transactions[0] -> { hash, index: 0, from, to, input: '0x646174613a...', success: true }
 * // blocks[3].logs[0] -> { transactionHash, transactionIndex: 0, logIndex: 0, address, topics, data }
 */
export async function readInscriptionSourceBlocks(
  client: Client,
  { from, to }: { from: bigint; to: bigint },
): Promise<InscriptionSourceRead> {
  const numbers: bigint[] = []
  for (let number = from; number <= to; number++) numbers.push(number)
  const read = await Promise.all(
    numbers.map((blockNumber) => getBlock(client, { blockNumber, includeTransactions: true })),
  )
  let linked = read.length
  for (let index = 1; index < read.length; index++) {
    const block = read[index]
    if (block && !parentUnsaid(block) && block.parentHash !== read[index - 1]?.hash) {
      linked = index
      break
    }
  }
  const kept = read.slice(0, linked)
  const last = kept.at(-1)
  const [logs, ...blockStatuses] = await Promise.all([
    last === undefined
      ? Promise.resolve([])
      : scanLogs(
          client,
          { topics: [logTopics] },
          // The whole range in one request unless the endpoint refuses it: scanLogs then splits it
          // and remembers the endpoint's limit (the follower keeps its step under it).
          { fromBlock: from, toBlock: last.number as bigint, initialChunk: to - from + 1n },
        ),
    ...kept.map((block) => {
      const hashes = block.transactions
        .filter((transaction) => mayBeContent(transaction.input) || mayTransferByCalldata(transaction))
        .map((transaction) => transaction.hash)
      return hashes.length === 0
        ? Promise.resolve(new Map<Hash, boolean>())
        : readStatuses(client, { hash: block.hash as Hash, hashes, transactions: block.transactions.length })
    }),
  ])
  const blockAt = (number: bigint) => kept[Number(number - from)]
  const statuses = new Map<Hash, boolean>()
  for (const ofBlock of blockStatuses) {
    // A receipt from another block than the one read: the chain moved; read again.
    if (ofBlock === undefined) return { blocks: [], cutShort: false, moved: true }
    for (const [hash, success] of ofBlock) statuses.set(hash, success)
  }
  const logsOf = new Map<Hash, InscriptionSourceLog[]>()
  const logsOfTransaction = new Set<Hash>()
  for (const log of logs) {
    if (blockAt(log.blockNumber)?.hash !== log.blockHash) return { blocks: [], cutShort: false, moved: true }
    logsOfTransaction.add(log.transactionHash)
    const list = logsOf.get(log.blockHash as Hash) ?? []
    list.push({
      transactionHash: log.transactionHash,
      transactionIndex: log.transactionIndex as number,
      logIndex: log.logIndex,
      address: log.address,
      topics: log.topics,
      data: log.data,
    })
    logsOf.set(log.blockHash as Hash, list)
  }
  return {
    blocks: kept.map((block) => ({
      number: block.number as bigint,
      hash: block.hash as Hash,
      parentHash: block.parentHash,
      transactions: block.transactions.map((transaction) => ({
        hash: transaction.hash,
        index: transaction.transactionIndex,
        from: transaction.from,
        to: transaction.to,
        input: transaction.input,
        // A transaction that emitted a log succeeded (a reverted one leaves none): its receipt is not needed.
        success: statuses.get(transaction.hash) ?? logsOfTransaction.has(transaction.hash),
      })),
      logs: logsOf.get(block.hash as Hash) ?? [],
    })),
    cutShort: linked < read.length,
    moved: false,
  }
}

import { type Address, type Client, type Hash, type Hex, hexToNumber, numberToHex } from 'viem'
import { getBlock, getTransactionReceipt } from 'viem/actions'
import { mayBeContent, mayTransferByCalldata } from '../ethscriptions/readEthscriptionCandidates.ts'
import { ethscriptionTopics } from '../ethscriptions/types.ts'
import type { InscriptionSourceBlock, InscriptionSourceLog } from './types.ts'

/** The logs read: ESIP-3 creations, ESIP-1 and ESIP-2 transfers. */
const logTopics = [
  ethscriptionTopics.create,
  ethscriptionTopics.transfer,
  ethscriptionTopics.transferForPreviousOwner,
]

export type InscriptionSourceRead = {
  /**
   * Blocks `from` onwards as the indexer's rules take them, up to `to` or to the last one that
   * links to the block before it (the chain changed between two reads when one does not).
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

/** A log as eth_getLogs returns it (JSON-RPC quantities in hex). */
type RpcLog = {
  blockNumber: Hex
  blockHash: Hash
  transactionHash: Hash
  transactionIndex: Hex
  logIndex: Hex
  address: Address
  topics: Hex[]
  data: Hex
}

/**
 * Blocks `from` to `to` with their transactions, for each transaction whose data may create or
 * transfer an ethscription (`mayBeContent`, `mayTransferByCalldata`; the others do neither by
 * calldata) its receipt's status, and the blocks' ESIP-3 creation and ESIP-1/ESIP-2 transfer logs
 * (one eth_getLogs over the range, by topic; logs exist only for successful transactions, so they
 * need no receipt): what `indexInscriptionBlock` takes. The calls of each
 * round are made at once, so a client with a batching transport (`http(url, { batch: true })`)
 * sends one HTTP request for the blocks and one for the receipts and the logs. The logs are read
 * after the blocks, beside the receipts, and each must come from the block read at its height (or
 * the read is `moved`): a chain that moves between the two reads can then only lose the logs of a
 * block it replaced, which the follower undoes when the next block does not link to it. The
 * server's follower and the indexer benchmark read blocks this way.
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
  for (let index = 1; index < read.length; index++)
    if (read[index]?.parentHash !== read[index - 1]?.hash) {
      linked = index
      break
    }
  const kept = read.slice(0, linked)
  const candidates = kept.flatMap((block) =>
    block.transactions.filter(
      (transaction) => mayBeContent(transaction.input) || mayTransferByCalldata(transaction),
    ),
  )
  const last = kept.at(-1)
  const [logs, ...receipts] = await Promise.all([
    last === undefined
      ? Promise.resolve([])
      : (client.request({
          method: 'eth_getLogs',
          params: [
            {
              fromBlock: numberToHex(from),
              toBlock: numberToHex(last.number as bigint),
              topics: [logTopics],
            },
          ],
        }) as Promise<RpcLog[]>),
    ...candidates.map((transaction) => getTransactionReceipt(client, { hash: transaction.hash })),
  ])
  const blockAt = (number: bigint) => kept[Number(number - from)]
  const statuses = new Map<Hash, boolean>()
  for (const [index, receipt] of receipts.entries()) {
    if (blockAt(receipt.blockNumber)?.hash !== receipt.blockHash)
      return { blocks: [], cutShort: false, moved: true }
    statuses.set((candidates[index] as (typeof candidates)[number]).hash, receipt.status === 'success')
  }
  const logsOf = new Map<Hash, InscriptionSourceLog[]>()
  const logsOfTransaction = new Set<Hash>()
  for (const log of logs) {
    if (blockAt(BigInt(log.blockNumber))?.hash !== log.blockHash)
      return { blocks: [], cutShort: false, moved: true }
    logsOfTransaction.add(log.transactionHash)
    const list = logsOf.get(log.blockHash) ?? []
    list.push({
      transactionHash: log.transactionHash,
      transactionIndex: hexToNumber(log.transactionIndex),
      logIndex: hexToNumber(log.logIndex),
      address: log.address,
      topics: log.topics,
      data: log.data,
    })
    logsOf.set(log.blockHash, list)
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

import type { Client, Hash } from 'viem'
import { getBlock, getTransactionReceipt } from 'viem/actions'
import type { InscriptionSourceBlock } from './types.ts'

/** `data:` as the start of transaction data in hex: the only transactions whose receipt is read. */
const dataUriPrefix = '0x646174613a'

export type InscriptionSourceRead = {
  /**
   * Blocks `from` onwards as the indexer's rules take them, up to `to` or to the last one that
   * links to the block before it (the chain changed between two reads when one does not).
   */
  blocks: InscriptionSourceBlock[]
  /** Whether `blocks` stops before `to` because a block did not link to the one before it. */
  cutShort: boolean
  /**
   * Whether a receipt came from another block than the one read: the chain moved while it was
   * read. `blocks` is then empty; read again.
   */
  moved: boolean
}

/**
 * Blocks `from` to `to` with their transactions and, for each transaction whose data starts with
 * `data:` (the others inscribe nothing), its receipt's status: what `applyInscriptionBlock` takes.
 * Every call of one read is made at once, so a client with a batching transport
 * (`http(url, { batch: true })`) sends one HTTP request for the blocks and one for the receipts.
 * The server's follower and the indexer benchmark read blocks this way.
 *
 * @example
 * const { blocks, cutShort, moved } = await readInscriptionSourceBlocks(client, { from: 0n, to: 19n })
 * // blocks[0].transactions[0] -> { hash, index: 0, from, to, input: '0x646174613a...', success: true }
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
      (transaction) => transaction.input.slice(0, 12).toLowerCase() === dataUriPrefix,
    ),
  )
  const receipts = await Promise.all(
    candidates.map((transaction) => getTransactionReceipt(client, { hash: transaction.hash })),
  )
  const statuses = new Map<Hash, boolean>()
  for (const [index, receipt] of receipts.entries()) {
    const block = kept.find((candidate) => candidate.number === receipt.blockNumber)
    if (!block || block.hash !== receipt.blockHash) return { blocks: [], cutShort: false, moved: true }
    statuses.set((candidates[index] as (typeof candidates)[number]).hash, receipt.status === 'success')
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
        success: statuses.get(transaction.hash) ?? false,
      })),
    })),
    cutShort: linked < read.length,
    moved: false,
  }
}

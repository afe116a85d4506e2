import type { InscriptionSourceBlock } from '@tokenbox/core/inscription/indexer/types.ts'
import type { Hash, PublicClient } from 'viem'

/** `data:` in hex: only these transactions' receipts are read (the others inscribe nothing). */
const dataUriPrefix = '0x646174613a'

/**
 * Blocks `from` to `to` as the indexer's rules take them, read with their transactions and, for
 * transactions whose data starts with `data:`, their receipt's status. Every call of one round is
 * sent together, so a client with a batching transport (`http(url, { batch: true })`) sends one
 * HTTP request for the blocks and one for the receipts.
 *
 * @example
 * const blocks = await readSourceBlocks(client, 0n, 99n)
 */
export async function readSourceBlocks(
  client: PublicClient,
  from: bigint,
  to: bigint,
): Promise<InscriptionSourceBlock[]> {
  const numbers: bigint[] = []
  for (let number = from; number <= to; number++) numbers.push(number)
  const blocks = await Promise.all(
    numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
  )
  const candidates = blocks.flatMap((block) =>
    block.transactions.filter(
      (transaction) => transaction.input.slice(0, 12).toLowerCase() === dataUriPrefix,
    ),
  )
  const receipts = await Promise.all(
    candidates.map((transaction) => client.getTransactionReceipt({ hash: transaction.hash })),
  )
  const statuses = new Map<Hash, boolean>(
    receipts.map((receipt) => [receipt.transactionHash, receipt.status === 'success']),
  )
  return blocks.map((block) => ({
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
  }))
}

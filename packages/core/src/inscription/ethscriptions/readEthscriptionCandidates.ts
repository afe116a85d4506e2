import { sha256 } from '@noble/hashes/sha2'
import { type Address, bytesToHex, decodeAbiParameters, type Hash, type Hex, hexToBytes } from 'viem'
import { ethscriptionContentOfCalldata, ethscriptionTextOf, type Gunzip } from './ethscriptionContentOf.ts'
import { readDataUri } from './readDataUri.ts'
import {
  type EthscriptionCreated,
  type EthscriptionSourceBlock,
  type EthscriptionSourceLog,
  ethscriptionTopics,
} from './types.ts'

/** A content that would create an ethscription if it is unique (or ESIP-6) and first in its transaction. */
export type CreationCandidate = Pick<
  EthscriptionCreated,
  'logIndex' | 'creator' | 'initialOwner' | 'content' | 'contentSha' | 'esip6'
>

/** A transfer the protocol would make if `from` owns the ethscription (and, for ESIP-2, `previousOwner` owned it before). */
export type TransferCandidate = {
  id: Hash
  logIndex: number | null
  from: Address
  to: Address
  previousOwner: Address | null
}

/** What one successful transaction may do, in the protocol's order (eth_transaction.rb `process!`). */
export type TransactionCandidates = {
  txHash: Hash
  txIndex: number
  /** Calldata first, then ESIP-3 events by log index; only the first valid one creates. */
  creations: CreationCandidate[]
  /** Calldata transfers (ESIP-5: several ids), then ESIP-1 and ESIP-2 events by log index. */
  transfers: TransferCandidate[]
}

/** `data:` as bytes. */
const dataScheme = [0x64, 0x61, 0x74, 0x61, 0x3a]

/**
 * Whether calldata may read as a data URI: gzip (ESIP-7), or `data:` once NUL bytes (which the
 * reading drops wherever they are) are skipped. Most calldata fails at its first byte and is never
 * decoded.
 *
 * @example
 * mayBeContent('0x646174613a2c') // true ('data:,')
 * mayBeContent('0xa9059cbb') // false (an ERC-20 transfer call)
 */
export function mayBeContent(input: Hex): boolean {
  if (/^0x1f8b/i.test(input)) return true
  let matched = 0
  for (let at = 2; at + 2 <= input.length && matched < dataScheme.length; at += 2) {
    const byte = Number.parseInt(input.slice(at, at + 2), 16)
    if (byte === 0) continue
    if (byte !== dataScheme[matched]) return false
    matched += 1
  }
  return matched === dataScheme.length
}
const stringAsBytes = [{ type: 'bytes' }] as const

const lower = (address: string) => address.toLowerCase() as Address
/** An indexed address or bytes32 topic: the protocol decodes the last 20 bytes as the address. */
const topicAddress = (topic: Hex) => lower(`0x${topic.slice(-40)}`)

function contentCandidate(
  content: string | undefined,
  parties: Pick<CreationCandidate, 'logIndex' | 'creator' | 'initialOwner'>,
): CreationCandidate | undefined {
  if (content === undefined) return undefined
  const uri = readDataUri(content)
  if (!uri) return undefined
  return {
    ...parties,
    content,
    contentSha: bytesToHex(sha256(new TextEncoder().encode(content))),
    esip6: uri.parameters.includes('rule=esip6'),
  }
}

/** An ESIP-3 log's creation, or undefined when it has the wrong shape or data that is not one ABI string. */
function creationOfLog(log: EthscriptionSourceLog): CreationCandidate | undefined {
  if (log.topics.length !== 2) return undefined
  let bytes: Hex
  try {
    ;[bytes] = decodeAbiParameters(stringAsBytes, log.data)
  } catch {
    return undefined
  }
  return contentCandidate(ethscriptionTextOf(hexToBytes(bytes)), {
    logIndex: log.logIndex,
    creator: lower(log.address),
    initialOwner: topicAddress(log.topics[1] as Hex),
  })
}

function transferOfLog(log: EthscriptionSourceLog): TransferCandidate | undefined {
  const [topic, first, second, third] = log.topics as readonly Hex[]
  const from = lower(log.address)
  if (topic === ethscriptionTopics.transfer && log.topics.length === 3)
    return {
      id: lower(second as Hex) as Hash,
      logIndex: log.logIndex,
      from,
      to: topicAddress(first as Hex),
      previousOwner: null,
    }
  if (topic === ethscriptionTopics.transferForPreviousOwner && log.topics.length === 4)
    return {
      id: lower(third as Hex) as Hash,
      logIndex: log.logIndex,
      from,
      to: topicAddress(second as Hex),
      previousOwner: topicAddress(first as Hex),
    }
  return undefined
}

/**
 * Whether calldata may transfer ethscriptions: one or more 32-byte ids (ESIP-5), to a recipient.
 * A contract call (a 4-byte selector, then 32-byte words) never has this length.
 *
 * @example
 * mayTransferByCalldata({ to: bob, input: `0x${'ab'.repeat(32)}` }) // true
 */
export function mayTransferByCalldata(transaction: { to: Address | null; input: Hex }): boolean {
  const length = transaction.input.length - 2
  return transaction.to !== null && length > 0 && length % 64 === 0
}

/**
 * What each transaction of a block may create and transfer under the ethscriptions protocol
 * (ethscriptions-protocol/ethscriptions-indexer, `EthTransaction#process!`), before the index is
 * consulted: whether a candidate counts depends on earlier contents and owners, which
 * `applyEthscriptionCandidates` checks. Every ESIP is active (the reference enables them all off
 * Ethereum mainnet, and at their mainnet heights long ago). Per successful transaction:
 * - creation by calldata when it has a recipient: the data read as UTF-8 (ESIP-7: gunzipped
 *   first when it is gzip) must be a valid data URI; creator the sender, initial owner the recipient;
 * - creation by ESIP-3 events `ethscriptions_protocol_CreateEthscription` (exactly two topics, data
 *   one ABI string): creator the emitting contract, initial owner the event's `initialOwner`;
 * - transfer by calldata when it has a recipient: data of 32-byte ethscription ids (ESIP-5: one
 *   or more), each from the sender to the recipient;
 * - transfers by ESIP-1 events (three topics) and ESIP-2 events (four topics), from the emitting
 *   contract to the event's recipient.
 * Failed transactions do nothing. Transactions with nothing to offer are left out.
 *
 * @example
 * readEthscriptionCandidates(block)
 * // [{ txHash, txIndex: 0, creations: [{ logIndex: null, creator, initialOwner, content: 'data:,hi', contentSha, esip6: false }], transfers: [] }]
 */
export function readEthscriptionCandidates(
  block: Pick<EthscriptionSourceBlock, 'transactions' | 'logs'>,
  gunzip?: Gunzip,
): TransactionCandidates[] {
  const logsOf = new Map<number, EthscriptionSourceLog[]>()
  for (const log of block.logs) {
    const list = logsOf.get(log.transactionIndex)
    if (list) list.push(log)
    else logsOf.set(log.transactionIndex, [log])
  }
  const found: TransactionCandidates[] = []
  for (const transaction of block.transactions) {
    if (!transaction.success) continue
    const logs = (logsOf.get(transaction.index) ?? []).sort((a, b) => a.logIndex - b.logIndex)
    const creations: CreationCandidate[] = []
    const transfers: TransferCandidate[] = []
    const from = lower(transaction.from)
    const to = transaction.to === null ? null : lower(transaction.to)
    if (to !== null && mayBeContent(transaction.input)) {
      const created = contentCandidate(ethscriptionContentOfCalldata(transaction.input, gunzip), {
        logIndex: null,
        creator: from,
        initialOwner: to,
      })
      if (created) creations.push(created)
    }
    for (const log of logs) {
      if (log.topics[0] !== ethscriptionTopics.create) continue
      const created = creationOfLog(log)
      if (created) creations.push(created)
    }
    if (to !== null && mayTransferByCalldata(transaction) && /^0x[0-9a-fA-F]*$/.test(transaction.input))
      for (let at = 2; at < transaction.input.length; at += 64)
        transfers.push({
          id: lower(`0x${transaction.input.slice(at, at + 64)}`) as Hash,
          logIndex: null,
          from,
          to,
          previousOwner: null,
        })
    for (const log of logs) {
      const transfer = transferOfLog(log)
      if (transfer) transfers.push(transfer)
    }
    if (creations.length > 0 || transfers.length > 0)
      found.push({
        txHash: lower(transaction.hash) as Hash,
        txIndex: transaction.index,
        creations,
        transfers,
      })
  }
  return found
}

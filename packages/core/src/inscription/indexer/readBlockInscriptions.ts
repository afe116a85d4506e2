import { type Address, decodeAbiParameters, type Hash, type Hex } from 'viem'
import { inscriptionConventionOf } from '../inscriptionConventions.ts'
import { inscriptionFromHex } from '../inscriptionFromHex.ts'
import { parseInscription } from '../parseInscription.ts'
import type { Inscription } from '../types.ts'
import { esip3CreationTopic, type InscriptionSourceBlock, type InscriptionSourceLog } from './types.ts'

/** `data:` in hex: most transactions' data fails this test and is never decoded. */
const dataUriPrefix = '0x646174613a'
/** An indexed address topic: 12 zero bytes, then the address. */
const addressTopic = /^0x0{24}[0-9a-f]{40}$/
const stringParameter = [{ type: 'bytes' }] as const

/**
 * One inscription of a block, read from a transaction's calldata or from an ESIP-3 creation event,
 * with the two addresses the rules judge it by.
 */
export type BlockInscription = {
  inscription: Inscription
  txHash: Hash
  txIndex: number
  /** Null for the transaction's calldata inscription, the log's index in the block for an event. */
  logIndex: number | null
  /**
   * Whose deploy or mint it is and whose balance a transfer takes: the sender of calldata; for an
   * event, `initialOwner` for a deploy or mint, the emitting contract for a transfer.
   */
  from: Address
  /**
   * The recipient: the transaction's (null for a contract creation) for calldata, `initialOwner`
   * for an event (so an event's deploy or mint is always self-sent).
   */
  to: Address | null
}

/** Whether the account model counts this protocol (the item model's are read by core's ethscriptions rules). */
const isAccountModel = (inscription: Inscription) =>
  inscriptionConventionOf(inscription.p).model === 'account'

/** The inscription a creation log carries for its `initialOwner`, or undefined when it carries none. */
function readCreationLog(
  log: InscriptionSourceLog,
): { initialOwner: Address; inscription: Inscription } | undefined {
  const [topic, ownerTopic] = log.topics
  if (log.topics.length !== 2 || topic?.toLowerCase() !== esip3CreationTopic) return undefined
  const owner = ownerTopic?.toLowerCase() ?? ''
  if (!addressTopic.test(owner)) return undefined
  let content: Hex
  try {
    ;[content] = decodeAbiParameters(stringParameter, log.data)
  } catch {
    return undefined
  }
  if (content.slice(0, 12).toLowerCase() !== dataUriPrefix) return undefined
  const text = inscriptionFromHex(content)
  if (!text.ok) return undefined
  const parsed = parseInscription(text.text)
  if (!parsed.ok || !isAccountModel(parsed.inscription)) return undefined
  return { initialOwner: `0x${owner.slice(26)}` as Address, inscription: parsed.inscription }
}

/**
 * The inscriptions of a block in the order the rules apply them: by transaction index, and within a
 * transaction its calldata inscription first, then its ESIP-3 creation events in log order. Calldata
 * is decoded as hex, then UTF-8; an event's string (`contentURI`) is taken exactly as emitted; both
 * are read by {@link parseInscription} (the one rule of what is accepted). Only protocols of the
 * account model (`inscriptionConventionOf`: ASC-20, SARC-20) are read here. Failed transactions
 * (their logs never reach a block), malformed inscriptions and logs that only borrow the event's
 * topic are left out; whether each inscription counts is for {@link applyInscriptionBlock} to say.
 *
 * @example
 * readBlockInscriptions(block)
 * // [{ inscription: { p: 'bsc-20', op: 'mint', tick: 'bnbs', amt: '1000' }, txHash, txIndex: 0, logIndex: null, from, to }]
 */
export function readBlockInscriptions(
  block: Pick<InscriptionSourceBlock, 'transactions' | 'logs'>,
): BlockInscription[] {
  const found: BlockInscription[] = []
  for (const transaction of block.transactions) {
    if (!transaction.success || transaction.input.slice(0, 12).toLowerCase() !== dataUriPrefix) continue
    const text = inscriptionFromHex(transaction.input)
    if (!text.ok) continue
    const parsed = parseInscription(text.text)
    if (parsed.ok && isAccountModel(parsed.inscription))
      found.push({
        inscription: parsed.inscription,
        txHash: transaction.hash,
        txIndex: transaction.index,
        logIndex: null,
        from: transaction.from,
        to: transaction.to,
      })
  }
  for (const log of block.logs) {
    const read = readCreationLog(log)
    if (!read) continue
    const { initialOwner, inscription } = read
    found.push({
      inscription,
      txHash: log.transactionHash,
      txIndex: log.transactionIndex,
      logIndex: log.logIndex,
      from: inscription.op === 'transfer' ? log.address : initialOwner,
      to: initialOwner,
    })
  }
  // Calldata (logIndex null) before the transaction's events; log indexes grow through the block.
  return found.sort((a, b) => a.txIndex - b.txIndex || (a.logIndex ?? -1) - (b.logIndex ?? -1))
}

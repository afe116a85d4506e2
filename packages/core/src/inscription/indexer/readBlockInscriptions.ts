import { inscriptionFromHex } from '../inscriptionFromHex.ts'
import { parseInscription } from '../parseInscription.ts'
import type { Inscription } from '../types.ts'
import type { InscriptionSourceBlock, InscriptionSourceTransaction } from './types.ts'

/** `data:` in hex: most transactions' data fails this test and is never decoded. */
const dataUriPrefix = '0x646174613a'

export type BlockInscription = { transaction: InscriptionSourceTransaction; inscription: Inscription }

/**
 * The inscriptions of a block's successful transactions, in transaction order: data decoded as
 * hex, then UTF-8, then read by {@link parseInscription} (the one rule of what is accepted).
 * Failed transactions and malformed inscriptions are left out; whether each counts is for
 * {@link applyInscriptionBlock} to say.
 *
 * @example
 * readBlockInscriptions(block) // [{ transaction, inscription: { p: 'bsc-20', op: 'mint', tick: 'bnbs', amt: '1000' } }]
 */
export function readBlockInscriptions(
  block: Pick<InscriptionSourceBlock, 'transactions'>,
): BlockInscription[] {
  const found: BlockInscription[] = []
  const ordered = [...block.transactions].sort((a, b) => a.index - b.index)
  for (const transaction of ordered) {
    if (!transaction.success || transaction.input.slice(0, 12).toLowerCase() !== dataUriPrefix) continue
    const text = inscriptionFromHex(transaction.input)
    if (!text.ok) continue
    const parsed = parseInscription(text.text)
    if (parsed.ok) found.push({ transaction, inscription: parsed.inscription })
  }
  return found
}

import type { Address } from 'viem'
import { readBlockInscriptions } from './readBlockInscriptions.ts'
import { type InscriptionSourceBlock, inscriptionBalanceKey, inscriptionTickKey } from './types.ts'

export type InscriptionKeys = {
  /** Ticks as `{ p, tick, key }`. */
  ticks: Map<string, { p: string; tick: string }>
  /** Balances as `{ tickKey, address, key }`, addresses in lower case. */
  balances: Map<string, { tickKey: string; p: string; tick: string; address: Address }>
}

/**
 * The ticks and balances a batch of blocks can touch: what a store loads into an
 * {@link InscriptionIndexState} before applying the batch with {@link applyInscriptionBlock}, so
 * the rules see every entry they read without the whole index in memory.
 *
 * @example
 * const keys = inscriptionKeysOfBlocks(blocks) // then load keys.ticks and keys.balances
 */
export function inscriptionKeysOfBlocks(
  blocks: readonly Pick<InscriptionSourceBlock, 'transactions' | 'logs'>[],
): InscriptionKeys {
  const keys: InscriptionKeys = { ticks: new Map(), balances: new Map() }
  for (const block of blocks) {
    for (const { inscription, from, to } of readBlockInscriptions(block)) {
      const { p, tick } = inscription
      const tickKey = inscriptionTickKey(p, tick)
      keys.ticks.set(tickKey, { p, tick })
      const addresses = [from, ...(inscription.op === 'transfer' && to ? [to] : [])]
      for (const raw of addresses) {
        const address = raw.toLowerCase() as Address
        keys.balances.set(inscriptionBalanceKey(tickKey, address), { tickKey, p, tick, address })
      }
    }
  }
  return keys
}

import type { Address, Hash, Hex } from 'viem'
import {
  readEthscriptionTokenDeploy,
  readEthscriptionTokenMint,
} from '../ethscriptions/applyEthscriptionTokenEvents.ts'
import type { TransactionCandidates } from '../ethscriptions/readEthscriptionCandidates.ts'
import { type InscriptionKeys, inscriptionKeysOfBlocks } from './inscriptionKeysOfBlocks.ts'
import {
  type InscriptionSourceBlock,
  inscriptionBalanceKey,
  inscriptionTickKey,
  splitTickKey,
} from './types.ts'

/**
 * The first half of what a batch of blocks can touch: the content hashes whose uniqueness its
 * creations ask about, and the ethscription ids its transfers name. A store loads these first:
 * which token an item belongs to decides the rest ({@link inscriptionIndexKeysOf}).
 *
 * @example
 * const { contents, items } = ethscriptionKeysOf(candidatesOfEachBlock)
 */
export function ethscriptionKeysOf(candidates: readonly (readonly TransactionCandidates[])[]): {
  contents: Set<Hex>
  items: Set<Hash>
} {
  const contents = new Set<Hex>()
  const items = new Set<Hash>()
  for (const block of candidates)
    for (const transaction of block) {
      for (const creation of transaction.creations) contents.add(creation.contentSha)
      for (const transfer of transaction.transfers) items.add(transfer.id)
    }
  return { contents, items }
}

/**
 * Every tick and balance a batch of blocks can touch, both models: the account model's
 * (`inscriptionKeysOfBlocks`) and the item model's, given the token items its transfers name that
 * are already stored (`stored`: id to tick key). Over-approximates (a mint that will not count
 * still loads its tick), never misses.
 *
 * @example
 * const keys = inscriptionIndexKeysOf(blocks, candidatesOfEachBlock, storedItems)
 */
export function inscriptionIndexKeysOf(
  blocks: readonly Pick<InscriptionSourceBlock, 'transactions' | 'logs'>[],
  candidates: readonly (readonly TransactionCandidates[])[],
  stored: ReadonlyMap<Hash, { tickKey: string }>,
): InscriptionKeys {
  const keys = inscriptionKeysOfBlocks(blocks)
  const addTick = (tickKey: string) => keys.ticks.set(tickKey, splitTickKey(tickKey))
  const addBalance = (tickKey: string, address: Address) =>
    keys.balances.set(inscriptionBalanceKey(tickKey, address), { tickKey, ...splitTickKey(tickKey), address })
  const minted = new Map<Hash, string>()
  for (const block of candidates)
    for (const transaction of block) {
      for (const creation of transaction.creations) {
        const token =
          readEthscriptionTokenDeploy(creation.content) ?? readEthscriptionTokenMint(creation.content)
        if (!token) continue
        const tickKey = inscriptionTickKey(token.p, token.tick)
        addTick(tickKey)
        if (!('max' in token)) {
          addBalance(tickKey, creation.initialOwner)
          minted.set(transaction.txHash, tickKey)
        }
      }
      for (const transfer of transaction.transfers) {
        const tickKey = stored.get(transfer.id)?.tickKey ?? minted.get(transfer.id)
        if (tickKey === undefined) continue
        addTick(tickKey)
        addBalance(tickKey, transfer.from)
        addBalance(tickKey, transfer.to)
      }
    }
  return keys
}

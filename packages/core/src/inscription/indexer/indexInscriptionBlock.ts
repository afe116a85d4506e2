import type { Address, Hash } from 'viem'
import { applyEthscriptionCandidates } from '../ethscriptions/applyEthscriptionCandidates.ts'
import {
  applyEthscriptionTokenEvents,
  type EthscriptionTokenIgnored,
  isRepeatableTokenMint,
} from '../ethscriptions/applyEthscriptionTokenEvents.ts'
import type { TransactionCandidates } from '../ethscriptions/readEthscriptionCandidates.ts'
import { applyInscriptionBlock } from './applyInscriptionBlock.ts'
import type {
  InscriptionIgnored,
  InscriptionIndexerState,
  InscriptionItem,
  InscriptionSourceBlock,
} from './types.ts'

export type IndexInscriptionBlockResult = {
  /** The state after the block; the one passed in when nothing changed (it is never changed). */
  state: InscriptionIndexerState
  /** How many inscriptions changed the index (deploys, mints and transfers of both models). */
  counted: number
  /** Account-model inscriptions that did not count, and why. */
  ignored: InscriptionIgnored[]
  /** Item-model creations shaped like a token mint that are no token item, and why. */
  ignoredItems: EthscriptionTokenIgnored[]
}

/**
 * Applies one block to the whole index, each protocol by its convention (`inscriptionConventionOf`):
 * - the **item model** (ERC-20, BSC-20 and every label without public rules of its own): the
 *   block's ethscriptions by the protocol's rules (`applyEthscriptionCandidates`, given the block's
 *   `candidates` from `readEthscriptionCandidates`), then their token meaning
 *   (`applyEthscriptionTokenEvents`); token items are followed with their owners;
 * - the **account model** (ASC-20, SARC-20): `applyInscriptionBlock`.
 * The two never touch the same tick (a tick's key starts with its protocol). Pure; blocks in order.
 *
 * @example
 * const { state: next } = indexInscriptionBlock(state, block, readEthscriptionCandidates(block, gunzip))
 */
export function indexInscriptionBlock(
  state: InscriptionIndexerState,
  block: InscriptionSourceBlock,
  candidates: readonly TransactionCandidates[],
): IndexInscriptionBlockResult {
  const account = applyInscriptionBlock(state, block)
  // Most blocks offer nothing: no copy of the items then.
  const owners = new Map<Hash, { owner: Address; previousOwner: Address }>()
  if (candidates.length > 0)
    for (const [id, { owner, previousOwner }] of state.items) owners.set(id, { owner, previousOwner })
  const base = applyEthscriptionCandidates(
    { contents: state.contents, owners },
    block.number,
    candidates,
    isRepeatableTokenMint,
  )
  if (base.events.length === 0 && account.effects.length === 0)
    return { state, counted: 0, ignored: account.ignored, ignoredItems: [] }
  const tokens = applyEthscriptionTokenEvents(
    { ticks: account.state.ticks, balances: account.state.balances, items: state.items },
    base.events,
  )
  let items = state.items
  for (const effect of tokens.effects) {
    if (!effect.item) continue
    if (items === state.items) items = new Map(state.items)
    const ownership = base.state.owners.get(effect.item.id) as { owner: Address; previousOwner: Address }
    ;(items as Map<Hash, InscriptionItem>).set(effect.item.id, {
      tickKey: effect.tickKey,
      itemId: effect.item.itemId,
      ...ownership,
    })
  }
  return {
    state: {
      ticks: tokens.state.ticks,
      balances: tokens.state.balances,
      contents: base.state.contents,
      items,
    },
    counted: account.effects.length + tokens.effects.length,
    ignored: account.ignored,
    ignoredItems: tokens.ignored,
  }
}

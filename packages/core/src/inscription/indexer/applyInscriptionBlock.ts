import type { Address } from 'viem'
import { readBlockInscriptions } from './readBlockInscriptions.ts'
import {
  type InscriptionBalanceChange,
  type InscriptionEffect,
  type InscriptionIgnored,
  type InscriptionIndexState,
  type InscriptionSourceBlock,
  type InscriptionTick,
  inscriptionBalanceKey,
  inscriptionTickKey,
} from './types.ts'

export type ApplyInscriptionBlockResult = {
  /** The state after the block; the one passed in when nothing counted (it is never changed). */
  state: InscriptionIndexState
  /** What counted, in the order applied (transaction, then calldata before events in log order). */
  effects: InscriptionEffect[]
  /** Well-formed inscriptions that did not count, and why. */
  ignored: InscriptionIgnored[]
}

/**
 * Applies one block's inscriptions to the index by TokenBox's first-come rules and returns the new
 * state, the effects (for storing and for undoing on a reorg) and what was ignored. Pure: no I/O,
 * the state passed in is not changed. Blocks must be applied in chain order.
 *
 * Inscriptions come from successful transactions in two ways ({@link readBlockInscriptions}): the
 * transaction's calldata, a `data:` URI; and the ESIP-3 creation event
 * `ethscriptions_protocol_CreateEthscription(address indexed initialOwner, string contentURI)`,
 * emitted by any contract, its `contentURI` taken exactly as the text. The order is block number,
 * then transaction index, then within a transaction its calldata inscription first and its events
 * in log order. A tick is `(p, tick)` in lower case. The rules:
 * - only data that {@link parseInscription} accepts;
 * - **deploy**: sent from an address to itself; the first deploy of a tick creates it with its
 *   `max` and `lim`, `minted` 0 and the sender as deployer; later deploys of it are ignored;
 * - **mint**: sent from an address to itself, of a tick deployed before it (an earlier block, or
 *   earlier in the same block), `amt` at most the tick's `lim`. It credits the sender. The mint
 *   that crosses `max` gets the remainder (the BRC-20 rule: the supply ends exactly at `max` and the
 *   last minter is not left with nothing for their gas); once `minted` equals `max` every mint is
 *   ignored;
 * - **transfer**: moves `amt` of a deployed tick from the sender to the transaction's recipient,
 *   which must be another address, when the sender holds at least `amt`; otherwise ignored;
 * - an **event's deploy or mint** counts for its `initialOwner`, as if `initialOwner` had sent it
 *   to itself: ESIP-3 makes `initialOwner` the owner of what an event creates, and the "-20"
 *   indexers that read ESIP-3 credit contract mints (BulkInscriber's) that way. Anyone may mint,
 *   so a contract minting for someone takes nothing from anyone;
 * - an **event's transfer** moves `amt` from the emitting contract (the log's address) to
 *   `initialOwner` (`selfTransfer` when they are equal, `insufficientBalance` when the contract
 *   holds less): a contract hands out only what it holds itself, an escrow someone filled with a
 *   calldata transfer first (the inscription presale pays its buyers so);
 * - a tick's `holders` counts the addresses whose balance is above 0.
 * Calldata deploys and mints must be self-sent so that nothing is credited to an address (a
 * contract, a mistyped recipient) that never asked for it; that is how TokenBox's `inscribeSteps`
 * sends them.
 *
 * @example
 * let state = emptyInscriptionIndexState()
 * const { state: next, effects } = applyInscriptionBlock(state, block)
 */
export function applyInscriptionBlock(
  state: InscriptionIndexState,
  block: InscriptionSourceBlock,
): ApplyInscriptionBlockResult {
  const found = readBlockInscriptions(block)
  if (found.length === 0) return { state, effects: [], ignored: [] }
  const ticks = new Map(state.ticks)
  const balances = new Map(state.balances)
  const effects: InscriptionEffect[] = []
  const ignored: InscriptionIgnored[] = []
  const balanceOf = (key: string) => balances.get(key) ?? 0n
  /** Sets a balance and returns its change; the holder count moves when a balance leaves or reaches 0. */
  const setBalance = (tickKey: string, address: Address, after: bigint): InscriptionBalanceChange => {
    const key = inscriptionBalanceKey(tickKey, address)
    const before = balanceOf(key)
    if (after === 0n) balances.delete(key)
    else balances.set(key, after)
    return { key, address: address.toLowerCase() as Address, before, after }
  }
  const holderDelta = (changes: InscriptionBalanceChange[]) =>
    changes.reduce(
      (sum, change) =>
        sum +
        (change.before === 0n && change.after > 0n ? 1 : 0) -
        (change.before > 0n && change.after === 0n ? 1 : 0),
      0,
    )

  for (const { inscription, txHash, txIndex, logIndex, ...parties } of found) {
    const ignore = (reason: InscriptionIgnored['reason']) =>
      ignored.push({ txHash, txIndex, logIndex, reason })
    const from = parties.from.toLowerCase() as Address
    const to = parties.to === null ? null : (parties.to.toLowerCase() as Address)
    const tickKey = inscriptionTickKey(inscription.p, inscription.tick)
    const tick = ticks.get(tickKey)
    const effect = (tickAfter: InscriptionTick, changes: InscriptionBalanceChange[]) => {
      ticks.set(tickKey, tickAfter)
      effects.push({
        op: inscription.op,
        blockNumber: block.number,
        txHash,
        txIndex,
        logIndex,
        tickKey,
        tickBefore: tick,
        tickAfter,
        balances: changes,
      })
    }

    if (inscription.op === 'deploy') {
      if (to !== from) ignore('notSelfSent')
      else if (tick) ignore('alreadyDeployed')
      else
        effect(
          {
            p: inscription.p,
            tick: inscription.tick,
            max: BigInt(inscription.max),
            lim: BigInt(inscription.lim),
            minted: 0n,
            holders: 0,
            deployer: from,
            deployTx: txHash,
            deployBlock: block.number,
          },
          [],
        )
      continue
    }
    const amount = BigInt(inscription.amt)
    if (inscription.op === 'mint') {
      if (to !== from) ignore('notSelfSent')
      else if (!tick) ignore('notDeployed')
      else if (amount > tick.lim) ignore('aboveLimit')
      else if (tick.minted >= tick.max) ignore('fullyMinted')
      else {
        const credited = amount < tick.max - tick.minted ? amount : tick.max - tick.minted
        const key = inscriptionBalanceKey(tickKey, from)
        const changes = [setBalance(tickKey, from, balanceOf(key) + credited)]
        effect(
          { ...tick, minted: tick.minted + credited, holders: tick.holders + holderDelta(changes) },
          changes,
        )
      }
      continue
    }
    const fromKey = inscriptionBalanceKey(tickKey, from)
    if (!tick) ignore('notDeployed')
    else if (to === null || to === from) ignore('selfTransfer')
    else if (balanceOf(fromKey) < amount) ignore('insufficientBalance')
    else {
      const changes = [
        setBalance(tickKey, from, balanceOf(fromKey) - amount),
        setBalance(tickKey, to, balanceOf(inscriptionBalanceKey(tickKey, to)) + amount),
      ]
      effect({ ...tick, holders: tick.holders + holderDelta(changes) }, changes)
    }
  }
  if (effects.length === 0) return { state, effects, ignored }
  return { state: { ticks, balances }, effects, ignored }
}

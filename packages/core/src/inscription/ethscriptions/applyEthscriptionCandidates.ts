import type { Address, Hash, Hex } from 'viem'
import type { TransactionCandidates } from './readEthscriptionCandidates.ts'
import type { EthscriptionEvent, EthscriptionOwnership, EthscriptionsState } from './types.ts'

export type ApplyEthscriptionCandidatesResult = {
  /** The state after the block; the one passed in when nothing happened (it is never changed). */
  state: EthscriptionsState
  /** What happened, in the protocol's order: per transaction its creation, then its transfers. */
  events: EthscriptionEvent[]
}

/**
 * Applies one block's candidates ({@link readEthscriptionCandidates}) by the protocol's rules and
 * returns the new state and what happened. Pure; blocks in chain order. The rules, each from the
 * reference indexer (ethscriptions-protocol/ethscriptions-indexer):
 * - `Ethscription#valid_ethscription?`: a creation counts when it has an initial owner (a
 *   calldata creation has its recipient; an event always names one), is a valid data URI
 *   (checked when read) and its content is unique (no earlier ethscription's content has the same
 *   SHA-256), unless it is ESIP-6 (`rule=esip6`), whose content may repeat;
 * - `EthTransaction#save_if_valid_and_no_ethscription_created!`: a transaction creates at most one
 *   ethscription, the first candidate that counts (calldata, then events by log index): a
 *   contract emitting 500 ESIP-3 events creates one ethscription, not 500;
 * - `Ethscription#create_initial_transfer!`: the ethscription starts owned by its initial owner,
 *   its previous owner the creator;
 * - `EthscriptionTransfer#is_valid_transfer?`: a transfer counts when its sender owns the
 *   ethscription now, and for ESIP-2 when the ethscription's previous owner is the event's
 *   `previousOwner`; it makes the recipient the owner and the sender the previous owner. Transfers
 *   apply one by one in order, so an id repeated in one calldata moves twice if it can.
 * Only ethscriptions in `state.owners` (or created in the block) can be transferred: an index that
 * follows some ethscriptions (token items) sees every transfer of those. `repeatable` names
 * contents a token convention lets repeat like ESIP-6 (BSC-20's mints, which carry no id).
 *
 * @example
 * const { state: next, events } = applyEthscriptionCandidates(state, 12n, readEthscriptionCandidates(block))
 */
export function applyEthscriptionCandidates(
  state: EthscriptionsState,
  blockNumber: bigint,
  candidates: readonly TransactionCandidates[],
  repeatable: (content: string) => boolean = () => false,
): ApplyEthscriptionCandidatesResult {
  if (candidates.length === 0) return { state, events: [] }
  const contents = new Set<Hex>(state.contents)
  const owners = new Map<Hash, EthscriptionOwnership>(state.owners)
  const events: EthscriptionEvent[] = []
  for (const { txHash, txIndex, creations, transfers } of candidates) {
    const created = creations.find(
      (candidate) => candidate.esip6 || !contents.has(candidate.contentSha) || repeatable(candidate.content),
    )
    if (created) {
      contents.add(created.contentSha)
      owners.set(txHash, { owner: created.initialOwner, previousOwner: created.creator })
      events.push({ kind: 'created', id: txHash, blockNumber, txIndex, ...created })
    }
    for (const transfer of transfers) {
      const before = owners.get(transfer.id)
      if (!before || before.owner !== transfer.from) continue
      if (transfer.previousOwner !== null && before.previousOwner !== transfer.previousOwner) continue
      owners.set(transfer.id, { owner: transfer.to, previousOwner: transfer.from as Address })
      events.push({
        kind: 'transferred',
        id: transfer.id,
        blockNumber,
        txHash,
        txIndex,
        logIndex: transfer.logIndex,
        from: transfer.from,
        to: transfer.to,
        before,
      })
    }
  }
  if (events.length === 0) return { state, events }
  return { state: { contents, owners }, events }
}

import type { Address, PublicClient } from 'viem'
import { presaleStatusKeys } from '../../errors/presaleStatusKeys.ts'
import type { ErrorMessage } from '../../errors/toErrorMessage.ts'
import type { Plan, PlanRefusal } from '../../transactions/plan.ts'
import type { Step } from '../../transactions/types.ts'
import {
  buyInscriptionSaleStep,
  type InscriptionSaleActionKind,
  inscriptionSaleActionStep,
  reclaimInscriptionSaleEscrowStep,
} from './inscriptionSaleActionSteps.ts'
import { inscriptionSaleActions, inscriptionSaleFigures } from './inscriptionSaleActions.ts'
import { inscriptionSaleEscrowStatus } from './inscriptionSaleEscrowStatus.ts'
import { inscriptionSaleStatuses } from './inscriptionSaleTerms.ts'
import { type InscriptionSaleState, readInscriptionSale } from './readInscriptionSale.ts'

/**
 * What the inscription sale page asks: buy `units` (`quoted`: the cost its button showed, the most
 * the buyer agreed to send), one of the sale's no-argument actions, or the seller's reclaim of the
 * escrow.
 */
export type InscriptionSaleAction =
  | { kind: 'buy'; units: bigint; quoted?: bigint | undefined }
  | { kind: InscriptionSaleActionKind }
  | { kind: 'reclaim' }

/**
 * An inscription sale action's plan: `ready` with its one step and the sale as read now (`cost`: the
 * wei a purchase sends); `refused` with the catalogue's sentence the contract's refusal would get
 * when the sale as read now does not allow it (the status moved, the units left or the buyer's limit
 * do not fit, the position has nothing to claim or refund, not the seller); `uncovered` when the
 * indexer's escrow does not cover what the sale owes (or its protocol cannot deliver): buying is
 * refused, the page says why; `stale` when the units now cost more than the button showed (others
 * bought on a floating curve): the page shows the new price before anything is sent; `unread` with
 * the node's error when a read failed. An address that holds no sale is refused as unknown.
 */
export type InscriptionSalePlan = Plan<
  {
    kind: InscriptionSaleAction['kind']
    steps: Step[]
    sale: InscriptionSaleState
    cost?: bigint | undefined
  },
  PlanRefusal | { status: 'uncovered' } | { status: 'stale'; cost: bigint }
>

export type PlanInscriptionSaleActionParameters = {
  sale: Address
  /** The wallet that acts: its position is read with the sale. */
  account: Address
  action: InscriptionSaleAction
  /**
   * The indexer's balance of the sale's address (the escrow, which the contract cannot see);
   * undefined where the server has no indexer. A purchase is refused when it does not cover the
   * sale; a reclaim takes all of it back.
   */
  escrow: bigint | undefined
}

const say = (key: ErrorMessage['key']): ErrorMessage => ({ key, params: {} })
/** What the contract says to a call that needs another status. */
const statusReason = (sale: InscriptionSaleState) =>
  say(presaleStatusKeys[inscriptionSaleStatuses.indexOf(sale.status)] ?? 'presaleStillLive')

/**
 * Plans an action on an inscription sale (issue 78: the screen renders a core plan): reads the sale
 * and the account's position at the newest block, checks the action against them as the contract
 * will (inscriptionSaleActions; a purchase's units against those left and the buyer's limit, its
 * cost by the contract's costOf) and against the indexer's escrow as TokenBox does for the buyer
 * (inscriptionSaleEscrowStatus), and builds the step.
 *
 * @example
 * const plan = await planInscriptionSaleAction(publicClient, { sale, account, action: { kind: 'buy', units: 3n, quoted }, escrow })
 * if (plan.status === 'stale') await query.refetch()
 */
export async function planInscriptionSaleAction(
  client: PublicClient,
  { sale: address, account, action, escrow }: PlanInscriptionSaleActionParameters,
): Promise<InscriptionSalePlan> {
  let sale: InscriptionSaleState | null
  try {
    sale = await readInscriptionSale(client, { sale: address, account })
  } catch (error) {
    return { status: 'unread', error }
  }
  if (!sale) return { status: 'refused', reason: say('saleUnknown') }
  const offered = inscriptionSaleActions(sale, account, escrow)
  const ready = (step: Step, cost?: bigint): InscriptionSalePlan => ({
    status: 'ready',
    kind: action.kind,
    steps: [step],
    sale: sale!,
    ...(cost !== undefined ? { cost } : {}),
  })
  switch (action.kind) {
    case 'buy': {
      if (!offered.buy) return { status: 'refused', reason: statusReason(sale) }
      const { units, quoted } = action
      if (units <= 0n) return { status: 'refused', reason: say('zeroAmount') }
      const { cost } = inscriptionSaleFigures(sale, units)
      if (cost === undefined) return { status: 'refused', reason: say('presaleHardCapExceeded') }
      const { maxPerBuyer } = sale.terms
      if (maxPerBuyer > 0n && (sale.position?.units ?? 0n) + units > maxPerBuyer)
        return { status: 'refused', reason: say('presaleAbovePerBuyer') }
      if (escrow !== undefined && !inscriptionSaleEscrowStatus(sale, escrow).covered)
        return { status: 'uncovered' }
      if (quoted !== undefined && cost > quoted) return { status: 'stale', cost }
      // The price the buyer saw is the limit sent: a purchase mined first on a floating curve may
      // raise the cost up to it, and the contract returns any excess.
      return ready(buyInscriptionSaleStep({ sale: address, units, value: quoted ?? cost }), quoted ?? cost)
    }
    case 'reclaim':
      if (!offered.isSeller) return { status: 'refused', reason: say('noPermission') }
      if (!offered.reclaim)
        return {
          status: 'refused',
          reason: say(
            inscriptionSaleFigures(sale, 0n).over ? 'presaleNothingToRefund' : 'inscriptionSaleEscrowLocked',
          ),
        }
      return ready(reclaimInscriptionSaleEscrowStep({ sale: address, amount: escrow! }))
    default: {
      const kind = action.kind
      if (!offered.actions.includes(kind)) {
        if (kind === 'claim') return { status: 'refused', reason: say('inscriptionSaleNothingToClaim') }
        if (kind === 'cancel')
          return {
            status: 'refused',
            reason: say(offered.isSeller ? 'inscriptionSaleCannotCancel' : 'noPermission'),
          }
        if (kind === 'refund' && (sale.status === 'cancelled' || sale.status === 'failed'))
          return { status: 'refused', reason: say('presaleNothingToRefund') }
        return { status: 'refused', reason: statusReason(sale) }
      }
      return ready(inscriptionSaleActionStep(kind, { sale: address }))
    }
  }
}

import type { Address, PublicClient } from 'viem'
import type { Plan } from '../../transactions/plan.ts'
import type { Step } from '../../transactions/types.ts'
import type { TickBalance } from '../tickStatus.ts'
import { createInscriptionSaleSteps } from './createInscriptionSaleSteps.ts'
import {
  checkInscriptionSaleDraft,
  type InscriptionSaleDraft,
  type InscriptionSaleDraftCheck,
} from './inscriptionSaleDraft.ts'
import type { InscriptionSaleTerms } from './inscriptionSaleTerms.ts'

/**
 * An inscription sale's creation plan: `ready` with the steps (create the sale, then escrow every
 * unit by a transfer inscription to its address), the sale's address before it exists, its terms
 * and the escrow; `refused` with the draft's check when the terms do not hold at the newest
 * block's time (or this device's, whichever is later) or the seller's indexed balance does not
 * cover the escrow; `unread` with the node's error when a read failed.
 */
export type CreateInscriptionSalePlan = Plan<
  {
    steps: Step[]
    sale: Address
    terms: InscriptionSaleTerms
    escrowNeeded: bigint
  },
  { status: 'refused'; check: InscriptionSaleDraftCheck }
>

export type PlanCreateInscriptionSaleParameters = {
  /** The chain's InscriptionSaleFactory. */
  factory: Address
  /** The seller: the wallet that creates the sale and sends the escrow. */
  account: Address
  draft: InscriptionSaleDraft
  /** This device's time in ms, the clock the form checked the start against. */
  nowMs: number
  /** The seller's balance of the tick as TokenBox's indexer counts it, when it has answered. */
  balance?: TickBalance | undefined
}

/**
 * Plans an inscription sale's creation (issue 78: the screen renders a core plan): checks the
 * draft (checkInscriptionSaleDraft), reads the newest block, whose time the factory checks the
 * start against, and the factory's next sale address for the seller there, and builds the steps
 * (createInscriptionSaleSteps). A draft that is not terms yet is refused with nothing read.
 *
 * @example
 * const plan = await planCreateInscriptionSale(publicClient, { factory, account, draft, nowMs: Date.now(), balance })
 * if (plan.status === 'ready') await run(plan.steps)
 */
export async function planCreateInscriptionSale(
  client: PublicClient,
  { factory, account, draft, nowMs, balance }: PlanCreateInscriptionSaleParameters,
): Promise<CreateInscriptionSalePlan> {
  const deviceNow = BigInt(Math.floor(nowMs / 1000))
  const typed = checkInscriptionSaleDraft(draft, { now: deviceNow, balance })
  if (!typed.ok || !typed.terms) return { status: 'refused', check: typed }
  const terms = typed.terms
  let latest: bigint
  let created: Awaited<ReturnType<typeof createInscriptionSaleSteps>>
  try {
    const [block, plan] = await Promise.all([
      client.getBlock({ blockTag: 'latest' }),
      createInscriptionSaleSteps(client, { factory, account, terms }),
    ])
    latest = block.timestamp
    created = plan
  } catch (error) {
    return { status: 'unread', error }
  }
  // The factory refuses a start before its block's time: a chain ahead of this device's clock
  // (a node whose time was moved on) decides.
  if (latest > deviceNow) {
    const onChain = checkInscriptionSaleDraft(draft, { now: latest, balance })
    if (!onChain.ok) return { status: 'refused', check: onChain }
  }
  return {
    status: 'ready',
    steps: created.steps,
    sale: created.sale,
    terms,
    escrowNeeded: created.escrowNeeded,
  }
}

import { type Address, isAddressEqual, type PublicClient, parseEther } from 'viem'
import { type DraftIssues, validateAmount } from '../../forms/fieldIssues.ts'
import type { Plan, PlanRefusal } from '../../transactions/plan.ts'
import type { Step } from '../../transactions/types.ts'
import { readTokenTemplate } from '../readTokenTemplate.ts'
import { isHubSaleTemplate } from '../tokenTemplates.ts'
import { findSaleHub } from './findSaleHub.ts'
import { readHubSaleState } from './readHubSaleState.ts'
import { readTokenSaleState } from './readSaleState.ts'
import {
  buySaleTokenStep,
  claimSaleRefundStep,
  startTradingStep,
  withdrawSaleRefundStep,
} from './saleActionSteps.ts'
import { type SaleActionKind, saleActionRefusal } from './saleActions.ts'
import type { SaleState } from './saleState.ts'

/** What the sale screen asks: a purchase of the amount typed (in the coin), or one of its buttons. */
export type SaleAction = { kind: 'buy'; amount: string } | { kind: Exclude<SaleActionKind, 'buy'> }

/**
 * A sale action's plan: `ready` with its one step and the sale as read now; `invalid` with the
 * amount's issue (`amount`) when the typed amount is no amount, nothing read; `refused` with the
 * catalogue's sentence when the sale as read now does not allow the action to the account (it
 * closed, launched or failed since the screen's read, another account's action came first), or
 * when the address holds no TokenBox sale; `unread` with the node's error when a read failed.
 */
export type SaleActionPlan = Plan<
  { kind: SaleActionKind; steps: Step[]; sale: SaleState },
  { status: 'invalid'; issues: DraftIssues } | PlanRefusal
>

export type PlanSaleActionParameters = {
  token: Address
  /** The wallet that acts: its contribution and credit are read with the sale. */
  account: Address
  action: SaleAction
  /**
   * The TokenSaleHub holding the sale, when the screen's read found one (`SaleState.hub`): saves
   * finding it again. Absent: the token's code says whether a hub holds its sale, and which.
   */
  hub?: Address | undefined
}

/** The sale at `token` as read now, or undefined when no TokenBox sale is there. */
async function readSaleNow(client: PublicClient, token: Address, account: Address, hub: Address | undefined) {
  if (hub) return readHubSaleState(client, { token, hub, account })
  const template = await readTokenTemplate(client, { address: token })
  if (template === 'sale') return readTokenSaleState(client, { token, account })
  if (!isHubSaleTemplate(template)) return undefined
  const found = await findSaleHub(client, token)
  return found ? readHubSaleState(client, { token, hub: found, account }) : undefined
}

/**
 * Plans a sale token's action (issue 78: the screen renders a core plan): checks a purchase's
 * amount, reads the sale with the account's contribution and credit at the newest block, checks the
 * action against it as the contract will (saleActions: buying while active and below the hard cap,
 * starting trading by the owner once the soft cap is met or by anyone after the end, a failed
 * sale's refund to its buyers, a credit to its holder) and builds the step, sent where the sale is
 * held (the token, or its hub; the owner launches a hub sale through the token).
 *
 * @example
 * const plan = await planSaleAction(publicClient, { token, account, action: { kind: 'buy', amount: '0.5' } })
 * if (plan.status === 'ready') await run(plan.steps)
 */
export async function planSaleAction(
  client: PublicClient,
  { token, account, action, hub }: PlanSaleActionParameters,
): Promise<SaleActionPlan> {
  let value: bigint | undefined
  if (action.kind === 'buy') {
    const issue = validateAmount(action.amount, 18, { field: 'sale.panel.amount' })
    if (issue) return { status: 'invalid', issues: { amount: issue } }
    value = parseEther(action.amount.trim())
  }
  let sale: SaleState | undefined
  try {
    sale = await readSaleNow(client, token, account, hub)
  } catch (error) {
    return { status: 'unread', error }
  }
  if (!sale) return { status: 'refused', reason: { key: 'saleUnknown', params: {} } }
  const reason = saleActionRefusal(sale, account, action.kind)
  if (reason) return { status: 'refused', reason }
  const target = { token, hub: sale.hub }
  const step =
    value !== undefined
      ? buySaleTokenStep({ token, value })
      : action.kind === 'startTrading'
        ? startTradingStep({ ...target, byOwner: isAddressEqual(sale.owner, account) })
        : action.kind === 'claimRefund'
          ? claimSaleRefundStep(target)
          : withdrawSaleRefundStep({ ...target, to: account })
  return { status: 'ready', kind: action.kind, steps: [step], sale }
}

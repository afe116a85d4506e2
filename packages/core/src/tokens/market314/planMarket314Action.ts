import { type Address, getAddress, type PublicClient, parseEther } from 'viem'
import type { ErrorMessage } from '../../errors/toErrorMessage.ts'
import { type DraftIssue, validateAmount } from '../../forms/fieldIssues.ts'
import type { Plan, PlanRefusal } from '../../transactions/plan.ts'
import type { Step } from '../../transactions/types.ts'
import {
  bindInviter314Step,
  buySale314Step,
  claimCredit314Step,
  claimRefund314Step,
  launch314Step,
} from './market314ActionSteps.ts'
import { type Market314ActionKind, market314ActionRefusal } from './market314Actions.ts'
import {
  type Owner314ActionId,
  owner314ActionGates,
  owner314Fields,
  owner314Step,
  validateOwner314Action,
  validateOwner314Field,
} from './owner314Actions.ts'
import { type Market314State, read314State, type Sale314State } from './read314State.ts'
import { x314InviterIssue } from './x314Invite.ts'

/**
 * What the ERC314 screen asks: a sale purchase of the amount typed (in the coin), the sale's launch
 * or refund, the credited coin, an x314 inviter to bind, or one of the owner's and provider's
 * actions with its form's values (`nowMs`: the device's time the form's dates are checked against).
 */
export type Market314Action =
  | { kind: 'buySale'; amount: string }
  | { kind: 'launch' | 'claimRefund' | 'claimCredit' }
  | { kind: 'bindInviter'; inviter: string }
  | { kind: 'manage'; id: Owner314ActionId; values: Record<string, unknown>; nowMs: number }

/** What went through, as the screen says it: the action's kind, or the owner action's id. */
export type Market314ActionName = Exclude<Market314Action['kind'], 'manage'> | Owner314ActionId

/**
 * An ERC314 action's plan: `ready` with its one step and the market as read now; `invalid` with the
 * form's issue (the amount, an owner action's values against the market, an inviter the token
 * would refuse: its key, whose minimum is the market's `x314.minBindAmount`); `refused` with the
 * catalogue's sentence when the market as read now does not allow the action to the account (the
 * sale closed or launched since the screen's read, the lock not over, ownership renounced), or the
 * address holds no TokenBox ERC314 token; `unread` with the node's error when a read failed.
 */
export type Market314ActionPlan = Plan<
  { action: Market314ActionName; steps: Step[]; state: Market314State },
  { status: 'invalid'; issue: DraftIssue } | PlanRefusal
>

export type PlanMarket314ActionParameters = {
  token: Address
  /** The wallet that acts: its balances, credit, inviter and contribution are read with the market. */
  account: Address
  action: Market314Action
}

const gateOf = (action: Market314Action): Market314ActionKind | undefined =>
  action.kind === 'manage'
    ? owner314ActionGates[action.id]
    : action.kind === 'bindInviter'
      ? undefined
      : action.kind

/** What the form can say without the chain: a purchase's amount, each owner field on its own. */
function issueBeforeReading(action: Market314Action): DraftIssue | undefined {
  if (action.kind === 'buySale') return validateAmount(action.amount, 18, { field: 'sale.panel.amount' })
  if (action.kind !== 'manage') return undefined
  for (const field of owner314Fields[action.id]) {
    const issue = validateOwner314Field(field, action.values[field.name], action.nowMs)
    if (issue) return issue
  }
  return undefined
}

/**
 * Why a sale purchase of `value` goes nowhere, as Sale314's `_buySale` refuses it: the account is at
 * its maximum already, or what the sale would accept (up to that maximum and the hard cap) leaves
 * its contribution below the minimum. A purchase above them is accepted in part: the rest comes back.
 */
function purchaseRefusal(sale: Sale314State, value: bigint): ErrorMessage | undefined {
  const contribution = sale.contribution ?? 0n
  if (contribution >= sale.maxContribution) return { key: 'saleAboveMaximum', params: {} }
  let accepted = value
  if (accepted > sale.maxContribution - contribution) accepted = sale.maxContribution - contribution
  if (accepted > sale.hardCap - sale.raised) accepted = sale.hardCap - sale.raised
  if (contribution + accepted < sale.minContribution) return { key: 'saleBelowMinimum', params: {} }
  return undefined
}

/** The action's step, once the market as read allows it. */
function stepOf(action: Market314Action, state: Market314State): Step {
  const { token } = state
  switch (action.kind) {
    case 'buySale':
      return buySale314Step({ token, value: parseEther(action.amount.trim()) })
    case 'launch':
      return launch314Step({ token })
    case 'claimRefund':
      return claimRefund314Step({ token })
    case 'claimCredit':
      return claimCredit314Step({ token })
    case 'bindInviter':
      return bindInviter314Step({ token, inviter: getAddress(action.inviter.trim()) })
    case 'manage':
      return owner314Step(action.id, action.values, state)
  }
}

/**
 * Plans an action on an ERC314 token (issue 78: the screen renders a core plan): checks what the
 * form can check alone, reads the market with the account's balances at the newest block, checks
 * the action against it as the token will (market314ActionRefusal; a purchase within the sale's
 * bounds; an owner action's values against the market, validateOwner314Action; an inviter as the
 * token binds one, x314InviterIssue at the same block) and builds its step from that reading (a
 * lock's end counts from the chain's time now).
 *
 * @example
 * const plan = await planMarket314Action(publicClient, { token, account, action: { kind: 'launch' } })
 * if (plan.status === 'ready') await run(plan.steps)
 */
export async function planMarket314Action(
  client: PublicClient,
  { token, account, action }: PlanMarket314ActionParameters,
): Promise<Market314ActionPlan> {
  const early = issueBeforeReading(action)
  if (early) return { status: 'invalid', issue: early }
  let state: Market314State | undefined
  let inviterIssue: DraftIssue | undefined
  try {
    state = await read314State(client, { token, account })
    if (state && action.kind === 'bindInviter') {
      const found = await x314InviterIssue(client, {
        state,
        account,
        inviter: action.inviter,
        blockNumber: state.blockNumber,
      })
      // The minimum it names is the market's own (`x314.minBindAmount`), which the screen formats.
      inviterIssue = found && { key: found.key }
    }
  } catch (error) {
    return { status: 'unread', error }
  }
  if (!state) return { status: 'refused', reason: { key: 'notAToken', params: {} } }
  if (inviterIssue) return { status: 'invalid', issue: inviterIssue }
  const gate = gateOf(action)
  const reason =
    (gate && market314ActionRefusal(state, account, gate)) ||
    (action.kind === 'buySale' && state.sale
      ? purchaseRefusal(state.sale, parseEther(action.amount.trim()))
      : undefined)
  if (reason) return { status: 'refused', reason }
  if (action.kind === 'manage') {
    const issue = validateOwner314Action(action.id, action.values, state)
    if (issue) return { status: 'invalid', issue }
  }
  return {
    status: 'ready',
    action: action.kind === 'manage' ? action.id : action.kind,
    steps: [stepOf(action, state)],
    state,
  }
}

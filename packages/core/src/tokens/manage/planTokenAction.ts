import type { Address, PublicClient } from 'viem'
import type { SwapEntry, TokenEntry } from '../../chains/types.ts'
import type { DraftIssues } from '../../forms/fieldIssues.ts'
import type { Step } from '../../transactions/types.ts'
import { readTokenDetails, type TokenDetails } from '../readTokenDetails.ts'
import { type RenounceBlocker, readBlacklistedPairs, renounceBlockers } from '../renounceBlockers.ts'
import { actionValueReader, amountDecimalsOf } from './actionValues.ts'
import { type ActionRefusal, actionPermission, renounceActionIds, type TokenAction } from './tokenActions.ts'
import { validateActionField } from './validateActionField.ts'

/**
 * A Manage Token action's plan: `ready` with its steps and the token as read now; `invalid` with
 * the form's issues by field name when an input does not hold (in the token's decimals as read
 * now, a date against `nowMs`); `refused` when the token as read now does not let the account use
 * the action (`connectWallet`, `noPermission`, `renounceNotOver`: actionPermission's reasons), when
 * the address holds no TokenBox token any more (`notFound`), or when a restriction would outlive a
 * renounce (`renounceBlocked`, with the blockers); `unread` with the node's error when a read failed.
 */
export type TokenActionPlan =
  | { status: 'ready'; steps: Step[]; details: TokenDetails }
  | { status: 'invalid'; issues: DraftIssues }
  | { status: 'refused'; reason: ActionRefusal | 'notFound' }
  | { status: 'refused'; reason: 'renounceBlocked'; blockers: RenounceBlocker[] }
  | { status: 'unread'; error: unknown }

export type PlanTokenActionParameters = {
  token: Address
  action: TokenAction
  /** The wallet that acts (undefined: none connected, refused without a read). */
  account: Address | undefined
  /** The submitted form, every field of the action by its name. */
  values: Readonly<Record<string, unknown>>
  /**
   * The chain's catalogue entry: its wrapped native coin (a pair with it is a pair with the coin)
   * and its exchanges and coins, whose pools a renounce reads for the blacklist.
   */
  entry:
    | {
        wrappedNative: Address
        swaps: readonly Pick<SwapEntry, 'factory'>[]
        tokens: readonly Pick<TokenEntry, 'address'>[]
      }
    | undefined
  /** This device's time in ms, the clock the form's dates were checked against. */
  nowMs: number
}

/**
 * Plans one Manage Token action (issue 78: the screen renders a core plan): reads the token with
 * the account's view at the newest block, checks who may act by it and by the chain's clock at that
 * block (actionPermission: the owner, a holder, the returning owner once the renounce is over), the
 * inputs in its decimals (validateActionField), and for a renounce what would outlive it
 * (renounceBlockers, with the blacklisted pools), then builds the action's steps.
 *
 * @example
 * const plan = await planTokenAction(publicClient, { token, action, account, values, entry, nowMs: Date.now() })
 * if (plan.status === 'ready') await run(plan.steps)
 */
export async function planTokenAction(
  client: PublicClient,
  { token, action, account, values, entry, nowMs }: PlanTokenActionParameters,
): Promise<TokenActionPlan> {
  if (!account) return { status: 'refused', reason: 'connectWallet' }
  let details: TokenDetails | undefined
  try {
    details = await readTokenDetails(client, { address: token, account })
  } catch (error) {
    return { status: 'unread', error }
  }
  if (!details) return { status: 'refused', reason: 'notFound' }
  const permission = actionPermission(action, details, account, Number(details.chainTime))
  if (!permission.allowed) return { status: 'refused', reason: permission.reason }
  const units = amountDecimalsOf(details)
  const issues: DraftIssues = {}
  for (const field of action.fields) {
    const issue = validateActionField(field, values[field.name], units, nowMs)
    if (issue) issues[field.name] = issue
  }
  if (Object.keys(issues).length > 0) return { status: 'invalid', issues }
  if (renounceActionIds.has(action.id)) {
    let blockers: RenounceBlocker[]
    try {
      blockers = renounceBlockers(
        details,
        await readBlacklistedPairs(client, {
          details,
          swaps: entry?.swaps ?? [],
          quotes: entry?.tokens ?? [],
        }),
      )
    } catch (error) {
      return { status: 'unread', error }
    }
    if (blockers.length > 0) return { status: 'refused', reason: 'renounceBlocked', blockers }
  }
  const steps = action.steps({
    value: actionValueReader(values, units),
    details,
    account,
    wrappedNative: entry?.wrappedNative,
  })
  return { status: 'ready', steps, details }
}

import { type Address, type PublicClient, parseEther } from 'viem'
import { type DraftIssue, validateAmount } from '../../forms/fieldIssues.ts'
import type { Plan, PlanRefusal } from '../../transactions/plan.ts'
import type { Step } from '../../transactions/types.ts'
import { parseAddressLines } from '../tokenFormValues.ts'
import {
  claimFairLaunchRefundStep,
  claimVestedStep,
  launchFairLaunchStep,
  mintFairLaunchByTransferStep,
  mintFairLaunchStep,
  refundFairLaunchStep,
  setFairLaunchWhitelistStep,
  withdrawFairLaunchCreditStep,
} from './fairLaunchActionSteps.ts'
import { type FairLaunchActionKind, fairLaunchActionRefusal } from './fairLaunchActions.ts'
import { fairLaunchMintCost } from './fairLaunchMintCost.ts'
import { type FairLaunchState, readFairLaunchState } from './readFairLaunchState.ts'

/**
 * What the fair launch screen asks: a mint of `times` by the dApp's call, a mint by plain transfer
 * of the coin typed (read only when the launch charges for a mint), the keeper's whitelist lines,
 * or one of its buttons.
 */
export type FairLaunchAction =
  | { kind: 'mint'; times: number }
  | { kind: 'send'; amount: string }
  | { kind: 'whitelist'; lines: string }
  | { kind: Exclude<FairLaunchActionKind, 'mint' | 'send' | 'whitelist'> }

/**
 * A fair launch action's plan: `ready` with its one step and the launch as read now; `invalid` with
 * the issue of what was typed (the coin of a mint by transfer, a whitelist line that is no
 * address), in the tokens namespace's words; `refused` with the catalogue's sentence when the launch
 * as read now does not allow the action to the account (see fairLaunchActionRefusal); `unread`
 * with the node's error when the read failed.
 */
export type FairLaunchActionPlan = Plan<
  { kind: FairLaunchActionKind; steps: Step[]; launch: FairLaunchState },
  { status: 'invalid'; issue: DraftIssue } | PlanRefusal
>

export type PlanFairLaunchActionParameters = {
  token: Address
  /** The wallet that acts: its mints, room, vesting and credit are read with the launch. */
  account: Address
  action: FairLaunchAction
}

/**
 * Plans a fair launch action (issue 78: the screen renders a core plan): reads the launch with the
 * account's record at the newest block, checks the action against it as FairLaunchToken will
 * (fairLaunchActionRefusal), and builds the step: a mint by call pays exactly what `times` mints
 * cost at that block (the token sends back what is above the cost when others minted first), a
 * mint by transfer sends the coin typed (nothing in free-mint mode), a credit goes to the account.
 *
 * @example
 * const plan = await planFairLaunchAction(publicClient, { token, account, action: { kind: 'mint', times: 2 } })
 * if (plan.status === 'ready') await run(plan.steps)
 */
export async function planFairLaunchAction(
  client: PublicClient,
  { token, account, action }: PlanFairLaunchActionParameters,
): Promise<FairLaunchActionPlan> {
  let accounts: Address[] = []
  if (action.kind === 'whitelist') {
    try {
      accounts = parseAddressLines(action.lines)
    } catch {
      return { status: 'invalid', issue: { key: 'validation.illegalAddress' } }
    }
  }
  let launch: FairLaunchState
  try {
    launch = await readFairLaunchState(client, { token, account })
  } catch (error) {
    return { status: 'unread', error }
  }
  let value = 0n
  if (action.kind === 'send' && launch.mintFee > 0n) {
    const issue = validateAmount(action.amount, 18, { field: 'sale.panel.amount' })
    if (issue) return { status: 'invalid', issue }
    value = parseEther(action.amount.trim())
  }
  const times = action.kind === 'mint' ? action.times : undefined
  const reason = fairLaunchActionRefusal(launch, account, { kind: action.kind, times })
  if (reason) return { status: 'refused', reason }
  const step = (): Step => {
    switch (action.kind) {
      case 'mint':
        return mintFairLaunchStep({
          token,
          times: action.times,
          value: fairLaunchMintCost(launch, launch.totalMints, action.times),
        })
      case 'send':
        return mintFairLaunchByTransferStep({ token, value })
      case 'whitelist':
        return setFairLaunchWhitelistStep({ token, accounts, allowed: true })
      case 'launch':
        return launchFairLaunchStep({ token })
      case 'refund':
        return refundFairLaunchStep({ token })
      case 'claimRefund':
        return claimFairLaunchRefundStep({ token })
      case 'claimVested':
        return claimVestedStep({ token })
      case 'withdrawCredit':
        return withdrawFairLaunchCreditStep({ token, to: account })
    }
  }
  return { status: 'ready', kind: action.kind, steps: [step()], launch }
}

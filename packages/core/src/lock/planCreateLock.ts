import { type Address, getAddress, isAddress, type PublicClient, parseUnits } from 'viem'
import type { DraftIssues } from '../forms/fieldIssues.ts'
import type { Plan } from '../transactions/plan.ts'
import type { Step } from '../transactions/types.ts'
import { createLockSteps, type LockEntryInput } from './createLockSteps.ts'
import { batchDateColumns, type LockFormValues, toSchedule } from './lockDraft.ts'
import { parseLockLines } from './parseLockLines.ts'
import { type LockableToken, readLockableToken } from './readLockableToken.ts'
import { validateLockDraft } from './validateLockDraft.ts'

/**
 * A Create Lock's plan: `ready` with the steps (approve the total, then one `lock` or the batch's
 * `lockMany` transactions), the token as read now, the locks they make and whether the allowance
 * still needs the approval; `refused` with the form's issues by field when the draft does not hold
 * against the chain as read now (the wallet holds less than it did when the form was filled, the
 * address is no longer a token); `unread` with the node's error when a read failed, never taken for
 * "not a token".
 */
export type CreateLockPlan = Plan<
  {
    steps: Step[]
    token: LockableToken
    entries: LockEntryInput[]
    /** The sum of the entries: what is approved and locked. */
    total: bigint
    /** The locker may not yet move `total` for the account: the approval is sent first. */
    needsApproval: boolean
  },
  { status: 'refused'; issues: DraftIssues }
>

export type PlanCreateLockParameters = {
  /** The chain's TokenLocker. */
  locker: Address
  /** The wallet that locks (and owns the lock unless the draft names another owner). */
  account: Address
  /** The form's values, every field, also those the draft's mode does not show. */
  values: LockFormValues
  /** This device's time in ms, the clock the form's dates were checked against. */
  nowMs: number
}

/**
 * Plans a Create Lock (issue 78: the screen renders a core plan): reads the token with the account's
 * balance and allowance to the locker at the newest block, checks the whole draft against it
 * (validateLockDraft), and builds the locks and their steps (createLockSteps).
 *
 * @example
 * const plan = await planCreateLock(publicClient, { locker, account, values, nowMs: Date.now() })
 * if (plan.status === 'ready') await run(plan.steps)
 */
export async function planCreateLock(
  client: PublicClient,
  { locker, account, values, nowMs }: PlanCreateLockParameters,
): Promise<CreateLockPlan> {
  const address = values.token?.trim() ?? ''
  // A draft naming no address is refused as the form refuses it, with nothing read.
  if (!isAddress(address)) return { status: 'refused', issues: validateLockDraft(values, undefined, nowMs) }
  let token: LockableToken | undefined
  try {
    token = await readLockableToken(client, { token: address, account, spender: locker })
  } catch (error) {
    return { status: 'unread', error }
  }
  const issues = validateLockDraft(values, token ?? null, nowMs)
  if (!token || Object.keys(issues).length > 0) return { status: 'refused', issues }
  const entries: LockEntryInput[] = values.batch
    ? parseLockLines(values.lines, token.decimals, batchDateColumns[values.kind]).lines.map((line) => ({
        owner: line.owner,
        amount: line.amount,
        schedule: toSchedule(values, line.dates),
      }))
    : [
        {
          owner: values.forAnother ? getAddress(values.owner.trim()) : account,
          amount: parseUnits(values.amount.trim(), token.decimals),
          schedule: toSchedule(values),
        },
      ]
  const total = entries.reduce((sum, entry) => sum + entry.amount, 0n)
  return {
    status: 'ready',
    steps: createLockSteps({
      locker,
      token: token.address,
      isLp: values.isLp,
      entries,
      description: values.description?.trim() ?? '',
    }),
    token,
    entries,
    total,
    needsApproval: token.allowance < total,
  }
}

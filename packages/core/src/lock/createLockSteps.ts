import type { Address } from 'viem'
import { tokenLockerAbi } from '../contracts/TokenLocker.abi.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import { type LockKind, lockKinds } from './lockSchedule.ts'

/**
 * A schedule as the form gives it (seconds, basis points):
 * - fixed: `end` is the unlock date;
 * - linear: from `start` to `end`;
 * - period: `firstBps` at `start`, then `cycleBps` every `cycle` seconds.
 */
export type LockScheduleInput =
  | { kind: 'fixed'; end: bigint }
  | { kind: 'linear'; start: bigint; end: bigint }
  | { kind: 'period'; start: bigint; cycle: bigint; firstBps: bigint; cycleBps: bigint }

/** The contract's LockSchedule tuple for a form schedule (unused fields zero, as it requires). */
export function toContractSchedule(schedule: LockScheduleInput) {
  const kind = lockKinds.indexOf(schedule.kind as LockKind)
  return {
    kind,
    start: schedule.kind === 'fixed' ? 0n : schedule.start,
    end: schedule.kind === 'period' ? 0n : schedule.end,
    cycle: schedule.kind === 'period' ? schedule.cycle : 0n,
    firstBps: schedule.kind === 'period' ? schedule.firstBps : 0n,
    cycleBps: schedule.kind === 'period' ? schedule.cycleBps : 0n,
  }
}

export type LockEntryInput = { owner: Address; amount: bigint; schedule: LockScheduleInput }

export type CreateLockStepsParameters = {
  locker: Address
  token: Address
  /** Lock as LP: the locker checks the pair against its factory. */
  isLp: boolean
  /** One entry: `lock`; several: `lockMany` in batches of `batchSize`. */
  entries: readonly LockEntryInput[]
  description: string
  /** Locks per `lockMany` transaction (default {@link lockBatchSize}). */
  batchSize?: number
}

/**
 * Locks per `lockMany` transaction: about 10M gas for 100 new owners (bench/results/gas-snapshot.json),
 * inside every catalogue chain's block gas limit with room to spare.
 */
export const lockBatchSize = 100

/**
 * Approve the total once (skipped when the allowance covers it), then lock: one lock, or the
 * owners of a batch in `lockMany` transactions of at most `batchSize` locks each.
 *
 * @example
 * const steps = createLockSteps({
 *   locker, token: pair, isLp: true, description: 'Team LP',
 *   entries: [{ owner, amount, schedule: { kind: 'fixed', end: 1_900_000_000n } }],
 * })
 */
export function createLockSteps(parameters: CreateLockStepsParameters): Step[] {
  const { locker, token, isLp, entries, description, batchSize = lockBatchSize } = parameters
  const total = entries.reduce((sum, entry) => sum + entry.amount, 0n)
  const approval = approve({ token, spender: locker, amount: total, label: 'approve lock' })
  const [single] = entries
  if (entries.length === 1 && single) {
    return [
      approval,
      call({
        address: locker,
        abi: tokenLockerAbi,
        functionName: 'lock',
        args: [token, isLp, single.owner, single.amount, toContractSchedule(single.schedule), description],
        label: 'lock',
      }),
    ]
  }
  const steps: Step[] = [approval]
  for (let index = 0; index < entries.length; index += batchSize) {
    const batch = entries.slice(index, index + batchSize)
    steps.push(
      call({
        address: locker,
        abi: tokenLockerAbi,
        functionName: 'lockMany',
        args: [
          token,
          isLp,
          batch.map((entry) => ({
            owner: entry.owner,
            amount: entry.amount,
            schedule: toContractSchedule(entry.schedule),
          })),
          description,
        ],
        label: `lock many ${index + 1}-${index + batch.length}`,
      }),
    )
  }
  return steps
}

import { extendableDate, type LockScheduleState } from './lockSchedule.ts'

/**
 * Why an extension's new date is refused: `unlockDate`, none was given where one is needed;
 * `newUnlock`, it is not later than both the date the extension changes and now.
 */
export type NewUnlockIssue = 'unlockDate' | 'newUnlock'

export type ValidateNewUnlockParameters = {
  lock: LockScheduleState
  /** The new date in seconds; undefined (or 0) keeps the lock's date. */
  newUnlock: bigint | undefined
  /** The chain's time in seconds. */
  now: bigint
  /** Whether the extension also adds tokens. */
  adding: boolean
}

/**
 * Checks an extension's new date as TokenLocker.extend will: later than the date it changes
 * ({@link extendableDate}) and than now. A lock whose schedule has ended needs a new date to take
 * more tokens (the contract refuses tokens that would be free at once), so there the date is
 * required. Undefined when the date is fine.
 *
 * @example
 * validateNewUnlock({ lock, newUnlock: lock.end, now, adding: false }) // 'newUnlock'
 */
export function validateNewUnlock({
  lock,
  newUnlock,
  now,
  adding,
}: ValidateNewUnlockParameters): NewUnlockIssue | undefined {
  if (!newUnlock) return adding && now >= lock.end ? 'unlockDate' : undefined
  if (newUnlock <= extendableDate(lock) || newUnlock <= now) return 'newUnlock'
  return undefined
}

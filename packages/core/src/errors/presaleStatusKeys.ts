import type { ErrorMessageKey } from './errorMessageKeys.ts'

/**
 * The sentence for a presale's status (`PresaleStatus`: Upcoming, Live, Ended, Finalized, Cancelled,
 * Failed), by its place: what a call that needs another status is told (the launchpad's and the
 * inscription sales' WrongStatus), and what a plan refusing before the call says. A module of its
 * own so a plan does not bring the whole error table into a screen's bundle.
 */
export const presaleStatusKeys = [
  'presaleNotStarted',
  'presaleStillLive',
  'presaleAwaitingFinalize',
  'presaleFinalized',
  'presaleCancelled',
  'presaleFailed',
] as const satisfies readonly ErrorMessageKey[]

/**
 * The sentence for a presale's status (`PresaleStatus`: Upcoming, Live, Ended, Finalized, Cancelled,
 * Failed), by its place: what a call that needs another status is told (the launchpad's and the
 * inscription sales' WrongStatus), and what a plan refusing before the call says. A module of its
 * own so a plan does not bring the whole error table into a screen's bundle; the table lists them
 * from here (errorMessageKeys), so each is a message key.
 */
export const presaleStatusKeys = [
  /** The presale has not started (status Upcoming). */
  'presaleNotStarted',
  /** The presale is live (status Live). */
  'presaleStillLive',
  /** The presale ended and waits for a finalize (status Ended). */
  'presaleAwaitingFinalize',
  /** The presale is finalized (status Finalized). */
  'presaleFinalized',
  /** The presale was cancelled (status Cancelled). */
  'presaleCancelled',
  /** The presale failed (status Failed). */
  'presaleFailed',
] as const

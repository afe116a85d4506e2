import type { LockKind } from '@tokenbox/core/lock/lockSchedule.ts'

/** The lock screen's variants (/lo/id?t=0, 1, 2 in the route table). */
export type LockRouteId = 'loToken' | 'loLp' | 'loVesting'

export type LockMode = {
  /** Locks an LP token: the pair is checked and its two tokens shown. */
  lp: boolean
  /** The schedule the form starts with. */
  kind: LockKind
}

/**
 * What each variant preselects; the user can still change both. Decision: t=2 ("vesting") is the
 * token lock opened on a linear release, as PinkLock's "use vesting" and UNCX's vesting locks are
 * the same contract with another schedule.
 */
export const lockModeByRouteId: Record<LockRouteId, LockMode> = {
  loToken: { lp: false, kind: 'fixed' },
  loLp: { lp: true, kind: 'fixed' },
  loVesting: { lp: false, kind: 'linear' },
}

export const lockTabs = ['CL', 'ML', 'EX'] as const
export type LockTab = (typeof lockTabs)[number]

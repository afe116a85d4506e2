import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import type { LocksData } from '../useLocks.ts'
import type { LockDialog } from './LockActions.tsx'
import type { FormatLockAmount } from './LockCells.tsx'

/** What the lock list shows, as a table (wide screens) or cards (phones). */
export type LockListProps = {
  data: LocksData
  view: 'owner' | 'token'
  locker: `0x${string}`
  onChanged: () => void
}

/** What every lock row shows, shared by the table and the cards. */
export type LockRowContext = {
  /** The chain's time now, ticking (statuses and amounts follow the chain, not this device). */
  now: bigint
  /** Seconds the chain's clock runs ahead of this device's, for countdowns. */
  offset: number
  amountOf: (lock: LockInfo) => FormatLockAmount
  symbolOf: (lock: LockInfo) => string
  /** Which lock has which owner's dialog open, kept above the layout so a switch keeps it open. */
  dialogs: {
    openOf: (lock: LockInfo) => LockDialog | null
    setOf: (lock: LockInfo) => (dialog: LockDialog | null) => void
  }
}

import type { Address } from 'viem'

/** The pool kinds of `MiningKind` in contracts/src/mining/IMiningPool.sol, by their enum values. */
export const miningKind = { Free: 0, Lock: 1, Halving: 2, Advanced: 3 } as const

export type MiningKind = (typeof miningKind)[keyof typeof miningKind]

/** One lock period: `duration` seconds (0 = no lock) and its reward multiple (10,000 = 1x). */
export type MiningLockOption = { duration: number; multiplierBps: number }

/** `MiningFactory.createPool`'s argument, field for field (`MiningConfig` in IMiningPool.sol). */
export type MiningConfig = {
  kind: MiningKind
  isLp: boolean
  stakeToken: Address
  rewardToken: Address
  /** Reward token units per second, before any halving. */
  rewardPerSecond: bigint
  /** Unix seconds; 0 = now. */
  startTime: bigint
  /** Unix seconds; 0 = no scheduled end. */
  endTime: bigint
  /** Seconds between automatic halvings; 0 = none. */
  halvingInterval: number
  manualHalving: boolean
  earlyExit: boolean
  earlyExitPenaltyBps: number
  whitelistOnly: boolean
  teamShareBps: number
  minStake: bigint
  /** Reward tokens pulled from the creator at creation (approve the factory first). */
  rewardFund: bigint
  lockOptions: readonly MiningLockOption[]
}

/**
 * A complete `MiningConfig` from the fields a form sets: every other field is the "off" value the
 * contract expects (a Free pool, no LP check, no start or end, no halving, lock, penalty, whitelist,
 * minimum or team power, no fund).
 *
 * @example
 * miningConfig({ stakeToken, rewardToken, rewardPerSecond: parseEther('1'), rewardFund: parseEther('86400') })
 */
export function miningConfig(
  fields: Partial<MiningConfig> & Pick<MiningConfig, 'stakeToken' | 'rewardToken' | 'rewardPerSecond'>,
): MiningConfig {
  return {
    kind: miningKind.Free,
    isLp: false,
    startTime: 0n,
    endTime: 0n,
    halvingInterval: 0,
    manualHalving: false,
    earlyExit: false,
    earlyExitPenaltyBps: 0,
    whitelistOnly: false,
    teamShareBps: 0,
    minStake: 0n,
    rewardFund: 0n,
    lockOptions: [],
    ...fields,
  }
}

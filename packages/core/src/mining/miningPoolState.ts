import type { Address } from 'viem'
import type { PairSide } from '../lock/readLockableToken.ts'
import type { MiningLockOption } from './miningConfig.ts'
import type { MiningPoolKind } from './miningDraft.ts'
import type { MiningTeam } from './readMiningTeam.ts'

/**
 * Where a pool stands: rewards not started yet, paying, out of rewards (its fund is spent at the
 * current rate: nothing accrues until someone tops it up), or ended.
 */
export type MiningPoolLabel = 'upcoming' | 'live' | 'dry' | 'ended'

/** A token of a pool as the pages show it. */
export type MiningToken = { address: Address; name: string; symbol: string; decimals: number }

/** One of the account's positions: its stake in one lock period. */
export type MiningPosition = {
  option: number
  amount: bigint
  power: bigint
  /** Unix seconds; 0: not locked. */
  unlockAt: bigint
  /** Whether it is still locked now (before unlockAt and the pool not ended). */
  locked: boolean
  /**
   * What this position's stake earned since the account's last claim (part of the account's
   * pendingReward, which also holds its team rewards): what an emergency withdraw of it gives up.
   */
  pendingReward: bigint
}

/** The account's side of a pool. */
export type MiningAccountState = {
  staked: bigint
  power: bigint
  teamPower: bigint
  pendingReward: bigint
  /** Zero address: none. */
  inviter: Address
  joined: boolean
  whitelisted: boolean
  positions: MiningPosition[]
  /** Stake tokens in the wallet, and what the pool may take of them. */
  stakeBalance: bigint
  stakeAllowance: bigint
  /** Reward tokens in the wallet (for a top-up). */
  rewardBalance: bigint
  team: MiningTeam
}

/** One pool as its page shows it (readMiningPool). Amounts in base units, times in unix seconds. */
export type MiningPoolState = {
  address: Address
  factory: Address
  creator: Address
  kind: MiningPoolKind
  isLp: boolean
  stake: MiningToken & { lp?: { token0: PairSide; token1: PairSide; factory: Address } | undefined }
  reward: MiningToken
  /** The reward token is the stake token: compound is possible; stakes are never paid as rewards. */
  sameToken: boolean
  baseRewardPerSecond: bigint
  /** The rate now, after every halving (0 once ended). */
  rewardPerSecond: bigint
  startTime: bigint
  /** 0: no scheduled end. */
  endTime: bigint
  now: bigint
  /** Seconds between automatic halvings (0: none). */
  halvingInterval: number
  manualHalving: boolean
  manualHalvings: number
  /** When the next automatic halving happens (undefined: none). */
  nextHalvingAt: bigint | undefined
  /** When the creator may halve next (undefined: no manual halving). */
  nextManualHalvingAt: bigint | undefined
  earlyExit: boolean
  earlyExitPenaltyBps: number
  whitelistOnly: boolean
  teamShareBps: number
  minStake: bigint
  /** The pool's lock periods, as its config set them. */
  lockOptions: MiningLockOption[]
  totalStaked: bigint
  totalPower: bigint
  totalTeamPower: bigint
  stakerCount: bigint
  rewardDeposited: bigint
  rewardAllocated: bigint
  rewardPaid: bigint
  /** Deposited and not yet earned by anyone. */
  rewardAvailable: bigint
  /** How long the available fund lasts at the current rate (seconds; 0 when ended or dry). */
  rewardSecondsLeft: bigint
  label: MiningPoolLabel
  /** The staked tokens' worth in reward tokens (undefined: no price found). */
  stakedValue: bigint | undefined
  /** Yearly rewards at the current rate over the staked value, basis points. */
  aprBps: bigint | undefined
  position?: MiningAccountState | undefined
}

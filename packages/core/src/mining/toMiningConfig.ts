import { type Address, getAddress } from 'viem'
import { draftAddressLines, draftPercentToBps, parseDraftAmount } from '../forms/fieldIssues.ts'
import { type MiningConfig, miningConfig, miningKind } from './miningConfig.ts'
import { type MiningDraft, type MiningPoolKind, miningKindCarries } from './miningDraft.ts'
import { rewardPerSecondOf, secondsPerDay } from './validateMiningDraft.ts'

/** The contract's `MiningKind` enum value of each kind. */
export const miningKindIndex: Record<MiningPoolKind, MiningConfig['kind']> = {
  free: miningKind.Free,
  lock: miningKind.Lock,
  halving: miningKind.Halving,
  advanced: miningKind.Advanced,
}

/** The kind of a `MiningKind` enum value (as `poolInfo` and `PoolCreated` report it). */
export const miningKindOf: readonly MiningPoolKind[] = ['free', 'lock', 'halving', 'advanced']

/** `1.5` (a reward multiple) as basis points of 1x: 15,000. */
export function multipleToBps(text: string): number {
  return Math.round(Number(text.trim()) * 10_000)
}

/**
 * A validated draft ({@link validateMiningDraft} found nothing) as `MiningFactory.createPool`'s
 * argument, in base units and seconds: the reward per day becomes a rate per second (rounded down),
 * dates become unix seconds (0: now / no end), lock periods and the halving interval days in
 * seconds; settings the kind does not carry are left off (the contract refuses them). The first
 * whitelist comes apart: the creator stores it right after creation.
 *
 * @example
 * const { config, whitelist } = toMiningConfig(draft)
 */
export function toMiningConfig(draft: MiningDraft): { config: MiningConfig; whitelist: Address[] } {
  const carries = miningKindCarries(draft.kind)
  const stakeDecimals = draft.stakeDecimals ?? 18
  const rewardDecimals = draft.rewardDecimals ?? 18
  const seconds = (ms: number | undefined | null) =>
    ms === undefined || ms === null ? 0n : BigInt(Math.floor(ms / 1000))
  const lockOptions = carries.locks
    ? draft.lockOptions.map((option) => ({
        duration: Number(BigInt(option.days ?? 0) * secondsPerDay),
        multiplierBps: multipleToBps(option.multiple),
      }))
    : []
  const earlyExit = lockOptions.length > 0 && draft.earlyExit
  const config = miningConfig({
    kind: miningKindIndex[draft.kind],
    isLp: draft.lp,
    stakeToken: getAddress(draft.stakeToken.trim()),
    rewardToken: getAddress(draft.rewardToken.trim()),
    rewardPerSecond: rewardPerSecondOf(draft.rewardPerDay, rewardDecimals),
    startTime: seconds(draft.startTime),
    endTime: seconds(draft.endTime),
    halvingInterval: carries.halving && draft.halvingIntervalDays ? draft.halvingIntervalDays * 86_400 : 0,
    manualHalving: carries.halving && draft.manualHalving,
    earlyExit,
    earlyExitPenaltyBps: earlyExit ? draftPercentToBps(draft.earlyExitPenaltyPercent) : 0,
    whitelistOnly: carries.advanced && draft.whitelistOnly,
    teamShareBps: carries.advanced ? draftPercentToBps(draft.teamSharePercent) : 0,
    minStake:
      carries.advanced && draft.minStake.trim() ? parseDraftAmount(draft.minStake, stakeDecimals) : 0n,
    rewardFund: parseDraftAmount(draft.rewardFund, rewardDecimals),
    lockOptions,
  })
  const whitelist = config.whitelistOnly
    ? draftAddressLines(draft.whitelist).map((line) => getAddress(line))
    : []
  return { config, whitelist }
}

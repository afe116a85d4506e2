/**
 * The team power rule of MiningPool (issue 73): 3% of a staker's power is team power IN ALL, split
 * across its inviters up to 32 generations, each generation half the one before (1.5% to its
 * inviter, 0.75% to the inviter's inviter, ...). What one stake creates over all its generations
 * together is less than 3% of it, so no group of accounts earns a larger part of the team emission
 * than the part of the pool's power its invitees hold. The screens explain the rule and show each
 * account's part with these helpers, which compute what the contract computes.
 */

/** MiningPool.TEAM_POWER_BPS: the share of a staker's power that is team power, all generations together. */
export const miningTeamPowerBps = 300n

/** MiningPool.TEAM_GENERATIONS: how many generations of inviters a staker's power reaches. */
export const miningTeamGenerations = 32

/**
 * The team power `power` gives its inviter `generation` generations up (1: its own inviter), before
 * that inviter's cap (its own power): 3% of `power` halved `generation` times, 0 outside 1 to 32.
 * The same integer math as MiningPool.teamPowerFor.
 *
 * @example
 * miningTeamPowerFor(100n * 10n ** 18n, 1) // 1.5 tokens of power
 */
export function miningTeamPowerFor(power: bigint, generation: number): bigint {
  if (!Number.isInteger(generation) || generation < 1 || generation > miningTeamGenerations) return 0n
  return ((power * miningTeamPowerBps) / 10_000n) >> BigInt(generation)
}

/**
 * The percent of a staker's power that each of its first `count` generations of inviters receives as
 * team power (for the rules' text): [1.5, 0.75, 0.375, ...].
 *
 * @example
 * miningTeamGenerationPercents(2) // [1.5, 0.75]
 */
export function miningTeamGenerationPercents(count: number): number[] {
  const generations = Math.max(0, Math.min(Math.floor(count), miningTeamGenerations))
  return Array.from({ length: generations }, (_, index) => 3 / 2 ** (index + 1))
}

/**
 * An account's part of the team emission, in basis points: its counted team power over the pool's
 * divisor (3% of the pool's total power, which the counted team power never exceeds). 0 without a
 * divisor (nobody staked).
 *
 * @example
 * miningTeamEmissionBps(team) // 250: 2.5% of the team share
 */
export function miningTeamEmissionBps(team: { teamPower: bigint; teamShareDivisor: bigint }): number {
  if (team.teamShareDivisor <= 0n) return 0
  return Number((team.teamPower * 10_000n) / team.teamShareDivisor)
}

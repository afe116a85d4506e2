import type { Address, PublicClient } from 'viem'
import { miningPoolAbi } from '../contracts/MiningPool.abi.ts'

/** An account's team in one pool (MiningPool.teamInfo). */
export type MiningTeam = {
  /** Zero address: none bound. */
  inviter: Address
  /** Addresses that bound this account directly. */
  directInvites: number
  /** Addresses below it within 32 generations that have staked. */
  teamSize: number
  /** Its own staking power (stakes weighted by their lock multiples). */
  power: bigint
  /** The team power that counts: {@link invitedPower}, at most the account's own power. */
  teamPower: bigint
  /**
   * What the addresses below it give, before the cap: from each address n generations below, 3% of
   * its power halved n times (1.5%, 0.75%, ...; see miningTeamPowerFor), up to 32 generations.
   */
  invitedPower: bigint
  /** All counted team power in the pool. */
  totalTeamPower: bigint
  /**
   * What the team emission is divided by: 3% of the pool's total power (the contract takes the
   * larger of that and the counted team power, which never exceeds it); what the team power does
   * not earn goes to stakers. The account's share of the team emission is teamPower /
   * teamShareDivisor (miningTeamEmissionBps).
   */
  teamShareDivisor: bigint
  /** Share of the emission paid to team power, basis points. */
  teamShareBps: number
}

/**
 * `account`'s team in a team-power pool: its inviter, direct invites, team size and the team power
 * it earns on (from each invitee n generations below, 3% of its power halved n times, up to 32
 * generations; counted up to its own power).
 *
 * @example
 * const team = await readMiningTeam(publicClient, { pool, account })
 * miningTeamEmissionBps(team) // its share of the team emission, bps
 */
export async function readMiningTeam(
  client: PublicClient,
  { pool, account }: { pool: Address; account: Address },
): Promise<MiningTeam> {
  const team = await client.readContract({
    address: pool,
    abi: miningPoolAbi,
    functionName: 'teamInfo',
    args: [account],
  })
  return {
    inviter: team.inviter,
    directInvites: team.directInvites,
    teamSize: team.teamSize,
    power: team.power,
    teamPower: team.teamPower,
    invitedPower: team.invitedPower,
    totalTeamPower: team.totalTeamPower,
    teamShareDivisor: team.teamShareDivisor,
    teamShareBps: team.teamShareBps,
  }
}

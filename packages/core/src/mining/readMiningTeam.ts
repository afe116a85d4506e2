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
  /** 3% of the power of each address below it, up to 32 generations. */
  teamPower: bigint
  /** All team power in the pool: the account's share of the team emission is teamPower / totalTeamPower. */
  totalTeamPower: bigint
  /** Share of the emission paid to team power, basis points. */
  teamShareBps: number
}

/**
 * `account`'s team in a team-power pool: its inviter, direct invites, team size and the team power
 * it earns on (3% of each invitee's power, up to 32 generations).
 *
 * @example
 * const team = await readMiningTeam(publicClient, { pool, account })
 * team.teamPower * 10_000n / team.totalTeamPower // its share of the team emission, bps
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
    totalTeamPower: team.totalTeamPower,
    teamShareBps: team.teamShareBps,
  }
}

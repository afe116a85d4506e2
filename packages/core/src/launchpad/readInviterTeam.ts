import type { Address, PublicClient } from 'viem'
import { presaleAbi } from '../contracts/Presale.abi.ts'

/** An inviter's team in one presale: per generation, invitees and their volume (the caps' unit), and its rewards per pay coin. */
export type InviterTeam = {
  generations: { invitees: bigint; volume: bigint }[]
  rewards: bigint[]
  rewardsClaimed: boolean
}

/**
 * The presale's own team statistics of `account` (IPresale.teamOf), for the `generations` the
 * presale rewards (at least one, to show who it invited).
 *
 * @example
 * const team = await readInviterTeam(publicClient, { presale, account, generations: 3 })
 */
export async function readInviterTeam(
  client: PublicClient,
  { presale, account, generations }: { presale: Address; account: Address; generations: number },
): Promise<InviterTeam> {
  const team = await client.readContract({
    address: presale,
    abi: presaleAbi,
    functionName: 'teamOf',
    args: [account],
  })
  const count = Math.min(6, Math.max(1, generations))
  return {
    generations: Array.from({ length: count }, (_, index) => ({
      invitees: team.invitees[index] ?? 0n,
      volume: team.volume[index] ?? 0n,
    })),
    rewards: [...team.rewards],
    rewardsClaimed: team.rewardsClaimed,
  }
}

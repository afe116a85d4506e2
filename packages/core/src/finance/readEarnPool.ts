import type { Address, PublicClient } from 'viem'
import { earnPoolAbi } from '../contracts/EarnPool.abi.ts'

export type ReadEarnPoolParameters = { pool: Address; account?: Address | undefined }

/**
 * An Earn pool as its page shows it: its settings and fund (`poolInfo`: rewards reserved and free,
 * paid, early fees) and the account's stakes, each with the part of its reward accrued so far
 * (paid whole at maturity).
 *
 * @example
 * const { info, stakes } = await readEarnPool(publicClient, { pool, account })
 */
export async function readEarnPool(client: PublicClient, { pool, account }: ReadEarnPoolParameters) {
  const [info, stakes] = await Promise.all([
    client.readContract({ address: pool, abi: earnPoolAbi, functionName: 'poolInfo' }),
    account
      ? client.readContract({ address: pool, abi: earnPoolAbi, functionName: 'stakesOf', args: [account] })
      : [],
  ])
  const accrued = account
    ? await Promise.all(
        stakes.map((_, index) =>
          client.readContract({
            address: pool,
            abi: earnPoolAbi,
            functionName: 'accruedReward',
            args: [account, BigInt(index)],
          }),
        ),
      )
    : []
  return {
    info,
    /** The fund nobody was promised: what a new stake's reward may take, and the creator may withdraw. */
    unreserved: info.rewardFund - info.rewardReserved,
    stakes: stakes.map((stake, index) => ({ ...stake, index, accrued: accrued[index] ?? 0n })),
  }
}

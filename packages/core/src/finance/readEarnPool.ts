import type { Address, PublicClient } from 'viem'
import { earnPoolAbi } from '../contracts/EarnPool.abi.ts'
import { readToken } from '../erc20/readToken.ts'

export type ReadEarnPoolParameters = { pool: Address; account?: Address | undefined }

/**
 * An Earn pool as its page shows it: its settings and fund (`poolInfo`: rewards reserved and free,
 * paid, early fees), its token with the account's balance, the chain's time, and the account's stakes, each with the part of its reward accrued so far
 * (paid whole at maturity).
 *
 * @example
 * const { info, stakes } = await readEarnPool(publicClient, { pool, account })
 */
export async function readEarnPool(client: PublicClient, { pool, account }: ReadEarnPoolParameters) {
  const [info, stakes, block] = await Promise.all([
    client.readContract({ address: pool, abi: earnPoolAbi, functionName: 'poolInfo' }),
    account
      ? client.readContract({ address: pool, abi: earnPoolAbi, functionName: 'stakesOf', args: [account] })
      : [],
    client.getBlock({ blockTag: 'latest' }),
  ])
  const token = await readToken(client, { token: info.token, owner: account })
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
    /** The staked token with the account's balance (null: the address no longer answers as a token). */
    token,
    /** The chain's clock (the latest block's time): maturity is judged by it, not the browser's. */
    now: block.timestamp,
    /** The fund nobody was promised: what a new stake's reward may take, and the creator may withdraw. */
    unreserved: info.rewardFund - info.rewardReserved,
    stakes: stakes.map((stake, index) => ({ ...stake, index, accrued: accrued[index] ?? 0n })),
  }
}

import { type Address, getAbiItem, type PublicClient } from 'viem'
import { earnPoolAbi } from '../contracts/EarnPool.abi.ts'
import { financeFactoryAbi } from '../contracts/FinanceFactory.abi.ts'
import { readToken } from '../erc20/readToken.ts'
import { type CreatedListParameters, listCreatedEntries } from '../logs/listFactoryCreations.ts'

const earnPoolCreated = getAbiItem({ abi: financeFactoryAbi, name: 'EarnPoolCreated' })

/** One Earn pool of the list. */
export type EarnPoolListEntry = {
  address: Address
  creator: Address
  token: Address
  symbol: string
  decimals: number
  /** The highest annual rate of its periods (basis points). */
  maxAprBps: number
  periodCount: number
  earlyRedemption: boolean
  earlyFeeBps: number
  totalStaked: bigint
  /** The reward fund nobody was promised yet: what new stakes' rewards may take. */
  unreserved: bigint
  stakeCount: bigint
  /** The account (with `mine`) created the pool or has a stake in it. */
  mine: boolean
}

export type ListEarnPoolsParameters = CreatedListParameters<EarnPoolListEntry> & {
  /** With `mine`: only pools this account created or staked in. */
  account?: Address | undefined
  mine?: boolean | undefined
  /** Token address (exact) or symbol (part of it, any case). */
  search?: string | undefined
}

/**
 * The chain's Earn pools, newest first, from the finance factory's `EarnPoolCreated` events (only
 * that factory's address: nobody else can add one), each read for its token, best rate, stakes and
 * free reward fund as soon as the scan finds it, kept when it matches the search and "mine"; the rows
 * so far go to `onEntries` while older blocks are read.
 *
 * @example
 * await listEarnPools(publicClient, { factory, fromBlock: 0n, account, mine: true })
 */
export async function listEarnPools(
  client: PublicClient,
  parameters: ListEarnPoolsParameters,
): Promise<EarnPoolListEntry[]> {
  const { account, mine } = parameters
  const search = parameters.search?.trim().toLowerCase() ?? ''
  return listCreatedEntries(client, {
    ...parameters,
    event: earnPoolCreated,
    created: (log) => log.args.pool,
    entryOf: async (pool): Promise<EarnPoolListEntry | null> => {
      const [info, stakes] = await Promise.all([
        client.readContract({ address: pool, abi: earnPoolAbi, functionName: 'poolInfo' }),
        mine && account
          ? client.readContract({
              address: pool,
              abi: earnPoolAbi,
              functionName: 'stakesOf',
              args: [account],
            })
          : [],
      ])
      const isMine =
        Boolean(account) &&
        (info.creator.toLowerCase() === account?.toLowerCase() || stakes.some((stake) => !stake.redeemed))
      if (mine && !isMine) return null
      const token = await readToken(client, { token: info.token })
      const symbol = token?.symbol ?? ''
      if (search && info.token.toLowerCase() !== search && !symbol.toLowerCase().includes(search)) return null
      return {
        address: pool,
        creator: info.creator,
        token: info.token,
        symbol,
        decimals: token?.decimals ?? 18,
        maxAprBps: Math.max(0, ...info.options.map((option) => option.aprBps)),
        periodCount: info.options.length,
        earlyRedemption: info.earlyRedemption,
        earlyFeeBps: info.earlyFeeBps,
        totalStaked: info.totalStaked,
        unreserved: info.rewardFund - info.rewardReserved,
        stakeCount: info.stakeCount,
        mine: isMine,
      }
    },
  })
}

import { type Address, getAbiItem, type PublicClient } from 'viem'
import { beanPoolAbi } from '../contracts/BeanPool.abi.ts'
import { financeFactoryAbi } from '../contracts/FinanceFactory.abi.ts'
import { readToken } from '../erc20/readToken.ts'
import { type CreatedListParameters, listCreatedEntries } from '../logs/listFactoryCreations.ts'
import { type BeanPoolHealth, beanPoolHealth } from './beanPoolHealth.ts'
import { type BeanPoolKind, beanKindIndex } from './beanPoolSteps.ts'

const beanPoolCreated = getAbiItem({ abi: financeFactoryAbi, name: 'BeanPoolCreated' })

/** One Dollar Beans or Roast Beef pool of the list, with the figures its page states first. */
export type BeanPoolListEntry = {
  address: Address
  creator: Address
  payToken: Address
  symbol: string
  decimals: number
  balance: bigint
  owedNow: bigint
  depositorCount: bigint
  health: BeanPoolHealth
  /** The account (with `mine`) created the pool or deposited in it. */
  mine: boolean
}

export type ListBeanPoolsParameters = CreatedListParameters<BeanPoolListEntry> & {
  factory: Address
  kind: BeanPoolKind
  /** The last 100,000 blocks when omitted (core's listBlockWindow). */
  fromBlock?: bigint | undefined
  toBlock?: bigint | undefined
  account?: Address | undefined
  mine?: boolean | undefined
}

/**
 * The chain's pools of one kind (Dollar Beans or Roast Beef), newest first, from the finance
 * factory's `BeanPoolCreated` events filtered by kind, each with its balance, what its depositors
 * could withdraw now, its coverage and the days its balance lasts (beanPoolHealth), read as soon as
 * the scan finds it; the rows so far go to `onEntries` while older blocks are read.
 *
 * @example
 * await listBeanPools(publicClient, { factory, kind: 'dollarBeans', fromBlock: 0n })
 */
export async function listBeanPools(
  client: PublicClient,
  parameters: ListBeanPoolsParameters,
): Promise<BeanPoolListEntry[]> {
  const { kind, account, mine } = parameters
  return listCreatedEntries(client, {
    ...parameters,
    event: beanPoolCreated,
    created: (log) => (log.args.kind === beanKindIndex[kind] ? log.args.pool : undefined),
    entryOf: async (pool): Promise<BeanPoolListEntry | null> => {
      const [info, position] = await Promise.all([
        client.readContract({ address: pool, abi: beanPoolAbi, functionName: 'poolInfo' }),
        mine && account
          ? client.readContract({
              address: pool,
              abi: beanPoolAbi,
              functionName: 'accountInfo',
              args: [account],
            })
          : undefined,
      ])
      const isMine =
        Boolean(account) &&
        (info.creator.toLowerCase() === account?.toLowerCase() || (position?.deposited ?? 0n) > 0n)
      if (mine && !isMine) return null
      const token = await readToken(client, { token: info.payToken })
      return {
        address: pool,
        creator: info.creator,
        payToken: info.payToken,
        symbol: token?.symbol ?? '',
        decimals: info.decimals,
        balance: info.balance,
        owedNow: info.owedNow,
        depositorCount: info.depositorCount,
        health: beanPoolHealth(info),
        mine: isMine,
      }
    },
  })
}

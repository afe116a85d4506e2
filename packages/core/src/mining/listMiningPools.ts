import { type Address, getAbiItem, type PublicClient } from 'viem'
import { miningFactoryAbi } from '../contracts/MiningFactory.abi.ts'
import { type CreatedListParameters, listCreatedEntries } from '../logs/listFactoryCreations.ts'
import type { MiningPoolKind } from './miningDraft.ts'
import type { MiningPoolLabel } from './miningPoolState.ts'
import { readMiningPool } from './readMiningPool.ts'

const poolCreated = getAbiItem({ abi: miningFactoryAbi, name: 'PoolCreated' })

/** One pool of the list. */
export type MiningPoolListEntry = {
  address: Address
  kind: MiningPoolKind
  isLp: boolean
  creator: Address
  stakeSymbol: string
  stakeDecimals: number
  rewardSymbol: string
  rewardDecimals: number
  label: MiningPoolLabel
  /** The rate now, per second. */
  rewardPerSecond: bigint
  totalStaked: bigint
  /** The stakes' worth in reward tokens (undefined: no price found). */
  stakedValue: bigint | undefined
  aprBps: bigint | undefined
  /** 0: no scheduled end. */
  endTime: bigint
  rewardSecondsLeft: bigint
  stakerCount: bigint
}

export type ListMiningPoolsParameters = CreatedListParameters<MiningPoolListEntry> & {
  /** Only pools of these kinds (default all). */
  kinds?: readonly MiningPoolKind[] | undefined
  /** Only LP pools (true) or only single-token pools (false); default both. */
  lp?: boolean | undefined
  /** Stake or reward token address (exact) or symbol (case-insensitive, part of it). */
  search?: string | undefined
  /** With `mine`: only pools this account created or stakes in. */
  account?: Address | undefined
  mine?: boolean | undefined
  /** Ended pools too (default: only those still running). */
  includeEnded?: boolean | undefined
  dexFactories?: readonly Address[] | undefined
}

/**
 * The chain's mining pools, newest first, from the mining factory's `PoolCreated` events (only that
 * factory's address: nobody else can add one), each read with readMiningPool for its APR, TVL, end,
 * kind and label as soon as the scan finds it, and kept when it matches the filters; the rows so far
 * go to `onEntries` while older blocks are read.
 *
 * @example
 * await listMiningPools(publicClient, { factory, fromBlock: 0n, lp: true })
 */
export async function listMiningPools(
  client: PublicClient,
  parameters: ListMiningPoolsParameters,
): Promise<MiningPoolListEntry[]> {
  const { kinds, lp, account, mine, includeEnded = false, dexFactories } = parameters
  const search = parameters.search?.trim().toLowerCase() ?? ''
  return listCreatedEntries(client, {
    ...parameters,
    event: poolCreated,
    created: (log) => log.args.pool,
    entryOf: async (pool): Promise<MiningPoolListEntry | null> => {
      const state = await readMiningPool(client, { pool, account: mine ? account : undefined, dexFactories })
      if (!state) return null
      if (kinds && !kinds.includes(state.kind)) return null
      if (lp !== undefined && state.isLp !== lp) return null
      if (!includeEnded && state.label === 'ended') return null
      const matches = [state.stake, state.reward].some(
        (token) => token.address.toLowerCase() === search || token.symbol.toLowerCase().includes(search),
      )
      if (search && !matches) return null
      if (
        mine &&
        !(
          account &&
          (state.creator.toLowerCase() === account.toLowerCase() || (state.position?.staked ?? 0n) > 0n)
        )
      )
        return null
      return {
        address: state.address,
        kind: state.kind,
        isLp: state.isLp,
        creator: state.creator,
        stakeSymbol: state.stake.symbol,
        stakeDecimals: state.stake.decimals,
        rewardSymbol: state.reward.symbol,
        rewardDecimals: state.reward.decimals,
        label: state.label,
        rewardPerSecond: state.rewardPerSecond,
        totalStaked: state.totalStaked,
        stakedValue: state.stakedValue,
        aprBps: state.aprBps,
        endTime: state.endTime,
        rewardSecondsLeft: state.rewardSecondsLeft,
        stakerCount: state.stakerCount,
      }
    },
  })
}

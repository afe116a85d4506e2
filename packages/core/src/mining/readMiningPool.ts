import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { miningPoolAbi } from '../contracts/MiningPool.abi.ts'
import { readToken } from '../erc20/readToken.ts'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import { readLockableToken } from '../lock/readLockableToken.ts'
import type { MiningPoolLabel, MiningPoolState } from './miningPoolState.ts'
import { readMiningTeam } from './readMiningTeam.ts'
import { miningAprBps, readMiningValue } from './readMiningValue.ts'
import { miningKindOf } from './toMiningConfig.ts'

export type ReadMiningPoolParameters = {
  pool: Address
  /** Whose position to read. */
  account?: Address | undefined
  /** The chain's DEX factories, to value the stakes in reward tokens (TVL, APR). */
  dexFactories?: readonly Address[] | undefined
}

const manualHalvingGap = 86_400n

/**
 * One pool as its page shows it: its whole state in one view (MiningPool.poolInfo), the stake
 * token read with the lock tool's LP check (its pair when it is one) and the reward token, the
 * chain's clock, its label (upcoming, live, dry when the fund is spent at the current rate, ended),
 * when the rate halves next, how long the fund lasts at the current rate, the stakes' value in
 * reward tokens with the APR, and `account`'s position (its stakes per lock period, rewards
 * pending, team, balances). Null when the address is no pool.
 *
 * @example
 * const state = await readMiningPool(publicClient, { pool, account, dexFactories: [entry.swaps[0].factory] })
 * Number(state.rewardSecondsLeft) / 86_400 // days of rewards left
 */
export async function readMiningPool(
  client: PublicClient,
  { pool, account, dexFactories = [] }: ReadMiningPoolParameters,
): Promise<MiningPoolState | null> {
  const code = await client.getCode({ address: pool })
  if (!code || code === '0x') return null
  let info: Awaited<ReturnType<typeof readInfo>>
  try {
    info = await readInfo(client, pool)
  } catch {
    return null
  }
  const [block, stake, reward, mine, team, stakedValue] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    readLockableToken(client, { token: info.stakeToken, account, spender: pool }),
    readToken(client, { token: info.rewardToken, owner: account }),
    account
      ? client.readContract({
          address: pool,
          abi: miningPoolAbi,
          functionName: 'accountInfo',
          args: [account],
        })
      : undefined,
    account ? readMiningTeam(client, { pool, account }) : undefined,
    readMiningValue(client, {
      stakeToken: info.stakeToken,
      rewardToken: info.rewardToken,
      isLp: info.isLp,
      totalStaked: info.totalStaked,
      dexFactories,
    }).catch(whenContractRefuses(undefined)),
  ])
  const now = block.timestamp
  const ended = info.ended
  const start = info.startTime
  const interval = BigInt(info.halvingInterval)
  let nextHalvingAt: bigint | undefined
  if (interval > 0n && !ended) {
    const epoch = now > start ? (now - start) / interval : 0n
    nextHalvingAt = start + (epoch + 1n) * interval
    if (info.endTime !== 0n && nextHalvingAt >= info.endTime) nextHalvingAt = undefined
  }
  const label: MiningPoolLabel = ended
    ? 'ended'
    : now < start
      ? 'upcoming'
      : info.rewardSecondsLeft === 0n
        ? 'dry'
        : 'live'
  const token = (
    read: { name: string; symbol: string; decimals: number } | null | undefined,
    address: Address,
  ) => ({
    address,
    name: read?.name ?? '?',
    symbol: read?.symbol ?? '?',
    decimals: read?.decimals ?? 18,
  })
  return {
    address: pool,
    factory: info.factory,
    creator: info.creator,
    kind: miningKindOf[info.kind] ?? 'free',
    isLp: info.isLp,
    stake: { ...token(stake, info.stakeToken), lp: stake?.lp },
    reward: token(reward, info.rewardToken),
    sameToken: isAddressEqual(info.stakeToken, info.rewardToken),
    baseRewardPerSecond: info.baseRewardPerSecond,
    rewardPerSecond: info.rewardPerSecond,
    startTime: start,
    endTime: info.endTime,
    now,
    halvingInterval: info.halvingInterval,
    manualHalving: info.manualHalving,
    manualHalvings: info.manualHalvings,
    nextHalvingAt,
    nextManualHalvingAt: info.manualHalving
      ? info.lastManualHalving === 0n
        ? 0n
        : info.lastManualHalving + manualHalvingGap
      : undefined,
    earlyExit: info.earlyExit,
    earlyExitPenaltyBps: info.earlyExitPenaltyBps,
    whitelistOnly: info.whitelistOnly,
    teamShareBps: info.teamShareBps,
    minStake: info.minStake,
    lockOptions: info.lockOptions.map((option) => ({
      duration: option.duration,
      multiplierBps: option.multiplierBps,
    })),
    totalStaked: info.totalStaked,
    totalPower: info.totalPower,
    totalTeamPower: info.totalTeamPower,
    stakerCount: info.stakerCount,
    rewardDeposited: info.rewardDeposited,
    rewardAllocated: info.rewardAllocated,
    rewardPaid: info.rewardPaid,
    rewardAvailable: info.rewardAvailable,
    rewardSecondsLeft: info.rewardSecondsLeft,
    label,
    stakedValue,
    aprBps: ended ? undefined : miningAprBps({ rewardPerSecond: info.rewardPerSecond, stakedValue }),
    position:
      mine && team
        ? {
            staked: mine.staked,
            power: mine.power,
            teamPower: mine.teamPower,
            pendingReward: mine.pendingReward,
            inviter: mine.inviter,
            joined: mine.joined,
            whitelisted: mine.whitelisted,
            positions: mine.positions.map((position) => ({
              option: Number(position.option),
              amount: position.amount,
              power: position.power,
              unlockAt: position.unlockAt,
              locked: !ended && position.unlockAt > now,
              pendingReward: position.pendingReward,
            })),
            stakeBalance: stake?.balance ?? 0n,
            stakeAllowance: stake?.allowance ?? 0n,
            rewardBalance: reward?.balance ?? 0n,
            team,
          }
        : undefined,
  }
}

function readInfo(client: PublicClient, pool: Address) {
  return client.readContract({ address: pool, abi: miningPoolAbi, functionName: 'poolInfo' })
}

import type { Address, PublicClient } from 'viem'
import { fairLaunchTokenAbi } from '../../contracts/FairLaunchToken.abi.ts'
import { isTokenBoxLocker } from '../../lock/isTokenBoxLocker.ts'
import { type FairLaunchConditionName, fairLaunchConditions } from '../createTokenDeployStep.ts'

/** The contract's FairLaunchPhase, by name. */
export const fairLaunchPhases = ['minting', 'ended', 'trading', 'failed'] as const
export type FairLaunchPhase = (typeof fairLaunchPhases)[number]

/**
 * The launch list filter (spec 001 section 4: ALL, In PROGRESS, OVER, Label). "Label" keeps the
 * launches that carry the reader's label: the ones it created or minted.
 */
export type FairLaunchListFilter = 'all' | 'inProgress' | 'over' | 'label'

export type FairLaunchAccountState = {
  mints: number
  /** Wei paid for those mints. */
  paid: bigint
  /** Vested tokens claimed (linear vesting). */
  claimed: bigint
  /** Vested tokens unlocked so far (linear vesting; 0 under immediate vesting). */
  vested: bigint
  /** Refused payments waiting for withdrawal. */
  credit: bigint
  eligible: boolean
  /** Mints it may still make (its limit and the cap's room). */
  mintRoom: number
  balance: bigint
}

export type FairLaunchState = {
  token: Address
  name: string
  symbol: string
  decimals: number
  /** minting; ended (waiting for anyone to launch); trading (launched); failed (no launch in the window). */
  phase: FairLaunchPhase
  totalMints: number
  maxMints: number
  minterCount: number
  mintAmount: bigint
  /** Wei of the first mint; 0 = free mint. */
  mintFee: bigint
  /** Wei the next single mint costs on the curve. */
  nextMintPrice: bigint
  mintsPerAddress: number
  premiumBps: number
  refundBps: number
  liquidityBps: number
  condition: FairLaunchConditionName
  conditionToken: Address
  conditionAmount: bigint
  vestingDuration: number
  lpLockDuration: number
  /**
   * Whether the LP goes to TokenBox's TokenLocker (its code); false: another contract, which may
   * hand it back at once. Undefined when the LP is burned or there is no pool.
   */
  lockerTrusted?: boolean | undefined
  endTime: bigint
  /** Seconds until the end by the chain's clock; 0 once ended. */
  secondsLeft: bigint
  chainTime: bigint
  /** Latest time anyone may launch (end + the launch window). */
  launchDeadline: bigint
  /** 0 = not launched. */
  launchedAt: bigint
  /** Coin held for the launch. */
  funds: bigint
  statedSupply: bigint
  creator: Address
  /** Keeps the whitelist until the launch; the zero address once renounced. */
  owner: Address
  /** The pool (the zero address in free-mint mode). */
  pair: Address
  /** Minted share of the cap, basis points. */
  progressBps: number
  account?: FairLaunchAccountState | undefined
}

const views = [
  'name',
  'symbol',
  'decimals',
  'phase',
  'totalMints',
  'maxMints',
  'minterCount',
  'mintAmount',
  'mintFee',
  'mintsPerAddress',
  'premiumBps',
  'refundBps',
  'liquidityBps',
  'condition',
  'conditionToken',
  'conditionAmount',
  'vestingDuration',
  'lpLockDuration',
  'locker',
  'endTime',
  'launchedAt',
  'funds',
  'statedSupply',
  'creator',
  'owner',
  'pair',
  'LAUNCH_WINDOW',
] as const

const accountViews = ['minters', 'vestedOf', 'credits', 'isEligible', 'mintRoom', 'balanceOf'] as const

/** Which launches a list filter keeps (`label`: created or minted by the reader). */
export function matchesFairLaunchFilter(
  launch: Pick<FairLaunchState, 'phase' | 'creator' | 'account'>,
  filter: FairLaunchListFilter,
  reader?: Address | undefined,
): boolean {
  if (filter === 'all') return true
  if (filter === 'inProgress') return launch.phase === 'minting'
  if (filter === 'over') return launch.phase !== 'minting'
  if (!reader) return false
  return launch.creator.toLowerCase() === reader.toLowerCase() || (launch.account?.mints ?? 0) > 0
}

/**
 * A fair launch's progress for its screens: phase, mints against the cap, minters, time left by the
 * chain's clock, the next mint's price, and the account's mints, vesting and credit. Every value is
 * read at one block (through the chain's aggregator where it has one), so they agree.
 *
 * @example
 * const launch = await readFairLaunchState(publicClient, { token, account })
 * if (launch.phase === 'ended') offerLaunch()
 */
export async function readFairLaunchState(
  client: PublicClient,
  parameters: { token: Address; account?: Address | undefined },
): Promise<FairLaunchState> {
  const { token, account } = parameters
  const block = await client.getBlock({ blockTag: 'latest' })
  const blockNumber = block.number
  const contracts = [
    ...views.map((functionName) => ({ address: token, abi: fairLaunchTokenAbi, functionName })),
    { address: token, abi: fairLaunchTokenAbi, functionName: 'mintCost', args: [1n] },
    ...(account
      ? accountViews.map((functionName) => ({
          address: token,
          abi: fairLaunchTokenAbi,
          functionName,
          args: [account],
        }))
      : []),
  ]
  const values = (
    client.chain?.contracts?.multicall3
      ? await client.multicall({ contracts: contracts as never, allowFailure: false, blockNumber })
      : await Promise.all(
          contracts.map((read) =>
            client.readContract({ ...read, blockNumber } as Parameters<PublicClient['readContract']>[0]),
          ),
        )
  ) as unknown[]
  const byName = Object.fromEntries(views.map((view, index) => [view, values[index]])) as Record<
    (typeof views)[number],
    unknown
  >
  const totalMints = Number(byName.totalMints)
  const maxMints = Number(byName.maxMints)
  const endTime = byName.endTime as bigint
  const chainTime = block.timestamp
  const own = values.slice(views.length + 1)
  const record = own[0] as readonly [number, bigint, bigint] | undefined
  return {
    token,
    name: byName.name as string,
    symbol: byName.symbol as string,
    decimals: Number(byName.decimals),
    phase: fairLaunchPhases[Number(byName.phase)]!,
    totalMints,
    maxMints,
    minterCount: Number(byName.minterCount),
    mintAmount: byName.mintAmount as bigint,
    mintFee: byName.mintFee as bigint,
    nextMintPrice: values[views.length] as bigint,
    mintsPerAddress: Number(byName.mintsPerAddress),
    premiumBps: Number(byName.premiumBps),
    refundBps: Number(byName.refundBps),
    liquidityBps: Number(byName.liquidityBps),
    condition: fairLaunchConditions[Number(byName.condition)]!,
    conditionToken: byName.conditionToken as Address,
    conditionAmount: byName.conditionAmount as bigint,
    vestingDuration: Number(byName.vestingDuration),
    lpLockDuration: Number(byName.lpLockDuration),
    lockerTrusted:
      Number(byName.lpLockDuration) > 0
        ? await isTokenBoxLocker(client, byName.locker as Address)
        : undefined,
    endTime,
    secondsLeft: endTime > chainTime ? endTime - chainTime : 0n,
    chainTime,
    launchDeadline: endTime + (byName.LAUNCH_WINDOW as bigint),
    launchedAt: byName.launchedAt as bigint,
    funds: byName.funds as bigint,
    statedSupply: byName.statedSupply as bigint,
    creator: byName.creator as Address,
    owner: byName.owner as Address,
    pair: byName.pair as Address,
    progressBps: maxMints ? Math.floor((totalMints * 10_000) / maxMints) : 0,
    account: record
      ? {
          mints: Number(record[0]),
          paid: record[1],
          claimed: record[2],
          vested: own[1] as bigint,
          credit: own[2] as bigint,
          eligible: own[3] as boolean,
          mintRoom: Number(own[4]),
          balance: own[5] as bigint,
        }
      : undefined,
  }
}

import { type Address, type PublicClient, zeroAddress } from 'viem'
import { fairLaunchTokenAbi } from '../../contracts/FairLaunchToken.abi.ts'
import { answersByView } from '../../evm/answersByView.ts'
import { readContractsAt } from '../../evm/readContractsAt.ts'
import { viewReads } from '../../evm/viewReads.ts'
import { isTokenBoxLocker } from '../../sharedContracts/isTokenBoxLocker.ts'
import { type FairLaunchTokenParameters, fairLaunchConditions } from '../createTokenDeployStep.ts'
import { templateViews } from '../readTokenDetails.ts'

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

/** The settings the launch was created with, as its creation step takes them. */
type FairLaunchSettings = Pick<
  FairLaunchTokenParameters,
  | 'maxMints'
  | 'mintAmount'
  | 'mintFee'
  | 'mintsPerAddress'
  | 'premiumBps'
  | 'refundBps'
  | 'liquidityBps'
  | 'condition'
  | 'conditionToken'
  | 'conditionAmount'
  | 'vestingDuration'
  | 'lpLockDuration'
  | 'endTime'
>

export type FairLaunchState = FairLaunchSettings & {
  token: Address
  name: string
  symbol: string
  decimals: number
  /** minting; ended (waiting for anyone to launch); trading (launched); failed (no launch in the window). */
  phase: FairLaunchPhase
  totalMints: number
  minterCount: number
  /** Wei the next single mint costs on the curve. */
  nextMintPrice: bigint
  /**
   * Whether the LP goes to TokenBox's TokenLocker (its code); false: another contract, which may
   * hand it back at once. Undefined when the LP is burned or there is no pool.
   */
  lockerTrusted?: boolean | undefined
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
 * The launch's views behind its FairLaunchState, read at one block with the minter's record: the
 * fair-launch settings Manage Token reads too (readTokenDetails' templateViews) and those beside them.
 */
const launchViews = [
  'name',
  'symbol',
  'decimals',
  'owner',
  'LAUNCH_WINDOW',
  ...templateViews.fairLaunch,
] as const

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
  const launch = { address: token, abi: fairLaunchTokenAbi } as const
  // Without an account the zero address's record is read (nothing) and left out: one fixed list of
  // reads, each typed from the ABI.
  const minter = account ?? zeroAddress
  const [answers, nextMintPrice, record, vested, credit, eligible, mintRoom, balance] = await readContractsAt(
    client,
    block.number,
    [
      viewReads(launch, launchViews),
      { ...launch, functionName: 'mintCost', args: [1n] },
      { ...launch, functionName: 'minters', args: [minter] },
      { ...launch, functionName: 'vestedOf', args: [minter] },
      { ...launch, functionName: 'credits', args: [minter] },
      { ...launch, functionName: 'isEligible', args: [minter] },
      { ...launch, functionName: 'mintRoom', args: [minter] },
      { ...launch, functionName: 'balanceOf', args: [minter] },
    ],
  )
  const views = answersByView(launchViews, answers)
  const mints = Number(views.totalMints)
  const cap = Number(views.maxMints)
  const chainTime = block.timestamp
  const lockSeconds = Number(views.lpLockDuration)
  const { endTime } = views
  return {
    token,
    name: views.name,
    symbol: views.symbol,
    decimals: Number(views.decimals),
    phase: fairLaunchPhases[Number(views.phase)]!,
    totalMints: mints,
    maxMints: cap,
    minterCount: Number(views.minterCount),
    mintAmount: views.mintAmount,
    mintFee: views.mintFee,
    nextMintPrice,
    mintsPerAddress: Number(views.mintsPerAddress),
    premiumBps: Number(views.premiumBps),
    refundBps: Number(views.refundBps),
    liquidityBps: Number(views.liquidityBps),
    condition: fairLaunchConditions[Number(views.condition)]!,
    conditionToken: views.conditionToken,
    conditionAmount: views.conditionAmount,
    vestingDuration: Number(views.vestingDuration),
    lpLockDuration: lockSeconds,
    lockerTrusted: lockSeconds > 0 ? await isTokenBoxLocker(client, views.locker) : undefined,
    endTime,
    secondsLeft: endTime > chainTime ? endTime - chainTime : 0n,
    chainTime,
    launchDeadline: endTime + views.LAUNCH_WINDOW,
    launchedAt: BigInt(views.launchedAt),
    funds: views.funds,
    statedSupply: views.statedSupply,
    creator: views.creator,
    owner: views.owner,
    pair: views.pair,
    progressBps: cap ? Math.floor((mints * 10_000) / cap) : 0,
    account: account
      ? {
          mints: Number(record[0]),
          paid: BigInt(record[1]),
          claimed: BigInt(record[2]),
          vested,
          credit,
          eligible,
          mintRoom: Number(mintRoom),
          balance,
        }
      : undefined,
  }
}

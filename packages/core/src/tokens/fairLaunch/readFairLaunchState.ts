import { type Address, type PublicClient, zeroAddress } from 'viem'
import { fairLaunchTokenAbi } from '../../contracts/FairLaunchToken.abi.ts'
import { readContractsAt } from '../../evm/readContractsAt.ts'
import { isTokenBoxLocker } from '../../sharedContracts/isTokenBoxLocker.ts'
import { type FairLaunchTokenParameters, fairLaunchConditions } from '../createTokenDeployStep.ts'

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
  const [
    name,
    symbol,
    decimals,
    phase,
    totalMints,
    maxMints,
    minterCount,
    mintAmount,
    mintFee,
    mintsPerAddress,
    premiumBps,
    refundBps,
    liquidityBps,
    condition,
    conditionToken,
    conditionAmount,
    vestingDuration,
    lpLockDuration,
    locker,
    endTime,
    launchedAt,
    funds,
    statedSupply,
    creator,
    owner,
    pair,
    launchWindow,
    nextMintPrice,
    record,
    vested,
    credit,
    eligible,
    mintRoom,
    balance,
  ] = await readContractsAt(client, block.number, [
    { ...launch, functionName: 'name' },
    { ...launch, functionName: 'symbol' },
    { ...launch, functionName: 'decimals' },
    { ...launch, functionName: 'phase' },
    { ...launch, functionName: 'totalMints' },
    { ...launch, functionName: 'maxMints' },
    { ...launch, functionName: 'minterCount' },
    { ...launch, functionName: 'mintAmount' },
    { ...launch, functionName: 'mintFee' },
    { ...launch, functionName: 'mintsPerAddress' },
    { ...launch, functionName: 'premiumBps' },
    { ...launch, functionName: 'refundBps' },
    { ...launch, functionName: 'liquidityBps' },
    { ...launch, functionName: 'condition' },
    { ...launch, functionName: 'conditionToken' },
    { ...launch, functionName: 'conditionAmount' },
    { ...launch, functionName: 'vestingDuration' },
    { ...launch, functionName: 'lpLockDuration' },
    { ...launch, functionName: 'locker' },
    { ...launch, functionName: 'endTime' },
    { ...launch, functionName: 'launchedAt' },
    { ...launch, functionName: 'funds' },
    { ...launch, functionName: 'statedSupply' },
    { ...launch, functionName: 'creator' },
    { ...launch, functionName: 'owner' },
    { ...launch, functionName: 'pair' },
    { ...launch, functionName: 'LAUNCH_WINDOW' },
    { ...launch, functionName: 'mintCost', args: [1n] },
    { ...launch, functionName: 'minters', args: [minter] },
    { ...launch, functionName: 'vestedOf', args: [minter] },
    { ...launch, functionName: 'credits', args: [minter] },
    { ...launch, functionName: 'isEligible', args: [minter] },
    { ...launch, functionName: 'mintRoom', args: [minter] },
    { ...launch, functionName: 'balanceOf', args: [minter] },
  ])
  const mints = Number(totalMints)
  const cap = Number(maxMints)
  const chainTime = block.timestamp
  const lockSeconds = Number(lpLockDuration)
  return {
    token,
    name,
    symbol,
    decimals: Number(decimals),
    phase: fairLaunchPhases[Number(phase)]!,
    totalMints: mints,
    maxMints: cap,
    minterCount: Number(minterCount),
    mintAmount,
    mintFee,
    nextMintPrice,
    mintsPerAddress: Number(mintsPerAddress),
    premiumBps: Number(premiumBps),
    refundBps: Number(refundBps),
    liquidityBps: Number(liquidityBps),
    condition: fairLaunchConditions[Number(condition)]!,
    conditionToken,
    conditionAmount,
    vestingDuration: Number(vestingDuration),
    lpLockDuration: lockSeconds,
    lockerTrusted: lockSeconds > 0 ? await isTokenBoxLocker(client, locker) : undefined,
    endTime,
    secondsLeft: endTime > chainTime ? endTime - chainTime : 0n,
    chainTime,
    launchDeadline: endTime + launchWindow,
    launchedAt: BigInt(launchedAt),
    funds,
    statedSupply,
    creator,
    owner,
    pair,
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

import { type Address, getAddress, isAddress, parseEther, parseUnits, zeroAddress } from 'viem'
import type { FieldIssue } from '../../forms/fieldIssues.ts'
import { futureTimeIssue, validateAmount } from '../../forms/fieldIssues.ts'
import { liquidityFloorIssue, liquidityPercentIssue } from '../../promises/liquidityFloor.ts'
import type { FairLaunchConditionName, FairLaunchTokenParameters } from '../createTokenDeployStep.ts'
import { validateDecimals } from '../tokenFieldIssues.ts'
import {
  checkFairLaunchFigures,
  type FairLaunchFigures,
  type FairLaunchFiguresIssue,
} from './checkFairLaunchFigures.ts'

/** The contract's MAX_MINT_DURATION: minting ends within a year of the creation. */
export const maxMintSeconds = 365 * 86_400
/** The contract's LAUNCH_WINDOW, in days. */
export const fairLaunchWindowDays = 30
/** Days at most for the LP lock and the vesting (the contract's 100 years). */
export const maxLockDays = 36_500

/** What the create form holds, as typed (coin in whole coins, tokens in whole tokens, rates in %). */
export type FairLaunchFormValues = {
  name: string
  symbol: string
  decimals: number
  mode: 'crowdfunding' | 'freeMint'
  mintAmount: string
  mintFee: string
  mintsPerAddress: number
  maxMints: number
  /** Epoch milliseconds. */
  endTime: number | undefined
  premiumPercent: string
  refundPercent: string
  liquidityPercent: string
  condition: FairLaunchConditionName
  conditionToken: string
  conditionAmount: string
  vesting: 'immediate' | 'linear'
  vestingDays: number
  router: string
  lpMode: 'lock' | 'burn'
  lpLockDays: number
}

/** A small crowdfunded fair launch: 1,000 mints of 1,000 tokens from 0.01 coin, a week, 60% pooled. */
export function defaultFairLaunchFormValues(nowMs: number): FairLaunchFormValues {
  return {
    name: '',
    symbol: '',
    decimals: 18,
    mode: 'crowdfunding',
    mintAmount: '1000',
    mintFee: '0.01',
    mintsPerAddress: 10,
    maxMints: 1000,
    endTime: nowMs + 7 * 86_400_000,
    premiumPercent: '0',
    refundPercent: '0',
    liquidityPercent: '60',
    condition: 'none',
    conditionToken: '',
    conditionAmount: '',
    vesting: 'immediate',
    vestingDays: 30,
    router: '',
    lpMode: 'lock',
    lpLockDays: 365,
  }
}

const percentPattern = /^\d{1,4}(\.\d{1,2})?$/

/** A rate in percent, two decimals at most, within [min, max]. */
export function validateRatePercent(text: string | undefined, min: number, max: number): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'fairLaunch.issue.rate', params: { min, max } }
  if (!percentPattern.test(value) || Number(value) < min || Number(value) > max)
    return { key: 'fairLaunch.issue.rate', params: { min, max } }
  return undefined
}

/**
 * The crowdfunding's pool share (of the coin and of the minted tokens): from the contracts' floor,
 * 51% (promises/liquidityFloor.ts), to 100%, two decimals at most.
 */
export function validateFairLaunchLiquidityPercent(text: string | undefined): FieldIssue {
  return liquidityPercentIssue(text, 'fairLaunch.form.liquidityPercent')
}

/** The end: later than now and within the contract's year. */
export function validateMintEnd(endMs: number | undefined, nowMs: number): FieldIssue {
  return futureTimeIssue(endMs, nowMs, { field: 'fairLaunch.form.endTime', maxSeconds: maxMintSeconds })
}

const percentToBps = (text: string | undefined) => Math.round(Number(text?.trim() || '0') * 100)

/** The figures in base units, or undefined while one of them is not valid on its own. */
export function fairLaunchFiguresOf(values: Partial<FairLaunchFormValues>): FairLaunchFigures | undefined {
  const decimals = values.decimals
  if (validateDecimals(decimals) || decimals === undefined) return undefined
  const free = values.mode === 'freeMint'
  if (validateAmount(values.mintAmount, decimals)) return undefined
  if (!free && validateAmount(values.mintFee, 18)) return undefined
  if (!Number.isInteger(values.maxMints) || !Number.isInteger(values.mintsPerAddress)) return undefined
  if ((values.maxMints ?? 0) < 1 || (values.mintsPerAddress ?? 0) < 1) return undefined
  if (!free) {
    if (validateRatePercent(values.premiumPercent, 0, 1000)) return undefined
    if (validateRatePercent(values.refundPercent, 0, 100)) return undefined
    if (validateFairLaunchLiquidityPercent(values.liquidityPercent)) return undefined
  }
  return {
    mintAmount: parseUnits(values.mintAmount!.trim(), decimals),
    mintFee: free ? 0n : parseEther(values.mintFee!.trim()),
    mintsPerAddress: values.mintsPerAddress!,
    maxMints: values.maxMints!,
    premiumBps: free ? 0 : percentToBps(values.premiumPercent),
    refundBps: free ? 0 : percentToBps(values.refundPercent),
    liquidityBps: free ? 0 : percentToBps(values.liquidityPercent),
  }
}

/** Which field shows each figures issue: the one a user changes to fix it. */
const issueField: Record<FairLaunchFiguresIssue, keyof FairLaunchFormValues> = {
  limitAboveCap: 'mintsPerAddress',
  premiumTooHigh: 'premiumPercent',
  freeMintHasNoCoin: 'mode',
  liquidityOutOfRange: 'liquidityPercent',
  feeTooSmallForPool: 'mintFee',
  feeTooLarge: 'mintFee',
  supplyTooLarge: 'mintAmount',
}

/** The figures together, as the constructor checks them, shown under the field to fix. */
export function validateFairLaunchFigures(
  values: Partial<FairLaunchFormValues>,
  field: keyof FairLaunchFormValues,
): FieldIssue {
  const figures = fairLaunchFiguresOf(values)
  if (!figures) return undefined
  const issue = checkFairLaunchFigures(figures)
  if (!issue || issueField[issue] !== field) return undefined
  if (issue === 'liquidityOutOfRange') return liquidityFloorIssue()
  return { key: `fairLaunch.issue.${issue}` }
}

/** The holding condition's token: a contract address when the condition is 'holdToken'. */
export function validateConditionToken(values: Partial<FairLaunchFormValues>): FieldIssue {
  if (values.condition !== 'holdToken') return undefined
  if (!values.conditionToken?.trim() || !isAddress(values.conditionToken.trim()))
    return { key: 'validation.illegalAddress' }
  return undefined
}

/** The deploy step's parameters from valid values; the locker is the chain's shared one. */
export function toFairLaunchParameters(
  values: FairLaunchFormValues,
  owner: Address,
  locker: Address | null | undefined,
  conditionDecimals: number,
): FairLaunchTokenParameters {
  const figures = fairLaunchFiguresOf(values)!
  const free = figures.mintFee === 0n
  const burn = values.lpMode === 'burn'
  const holds = values.condition === 'holdToken'
  return {
    template: 'fairLaunch',
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    decimals: values.decimals,
    owner,
    ...figures,
    endTime: BigInt(Math.floor(values.endTime! / 1000)),
    condition: values.condition,
    conditionToken: holds ? getAddress(values.conditionToken.trim()) : zeroAddress,
    conditionAmount: holds ? parseUnits(values.conditionAmount.trim(), conditionDecimals) : 0n,
    vestingDuration: values.vesting === 'linear' ? values.vestingDays * 86_400 : 0,
    router: free ? zeroAddress : (values.router as Address),
    locker: free || burn ? zeroAddress : (locker ?? zeroAddress),
    lpLockDuration: free || burn ? 0 : values.lpLockDays * 86_400,
  }
}

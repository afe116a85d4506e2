import { type Address, getAddress, isAddress, zeroAddress, zeroHash } from 'viem'
import type { ClaimMode, PresaleDraft, PresaleMode } from './presaleDraft.ts'
import { coinToTokens, type PresaleTokensNeeded, presaleTokensNeeded, toContractRate } from './presaleMath.ts'
import { buildWhitelistTree, type WhitelistEntry } from './presaleWhitelistTree.ts'
import { parseDraftAmount, presaleLimits, tierAddresses } from './validatePresaleDraft.ts'

/** ILaunchpad.sol's PresaleKind and ClaimMode, by their order in the enums. */
export const presaleKindIndex: Record<PresaleMode, number> = {
  standard: 0,
  advanced: 1,
  multiPeriod: 2,
  fairLaunch: 3,
  rune: 4,
}
export const presaleKindOf = ['standard', 'advanced', 'multiPeriod', 'fairLaunch', 'rune'] as const
export const claimModeIndex: Record<ClaimMode, number> = { immediately: 0, atEnd: 1, linear: 2 }
export const claimModeOf = ['immediately', 'atEnd', 'linear'] as const

/** ILaunchpad.sol's PresaleParams, as viem encodes it (uint64 and wider: bigint; narrower: number). */
export type PresaleParams = {
  config: {
    kind: number
    claimMode: number
    token: Address
    router: Address
    locker: Address
    start: bigint
    end: bigint
    publicAt: bigint
    vestingStart: bigint
    vestingInterval: number
    lpLockDuration: number
    finalizeGrace: number
    vestingFirstBps: number
    vestingCycleBps: number
    liquidityBps: number
    emergencyPenaltyBps: number
    burnLp: boolean
    burnUnsold: boolean
    whitelist: boolean
    bindRequired: boolean
    emergencyWithdraw: boolean
    merkleRoot: `0x${string}`
    softCap: bigint
    hardCap: bigint
    tokensForSale: bigint
    minBuy: bigint
    maxBuy: bigint
    maxPerBuyer: bigint
  }
  payCoins: { coin: Address; rate: bigint; listingRate: bigint }[]
  phases: { start: bigint; end: bigint; rate: bigint; tokenCap: bigint }[]
  inviteBps: number[]
  tierDelays: number[]
}

/** A creation's parts: the factory's params, the whitelist tiers to store, and the team tokens to lock. */
export type PresalePlanInput = {
  params: PresaleParams
  /** Stored whitelist per tier (setWhitelist after the creation); none for a Merkle whitelist. */
  tiers: { tier: number; accounts: Address[] }[]
  /**
   * A list longer than presaleLimits.maxStoredWhitelist: its root is the config's merkleRoot and the
   * list itself is published in the creation's event data (presaleMetadata), for buyers' proofs.
   */
  merkleWhitelist?: WhitelistEntry[] | undefined
  tokenDecimals: number
  teamTokens: bigint
  teamUnlockSeconds: bigint
}

const seconds = (ms: number | undefined) => BigInt(Math.floor((ms ?? 0) / 1000))
const bpsOf = (percent: string) => Math.round(Number(percent.trim() || '0') * 100)
const coinAddress = (text: string): Address =>
  isAddress(text.trim()) ? getAddress(text.trim()) : zeroAddress

/**
 * The factory's PresaleParams from a draft that validatePresaleDraft accepted (call it only then):
 * rates in the contract's unit, caps and limits of rate modes converted from coin to tokens at the
 * first rate (a fair launch keeps coin), multi-period time from its phases, whitelist tiers as delays
 * after the start. `locker` null lists the LP burned (a chain without a locker).
 *
 * @example
 * const { params, tiers } = toPresaleParams(draft, { locker })
 */
export function toPresaleParams(
  draft: PresaleDraft,
  { locker }: { locker: Address | null },
): PresalePlanInput {
  const tokenDecimals = draft.tokenDecimals ?? 18
  const payDecimals = draft.payCoins[0]?.decimals ?? 18
  const fair = draft.mode === 'fairLaunch'
  const multi = draft.mode === 'multiPeriod'
  const amount = (text: string, decimals = payDecimals) =>
    text.trim() ? parseDraftAmount(text, decimals) : 0n
  const rateOf = (text: string, decimals: number) => toContractRate(amount(text, tokenDecimals), decimals)
  const payCoins = draft.payCoins.map((coin) => ({
    coin: coinAddress(coin.token),
    rate: fair || multi ? 0n : rateOf(coin.rate, coin.decimals),
    listingRate: fair
      ? 0n
      : rateOf(draft.mode === 'advanced' ? coin.listingRate : draft.listingRate, coin.decimals),
  }))
  const phases = multi
    ? draft.phases.map((phase) => {
        const rate = rateOf(phase.rate, payDecimals)
        return {
          start: seconds(phase.startTime),
          end: seconds(phase.endTime),
          rate,
          tokenCap: coinToTokens(amount(phase.hardCap), rate),
        }
      })
    : []
  // Coin figures become tokens at the first rate (multi-period: the first phase's).
  const firstRate = multi ? (phases[0]?.rate ?? 0n) : (payCoins[0]?.rate ?? 0n)
  const cap = (text: string) => (fair ? amount(text) : coinToTokens(amount(text), firstRate))
  const start = multi ? (phases[0]?.start ?? 0n) : seconds(draft.startTime)
  const end = multi ? (phases.at(-1)?.end ?? 0n) : seconds(draft.endTime)
  const linear = draft.claimMode === 'linear'
  const vestingBps = linear ? bpsOf(draft.vestingPercent) : 0
  const tiers = draft.whitelist ? draft.tiers : []
  const listed = tiers.map((tier, index) => ({
    tier: index,
    accounts: tierAddresses(tier.addresses).map((line) => getAddress(line)),
  }))
  const entries = listed.flatMap(({ tier, accounts }) => accounts.map((account) => ({ account, tier })))
  const merkle = entries.length > presaleLimits.maxStoredWhitelist
  return {
    params: {
      config: {
        kind: presaleKindIndex[draft.mode],
        claimMode: claimModeIndex[draft.claimMode],
        token: getAddress(draft.token.trim()),
        router: getAddress(draft.router.trim()),
        locker: locker ?? zeroAddress,
        start,
        end,
        publicAt: draft.whitelist && draft.publicTime !== undefined ? seconds(draft.publicTime) : 0n,
        vestingStart: linear ? seconds(draft.vestingStart) : 0n,
        vestingInterval: linear ? (draft.vestingIntervalDays ?? 0) * 86_400 : 0,
        lpLockDuration: locker ? (draft.lpLockDays ?? 0) * 86_400 : 0,
        finalizeGrace: (draft.finalizeGraceDays ?? 0) * 86_400,
        vestingFirstBps: vestingBps,
        vestingCycleBps: vestingBps >= 10_000 ? 0 : vestingBps,
        liquidityBps: bpsOf(draft.liquidityPercent),
        emergencyPenaltyBps: draft.emergencyWithdraw ? bpsOf(draft.emergencyPenaltyPercent) : 0,
        burnLp: !locker,
        burnUnsold: draft.unsold === 'burn',
        whitelist: draft.whitelist,
        bindRequired: draft.bindBeforeBuy,
        emergencyWithdraw: draft.emergencyWithdraw,
        merkleRoot: merkle ? buildWhitelistTree(entries).root : zeroHash,
        softCap: cap(draft.softCap),
        hardCap: fair
          ? 0n
          : multi
            ? phases.reduce((sum, phase) => sum + phase.tokenCap, 0n)
            : cap(draft.hardCap),
        tokensForSale: fair ? amount(draft.fairLaunchTokens, tokenDecimals) : 0n,
        minBuy: cap(draft.minBuy),
        maxBuy: 0n,
        maxPerBuyer: cap(draft.maxBuy),
      },
      payCoins,
      phases,
      inviteBps: draft.inviteRates.map(bpsOf),
      tierDelays: tiers.map((tier) => Math.max(0, Number(seconds(tier.startTime) - start))),
    },
    tiers: merkle ? [] : listed,
    merkleWhitelist: merkle ? entries : undefined,
    tokenDecimals,
    teamTokens: amount(draft.teamTokens, tokenDecimals),
    teamUnlockSeconds: BigInt(draft.teamUnlockDays ?? 0) * 86_400n,
  }
}

/**
 * The tokens `params` needs under the fees' token share, as the factory counts them.
 *
 * @example
 * presaleParamsTokensNeeded(params, 0n).total
 */
export function presaleParamsTokensNeeded(params: PresaleParams, tokenFeeBps: bigint): PresaleTokensNeeded {
  const { config } = params
  return presaleTokensNeeded({
    kind: presaleKindOf[config.kind]!,
    payCoins: params.payCoins,
    phases: params.phases,
    hardCap: config.hardCap,
    tokensForSale: config.tokensForSale,
    liquidityBps: BigInt(config.liquidityBps),
    tokenFeeBps,
  })
}

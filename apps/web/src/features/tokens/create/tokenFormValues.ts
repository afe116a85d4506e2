import type { CreateTokenParameters } from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import type { TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { type Address, getAddress, parseUnits, zeroAddress } from 'viem'

/**
 * What the create form holds: text as typed (amounts and percentages stay strings until they are
 * validated, so nothing is rounded behind the user's back), switches as booleans.
 */
export type TokenFormValues = {
  name: string
  symbol: string
  decimals: number
  initialSupply: string
  owner: string
  burnable: boolean
  mintable: boolean
  pausable: boolean
  blacklistEnabled: boolean
  whitelistEnabled: boolean
  timedRenounceEnabled: boolean
  /** Renounce at birth until this time (unix ms), or undefined. */
  renounceUntil: number | undefined
  transferBurnPercent: string
  transferFeePercent: string
  feeRecipient: string
  /** Trading tokens: the exchange's router and the pair's other token (zero address = native coin). */
  router: string
  quoteToken: string
  /** Compound: growth per interval in percent, the interval, its start (unix ms) and the cap. */
  ratePercent: string
  intervalValue: number
  intervalUnit: TimeUnit
  startTime: number | undefined
  maxSupply: string
  autoRebase: boolean
  buyFeePercent: string
  sellFeePercent: string
  marketingWallet: string
}

/** The spec's time units (spec 001 section 9), in seconds. */
export const timeUnitSeconds = { day: 86_400, hour: 3_600, minute: 60, second: 1 } as const
export type TimeUnit = keyof typeof timeUnitSeconds

/** Compound rates are whole units of 1e-8 per interval: percent with up to six decimals. */
export const ratePattern = /^\d{1,2}(\.\d{1,6})?$/

/** '1.5' percent -> 1,500,000 units of 1e-8. Call only with text that matched {@link ratePattern}. */
export function percentToRate(percent: string): number {
  return Number(parseUnits(percent.trim(), 6))
}

/** The form's starting values; owner and fee address are the connected wallet (spec 001 section 3). */
export function defaultTokenFormValues(wallet: Address | undefined): TokenFormValues {
  return {
    name: '',
    symbol: '',
    decimals: 18,
    initialSupply: '',
    owner: wallet ?? '',
    burnable: false,
    mintable: false,
    pausable: false,
    blacklistEnabled: false,
    whitelistEnabled: false,
    timedRenounceEnabled: false,
    renounceUntil: undefined,
    transferBurnPercent: '0',
    transferFeePercent: '0',
    feeRecipient: wallet ?? '',
    router: '',
    quoteToken: zeroAddress,
    ratePercent: '1',
    intervalValue: 1,
    intervalUnit: 'day',
    // An hour from now, on the minute: time to add liquidity before balances start growing.
    startTime: Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000,
    maxSupply: '',
    autoRebase: true,
    buyFeePercent: '0',
    sellFeePercent: '0',
    marketingWallet: wallet ?? '',
  }
}

/** Up to two decimals of a percent: basis points are the contracts' unit. */
export const percentPattern = /^\d{1,3}(\.\d{1,2})?$/

/** '2.5' -> 250 basis points. Call only with text that matched {@link percentPattern}. */
export function percentToBps(percent: string): number {
  return Number(parseUnits(percent.trim() || '0', 2))
}

/** Unix seconds of a renounce at birth, or 0 when the token is born with its owner. */
function renounceEndsAt(values: TokenFormValues): bigint {
  return values.timedRenounceEnabled && values.renounceUntil
    ? BigInt(Math.floor(values.renounceUntil / 1000))
    : 0n
}

/**
 * The deploy parameters for `template` from validated form values. Each template takes only its
 * own fields, so a switch left on in another template's form changes nothing.
 */
export function toCreateTokenParameters(
  template: TokenTemplateId,
  values: TokenFormValues,
): CreateTokenParameters {
  const common = {
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    decimals: values.decimals,
    initialSupply: parseUnits(values.initialSupply.trim(), values.decimals),
    owner: getAddress(values.owner.trim()),
  }
  switch (template) {
    case 'standard':
      return { template, ...common }
    case 'meme':
      return { template, ...common, burnable: values.burnable }
    case 'normal': {
      const transferFeeBps = percentToBps(values.transferFeePercent)
      return {
        template,
        ...common,
        burnable: values.burnable,
        mintable: values.mintable,
        pausable: values.pausable,
        blacklistEnabled: values.blacklistEnabled,
        whitelistEnabled: values.whitelistEnabled,
        timedRenounceEnabled: values.timedRenounceEnabled,
        renounceEndsAt: renounceEndsAt(values),
        transferBurnBps: percentToBps(values.transferBurnPercent),
        transferFeeBps,
        // An unused fee address is still an argument; the owner is a harmless, valid one.
        feeRecipient: transferFeeBps > 0 ? getAddress(values.feeRecipient.trim()) : common.owner,
      }
    }
    case 'compound':
      return {
        template,
        ...common,
        router: getAddress(values.router),
        quoteToken: getAddress(values.quoteToken),
        rate: percentToRate(values.ratePercent),
        interval: BigInt(values.intervalValue * timeUnitSeconds[values.intervalUnit]),
        startTime: BigInt(Math.floor((values.startTime ?? 0) / 1000)),
        maxSupply: parseUnits(values.maxSupply.trim(), values.decimals),
        autoRebase: values.autoRebase,
        buyFeeBps: percentToBps(values.buyFeePercent),
        sellFeeBps: percentToBps(values.sellFeePercent),
        marketingWallet: getAddress(values.marketingWallet.trim()),
        burnable: values.burnable,
        timedRenounceEnabled: values.timedRenounceEnabled,
        renounceEndsAt: renounceEndsAt(values),
      }
  }
}

import { type Address, getAddress, parseUnits, zeroAddress } from 'viem'
import { percentToBps } from '../format/percentToBps.ts'
import type { CreateTokenParameters, TaxFeeShares } from './createTokenDeployStep.ts'
import { percentToCompoundRate } from './tokenFieldIssues.ts'
import { isDividendTemplate, isLpDividendTemplate, type TokenTemplateId } from './tokenTemplates.ts'

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
  /** Marketing (tax) tokens: fee splits per direction in percent, as typed. */
  buyFees: FeePercents
  sellFees: FeePercents
  teamWallet: string
  liquidityReceiver: string
  /** Whole tokens; empty or 0 = no limit. */
  maxWallet: string
  maxTx: string
  /** The same limits as a share of the initial supply, kept in step with them (shown, never sent). */
  maxWalletPercent: string
  maxTxPercent: string
  swapBackEnabled: boolean
  swapBackThreshold: string
  inviteEnabled: boolean
  invitePercents: string[]
  inviterMinHold: string
  minTransferToBind: string
  fomoEnabled: boolean
  fomoWindowMinutes: number
  fomoThreshold: string
  fomoTopWinners: number
  fomoRewardPercent: string
  botBlocks: number
  airdropCount: number
  tradingStartMode: 'manual' | 'timed'
  tradingStartsAt: number | undefined
  cooldownSeconds: number
  twitter: string
  telegram: string
  website: string
  /** Dividend tokens: the coin paid (zero address = native), who earns, how often, and the gas spent. */
  dividendCoin: string
  dividendMinHolding: string
  claimWaitHours: number
  processGas: number
  dividendExcluded: string
}

/** The shares a buy or a sell pays, in percent as typed (the template's TaxFeeShares less `reward`). */
export type FeePercents = {
  liquidity: string
  marketing: string
  team: string
  burn: string
  fomo: string
  /** Dividend templates only: the share paid to holders (or LP providers). */
  reward: string
}

/** Shares every trading template has; dividend templates add `reward`. */
export const feeShareNames = ['liquidity', 'marketing', 'team', 'burn', 'fomo'] as const

/** The fee shares a template's form offers. */
export function feeSharesOf(template: TokenTemplateId): readonly (keyof FeePercents)[] {
  return isDividendTemplate(template) ? ['reward', ...feeShareNames] : feeShareNames
}

const noFees: FeePercents = { liquidity: '0', marketing: '0', team: '0', burn: '0', fomo: '0', reward: '0' }

/** The spec's time units (spec 001 section 9), in seconds. */
export const timeUnitSeconds = { day: 86_400, hour: 3_600, minute: 60, second: 1 } as const
export type TimeUnit = keyof typeof timeUnitSeconds

/** The form's starting values; owner and fee address are the connected wallet (spec 001 section 3). */
export function defaultTokenFormValues(
  wallet: Address | undefined,
  template?: TokenTemplateId,
): TokenFormValues {
  // Dividend tokens: 2% of each trade to holders by default, beside 1% liquidity and 1% marketing.
  const dividends = template !== undefined && isDividendTemplate(template)
  const fees: FeePercents = dividends
    ? { ...noFees, liquidity: '1', marketing: '1', reward: '2' }
    : { ...noFees, liquidity: '1', marketing: '2' }
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
    // A common launch: 1% to liquidity and 2% to marketing each way (spec example of 15% total
    // shows larger splits are usual; the cap is 25%).
    buyFees: fees,
    sellFees: fees,
    teamWallet: wallet ?? '',
    liquidityReceiver: wallet ?? '',
    maxWallet: '',
    maxTx: '',
    maxWalletPercent: '',
    maxTxPercent: '',
    swapBackEnabled: true,
    swapBackThreshold: '',
    inviteEnabled: false,
    invitePercents: ['3', '2', '0.5'],
    inviterMinHold: '0',
    minTransferToBind: '0',
    fomoEnabled: false,
    fomoWindowMinutes: 10,
    fomoThreshold: '',
    fomoTopWinners: 3,
    fomoRewardPercent: '50',
    botBlocks: 0,
    airdropCount: 0,
    tradingStartMode: 'manual',
    tradingStartsAt: undefined,
    cooldownSeconds: 0,
    twitter: '',
    telegram: '',
    website: '',
    dividendCoin: zeroAddress,
    dividendMinHolding: '0',
    claimWaitHours: 1,
    processGas: 300_000,
    dividendExcluded: '',
  }
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
        // The contract ignores the cap without mint (its cap is then the initial supply).
        maxSupply: values.mintable ? parseUnits(values.maxSupply.trim(), values.decimals) : 0n,
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
        rate: percentToCompoundRate(values.ratePercent),
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
    case 'marketing':
      return { template, ...common, ...toTaxConfig(values, false) }
    case 'dividend':
    case 'lpDividend':
      return {
        template,
        ...common,
        ...toTaxConfig(values, true),
        dividend: {
          // Filled in by the create flow: the chain's tracker, or the one it deploys first.
          tracker: zeroAddress,
          coin: getAddress(values.dividendCoin),
          minHolding: optionalUnits(
            values.dividendMinHolding,
            isLpDividendTemplate(template) ? 18 : values.decimals,
          ),
          claimWait: BigInt(Math.round(values.claimWaitHours * 3600)),
          processGas: values.processGas,
          excluded: parseAddressLines(values.dividendExcluded),
        },
      }
    case 'inscription':
      // Its own screen and form (features/tokens/inscription), never this one.
      throw new Error('The inscription token is created by its own form (toInscriptionParameters)')
    case 'sale':
      // The sale token (issue 20) has its own creation form, with its caps, price and launch
      // settings; it is not in coinKinds, so this form never offers it.
      throw new Error('The sale token is not created from the standard token form')
    case 'marketingSale':
    case 'dividendSale':
    case 'lpDividendSale':
    case 'compoundSale':
      // A sale variant's form adds the sale's terms: toHubSaleParameters.
      throw new Error('A token with a hub sale is created by toHubSaleParameters')
    case 'fairLaunch':
      // Its own form (features/tokens/fairLaunch): mint figures, condition, vesting, the launch.
      throw new Error('The fair-launch token is not created from the standard token form')
    case 'erc314':
    case 'x314':
    case 'sale314':
    case 'x314Sale':
      // Their own form (features/tokens/market314): the market reserve, fees, x314 and sale terms.
      throw new Error('The 314 tokens are not created from the standard token form')
  }
}

/** Addresses typed one per line (or separated by commas or spaces); blank entries are ignored. */
export function parseAddressLines(text: string): Address[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => getAddress(part))
}

/** Whole tokens to base units, with empty text meaning zero (an option left off). */
function optionalUnits(text: string, decimals: number): bigint {
  return text.trim() ? parseUnits(text.trim(), decimals) : 0n
}

function toFeeShares(percents: FeePercents, fomo: boolean, reward: boolean): TaxFeeShares {
  return {
    liquidity: percentToBps(percents.liquidity),
    marketing: percentToBps(percents.marketing),
    team: percentToBps(percents.team),
    burn: percentToBps(percents.burn),
    reward: reward ? percentToBps(percents.reward ?? '0') : 0,
    fomo: fomo ? percentToBps(percents.fomo) : 0,
  }
}

/** The TaxTokenConfig fields beyond the common ones, from validated form values. */
export function toTaxConfig(values: TokenFormValues, reward: boolean) {
  const units = (text: string) => optionalUnits(text, values.decimals)
  const address = (text: string) => getAddress(text.trim())
  return {
    router: getAddress(values.router),
    quoteToken: getAddress(values.quoteToken),
    buyFees: toFeeShares(values.buyFees, values.fomoEnabled, reward),
    sellFees: toFeeShares(values.sellFees, values.fomoEnabled, reward),
    marketingWallet: address(values.marketingWallet),
    teamWallet: address(values.teamWallet),
    liquidityReceiver: address(values.liquidityReceiver),
    maxWallet: units(values.maxWallet),
    maxTx: units(values.maxTx),
    swapBackEnabled: values.swapBackEnabled,
    swapBackThreshold: values.swapBackEnabled ? units(values.swapBackThreshold) : 0n,
    inviteBps: values.inviteEnabled ? values.invitePercents.map(percentToBps) : [],
    inviterMinHold: values.inviteEnabled ? units(values.inviterMinHold) : 0n,
    minTransferToBind: values.inviteEnabled ? units(values.minTransferToBind) : 0n,
    fomo: values.fomoEnabled
      ? {
          window: values.fomoWindowMinutes * 60,
          threshold: units(values.fomoThreshold),
          topWinners: values.fomoTopWinners,
          periodRewardBps: percentToBps(values.fomoRewardPercent),
        }
      : { window: 0, threshold: 0n, topWinners: 0, periodRewardBps: 0 },
    blacklistEnabled: values.blacklistEnabled,
    botBlocks: values.botBlocks,
    airdropCount: values.airdropCount,
    tradingStartsAt:
      values.tradingStartMode === 'timed' && values.tradingStartsAt
        ? BigInt(Math.floor(values.tradingStartsAt / 1000))
        : 0n,
    cooldownSeconds: values.cooldownSeconds,
    twitter: values.twitter.trim(),
    telegram: values.telegram.trim(),
    website: values.website.trim(),
    burnable: values.burnable,
    timedRenounceEnabled: values.timedRenounceEnabled,
    renounceEndsAt: renounceEndsAt(values),
  }
}

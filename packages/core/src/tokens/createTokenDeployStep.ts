import { type Address, type Hex, zeroAddress } from 'viem'
import type { ContractBuild } from '../evm/contractBuild.ts'
import { deploy } from '../transactions/deploy.ts'
import type { DeployStep, StepResult } from '../transactions/types.ts'
import { constructorConfigOf } from './constructorConfigOf.ts'
import { swapEngineRequirement } from './swapEngine.ts'
import { isTradingTemplate, tokenTemplates } from './tokenTemplates.ts'

/** Fields every template shares (spec 001 section 3, "Token creation (all variants)"). */
type CommonTokenParameters = {
  name: string
  symbol: string
  decimals: number
  /** In base units (whole tokens x 10^decimals). */
  initialSupply: bigint
}

export type StandardTokenParameters = CommonTokenParameters & {
  template: 'standard'
  /** Receives the whole supply. */
  owner: Address
}

export type MemeTokenParameters = CommonTokenParameters & {
  template: 'meme'
  owner: Address
  burnable: boolean
}

export type NormalTokenParameters = CommonTokenParameters & {
  template: 'normal'
  owner: Address
  burnable: boolean
  mintable: boolean
  /** With `mintable`: the cap of the total supply (base units, at least the initial supply). */
  maxSupply: bigint
  pausable: boolean
  blacklistEnabled: boolean
  whitelistEnabled: boolean
  timedRenounceEnabled: boolean
  /** Unix seconds; 0 = not born renounced. */
  renounceEndsAt: bigint
  transferBurnBps: number
  transferFeeBps: number
  feeRecipient: Address
}

export type CompoundTokenParameters = CommonTokenParameters & {
  template: 'compound'
  owner: Address
  /** A UniswapV2-compatible router of the chain's catalogue; the token creates its pair there. */
  router: Address
  /** The pair's other token; the zero address pairs with the native coin. */
  quoteToken: Address
  /** Growth per interval in units of 1e-8 (1,000,000 = 1%). */
  rate: number
  /** Seconds. */
  interval: bigint
  /** Unix seconds, later than now; the first growth is at startTime + interval. */
  startTime: bigint
  /** Base units. */
  maxSupply: bigint
  autoRebase: boolean
  buyFeeBps: number
  sellFeeBps: number
  marketingWallet: Address
  burnable: boolean
  timedRenounceEnabled: boolean
  renounceEndsAt: bigint
}

/**
 * The inscription template (`/co/ins`): no initial supply, tokens come from free mints. Figures
 * in base units; `maxSupply - creatorAllocation` must be a whole number of mints (the contract
 * refuses a partial last mint; see InscriptionToken.sol).
 */
export type InscriptionTokenParameters = Omit<CommonTokenParameters, 'initialSupply'> & {
  template: 'inscription'
  maxSupply: bigint
  amountPerMint: bigint
  mintsPerAddress: bigint
  /** 0 = none (the default: the form states any allocation). */
  creatorAllocation: bigint
  /** Receives the allocation; unused when it is 0. */
  allocationRecipient: Address
}

/** A swap-back fee split in basis points (the template's TaxFeeShares). */
export type TaxFeeShares = {
  liquidity: number
  marketing: number
  team: number
  burn: number
  /** Dividend templates only; 0 for a marketing token. */
  reward: number
  fomo: number
}

/** The marketing (tax) template's settings, as its TaxTokenConfig struct takes them. */
export type MarketingTokenParameters = CommonTokenParameters & {
  template: 'marketing'
  owner: Address
  router: Address
  quoteToken: Address
  buyFees: TaxFeeShares
  sellFees: TaxFeeShares
  marketingWallet: Address
  teamWallet: Address
  liquidityReceiver: Address
  /** Base units; 0 = off. */
  maxWallet: bigint
  maxTx: bigint
  swapBackEnabled: boolean
  swapBackThreshold: bigint
  /** Basis points per generation, at most six; empty = no invitation rewards. */
  inviteBps: readonly number[]
  inviterMinHold: bigint
  minTransferToBind: bigint
  /** window 0 = no fomo prize pool. */
  fomo: { window: number; threshold: bigint; topWinners: number; periodRewardBps: number }
  blacklistEnabled: boolean
  /** Blocks after trading starts in which a buy may leave its buyer with at most 0.1% of the supply (0 = off, at most 20). */
  botBlocks: number
  airdropCount: number
  /** Unix seconds; 0 = the owner starts trading. */
  tradingStartsAt: bigint
  cooldownSeconds: number
  twitter: string
  telegram: string
  website: string
  burnable: boolean
  timedRenounceEnabled: boolean
  renounceEndsAt: bigint
}

/** Dividend settings beside the tax settings (the templates' DividendConfig). */
export type DividendParameters = {
  /** The chain's tracker, or the index of the flow step that deploys it first. */
  tracker: Address | { fromStep: number }
  /** address(0) = the native coin. */
  coin: Address
  /** Base units of the token (LP units for LP dividends). */
  minHolding: bigint
  /** Seconds, at most 30 days. */
  claimWait: bigint
  /** 0 = no automatic processing, else 300,000 to 500,000. */
  processGas: number
  excluded: readonly Address[]
}

export type DividendTokenParameters = Omit<MarketingTokenParameters, 'template'> & {
  template: 'dividend' | 'lpDividend'
  dividend: DividendParameters
}

/**
 * The standard sale token's settings (its SaleTokenConfig; `initialSupply` is the stated supply:
 * the creator's allocation plus the sale and liquidity reserves the hard cap needs).
 */
export type SaleTokenParameters = CommonTokenParameters & {
  template: 'sale'
  /** Owner and beneficiary: the allocation, the coin not pooled, the LP lock. */
  owner: Address
  /** Token base units per whole native coin (10^18 wei). */
  tokensPerCoin: bigint
  /** Wei. */
  hardCap: bigint
  /** Wei; 0 = none. */
  softCap: bigint
  minContribution: bigint
  maxContribution: bigint
  /** Unix seconds, within a year of now. */
  endTime: bigint
  /** Share of the raised coin pooled, 1..10,000 basis points. */
  liquidityBps: number
  router: Address
  /** The chain's shared TokenLocker; the zero address when the LP is burned. */
  locker: Address
  /** Seconds; 0 burns the LP. */
  lpLockDuration: number
}

/** A sale's terms as a hub sale token registers them (its SaleTerms; the token fills in its owner and router). */
export type HubSaleTerms = Pick<
  SaleTokenParameters,
  | 'tokensPerCoin'
  | 'hardCap'
  | 'softCap'
  | 'minContribution'
  | 'maxContribution'
  | 'endTime'
  | 'liquidityBps'
  | 'locker'
  | 'lpLockDuration'
>

/**
 * The marketing token with a sale (`/co/mk?t=1`): the tax settings (native quote, `tradingStartsAt`
 * 0: the launch opens trading), the sale's terms and the chain's TokenSaleHub (or the index of the
 * flow step that deploys it first). `initialSupply` is the stated supply: the creator keeps what the
 * sale and liquidity reserves leave.
 */
export type MarketingSaleTokenParameters = Omit<MarketingTokenParameters, 'template'> & {
  template: 'marketingSale'
  sale: HubSaleTerms
  hub: Address | { fromStep: number }
}

/**
 * The compound token with a sale (`/co/cp?t=1`): the compound settings (native quote: the zero
 * address), the sale's terms and the chain's TokenSaleHub (or the index of the flow step that
 * deploys it first). `initialSupply` is the stated supply: the creator keeps what the sale and
 * liquidity reserves leave. Compounding waits for the launch (see CompoundSaleToken.sol).
 */
export type CompoundSaleTokenParameters = Omit<CompoundTokenParameters, 'template'> & {
  template: 'compoundSale'
  sale: HubSaleTerms
  hub: Address | { fromStep: number }
}

/**
 * The holder- or LP-dividend token with a sale (`/co/dd?t=1`, `/co/ld?t=1`): the dividend token's
 * settings (native quote, `tradingStartsAt` 0), its dividend settings (the token adds the hub to
 * the excluded accounts itself), the sale's terms and the chain's TokenSaleHub. The tracker and the
 * hub may each be deployed by an earlier step of the same flow.
 */
export type DividendSaleTokenParameters = Omit<MarketingTokenParameters, 'template'> & {
  template: 'dividendSale' | 'lpDividendSale'
  dividend: DividendParameters
  sale: HubSaleTerms
  hub: Address | { fromStep: number }
}

/** Who may mint a fair launch (the contract's FairLaunchCondition, by index). */
export const fairLaunchConditions = ['none', 'whitelist', 'holdToken'] as const
export type FairLaunchConditionName = (typeof fairLaunchConditions)[number]

/**
 * The fair-launch token's settings (its FairLaunchConfig). No initial supply: every token comes
 * from a mint, and the stated supply is `maxMints x mintAmount` plus the pool's share of it.
 * `mintFee` 0 is free-mint mode (then premium, refund and liquidity are 0 and there is no router).
 */
export type FairLaunchTokenParameters = Omit<CommonTokenParameters, 'initialSupply'> & {
  template: 'fairLaunch'
  /** Keeps the whitelist until the launch; receives the coin not pooled and the LP lock. */
  owner: Address
  /** Token base units per mint. */
  mintAmount: bigint
  /** Wei of the first mint; 0 = free mint. */
  mintFee: bigint
  mintsPerAddress: number
  maxMints: number
  /** Unix seconds, within a year of now. */
  endTime: bigint
  /** Price growth over the cap, 0..100,000 basis points. */
  premiumBps: number
  /** Share of the paid coin a refund returns before the launch, 0..10,000; 0 = no refund. */
  refundBps: number
  /** Share of the coin and of the minted tokens pooled, 1..10,000 (0 in free-mint mode). */
  liquidityBps: number
  condition: FairLaunchConditionName
  /** The ERC20 to hold under 'holdToken'; the zero address otherwise. */
  conditionToken: Address
  /** Its base units; 0 unless 'holdToken'. */
  conditionAmount: bigint
  /** Seconds of linear vesting after the launch; 0 = immediate. */
  vestingDuration: number
  /** The zero address in free-mint mode. */
  router: Address
  /** The chain's shared TokenLocker; the zero address when the LP is burned. */
  locker: Address
  /** Seconds; 0 burns the LP. */
  lpLockDuration: number
}

/**
 * The ERC314 token's settings (its Token314Config; always 18 decimals). `initialSupply` is the
 * whole supply: `liquidityTokens` of it are minted to the token itself for the market's token
 * reserve (paired with the owner's coin by addLiquidity, or the sale's coin at the launch), the
 * rest to the owner.
 */
export type Token314Parameters = CommonTokenParameters & {
  owner: Address
  liquidityTokens: bigint
  feeReceiver: Address
  /** 0..2,500 basis points (the contract's MAX_FEE_BPS). */
  buyFeeBps: number
  sellFeeBps: number
  /** Base units; 0 = no limit. */
  maxWallet: bigint
}

/** The x314 extras: trading opens at a time, a share of every trade is burned, inviters earn. */
export type X314Extras = {
  /** Unix seconds; 0 = as soon as liquidity is added (or at the sale's launch). */
  tradingStartTime: bigint
  burnBps: number
  inviteBps: number
  /** Base units a transfer must carry to bind the receiver's inviter. */
  minBindAmount: bigint
}

/** The sale of an ERC314 sale version (its Sale314Config without the token). */
export type Sale314Terms = {
  /** Token base units per whole coin. */
  tokensPerCoin: bigint
  hardCap: bigint
  softCap: bigint
  minContribution: bigint
  maxContribution: bigint
  /** Unix seconds. */
  endTime: bigint
  /** Share of the raised coin that becomes the coin reserve, basis points. */
  liquidityBps: number
  /** Seconds the reserve stays locked after the launch. */
  lockDuration: bigint
  /** Receives the raised coin that is not pooled. */
  beneficiary: Address
}

export type Market314TokenParameters =
  | (Token314Parameters & { template: 'erc314' })
  | (Token314Parameters & X314Extras & { template: 'x314' })
  | (Token314Parameters & { template: 'sale314'; sale: Sale314Terms })
  | (Token314Parameters & X314Extras & { template: 'x314Sale'; sale: Sale314Terms })

export type CreateTokenParameters =
  | StandardTokenParameters
  | MemeTokenParameters
  | NormalTokenParameters
  | CompoundTokenParameters
  | MarketingTokenParameters
  | DividendTokenParameters
  | InscriptionTokenParameters
  | SaleTokenParameters
  | MarketingSaleTokenParameters
  | CompoundSaleTokenParameters
  | DividendSaleTokenParameters
  | FairLaunchTokenParameters
  | Market314TokenParameters

/**
 * The deploy step of a new token from its template's creation bytecode in `build` (see
 * `tokenTemplateBytecode`) and the creator's settings, for the step runner. Values are taken as
 * given: the form validates them first (and the constructor checks the fee cap and the renounce
 * date again on chain). The step records the build, so its verification submits that build's input.
 *
 * @example
 * const step = createTokenDeployStep(
 *   { template: 'standard', name: 'Demo', symbol: 'DEMO', decimals: 18, initialSupply: 10n ** 24n, owner },
 *   await tokenTemplateBytecode('standard', 'cancun'),
 *   'cancun',
 * )
 * await runSteps({ publicClient, walletClient, steps: [step] })
 */
export function createTokenDeployStep(
  parameters: CreateTokenParameters,
  bytecode: Hex,
  build: ContractBuild,
): DeployStep {
  const step = { ...templateDeployStep(parameters, bytecode), build }
  // A tax-family token creates the chain's swap engine through the deterministic deployment proxy
  // when there is none: on a chain with neither, the runner refuses it before the wallet is asked.
  return isTradingTemplate(parameters.template)
    ? { ...step, needsShared: swapEngineRequirement(build) }
    : step
}

function templateDeployStep(parameters: CreateTokenParameters, bytecode: Hex): DeployStep {
  const { name, symbol, decimals } = parameters
  switch (parameters.template) {
    case 'standard':
      return deploy({
        abi: tokenTemplates.standard.abi,
        bytecode,
        args: [name, symbol, decimals, parameters.initialSupply, parameters.owner],
        label: 'StandardToken',
      })
    case 'meme':
      return deploy({
        abi: tokenTemplates.meme.abi,
        bytecode,
        args: [name, symbol, decimals, parameters.initialSupply, parameters.owner, parameters.burnable],
        label: 'MemeToken',
      })
    case 'normal':
      return deploy({
        abi: tokenTemplates.normal.abi,
        bytecode,
        args: [constructorConfigOf(parameters)],
        label: 'NormalToken',
      })
    case 'compound':
      return deploy({
        abi: tokenTemplates.compound.abi,
        bytecode,
        args: [constructorConfigOf(parameters)],
        label: 'CompoundToken',
      })
    case 'marketing':
      return deploy({
        abi: tokenTemplates.marketing.abi,
        bytecode,
        args: [constructorConfigOf(parameters)],
        label: 'TaxToken',
      })
    case 'sale': {
      const { template: _template, initialSupply: totalSupply, ...config } = parameters
      return deploy({
        abi: tokenTemplates.sale.abi,
        bytecode,
        args: [{ ...config, totalSupply }],
        label: 'SaleToken',
      })
    }
    case 'marketingSale': {
      const { template: _template, sale, hub, ...config } = parameters
      const terms = termsForToken(sale)
      return deploy({
        abi: tokenTemplates.marketingSale.abi,
        bytecode,
        args: ({ results }) => [config, terms, fromFlow(hub, results)] as const,
        label: 'TaxSaleToken',
      })
    }
    case 'compoundSale': {
      const { template: _template, sale, hub, ...config } = parameters
      const terms = termsForToken(sale)
      return deploy({
        abi: tokenTemplates.compoundSale.abi,
        bytecode,
        args: ({ results }) => [config, terms, fromFlow(hub, results)] as const,
        label: 'CompoundSaleToken',
      })
    }
    case 'dividendSale':
    case 'lpDividendSale': {
      const { template, dividend, sale, hub, ...config } = parameters
      const { tracker, ...rest } = dividend
      const terms = termsForToken(sale)
      return deploy({
        abi: tokenTemplates[template].abi,
        bytecode,
        args: ({ results }) =>
          [config, { ...rest, tracker: fromFlow(tracker, results) }, terms, fromFlow(hub, results)] as const,
        label: tokenTemplates[template].contractName,
      })
    }
    case 'fairLaunch': {
      const { template: _template, condition, ...config } = parameters
      return deploy({
        abi: tokenTemplates.fairLaunch.abi,
        bytecode,
        args: [{ ...config, condition: fairLaunchConditions.indexOf(condition) }],
        label: 'FairLaunchToken',
      })
    }
    case 'erc314':
    case 'x314':
    case 'sale314':
    case 'x314Sale':
      return deploy({
        abi: tokenTemplates[parameters.template].abi,
        bytecode,
        args: market314Args(parameters) as never,
        label: tokenTemplates[parameters.template].contractName,
      })
    case 'dividend':
    case 'lpDividend': {
      const { template, dividend, ...config } = parameters
      const { tracker, ...rest } = dividend
      return deploy({
        abi: tokenTemplates[template].abi,
        bytecode,
        // The tracker may be deployed by an earlier step of the same flow.
        args: ({ results }) =>
          [
            config,
            {
              ...rest,
              tracker: fromFlow(tracker, results),
            },
          ] as const,
        label: tokenTemplates[template].contractName,
      })
    }
    case 'inscription':
      return deploy({
        abi: tokenTemplates.inscription.abi,
        bytecode,
        args: [
          name,
          symbol,
          decimals,
          parameters.maxSupply,
          parameters.amountPerMint,
          parameters.mintsPerAddress,
          parameters.creatorAllocation,
          parameters.allocationRecipient,
        ],
        label: 'InscriptionToken',
      })
  }
}

/**
 * The constructor arguments of an ERC314 template: the token's config (X314TokenConfig carries the
 * x314 options in the same struct); the sale versions wrap it in their Sale314Config, and the x314
 * sale takes its X314Options beside it.
 */
function market314Args(parameters: Market314TokenParameters): readonly unknown[] {
  const token = {
    name: parameters.name,
    symbol: parameters.symbol,
    totalSupply: parameters.initialSupply,
    liquidityTokens: parameters.liquidityTokens,
    owner: parameters.owner,
    feeReceiver: parameters.feeReceiver,
    buyFeeBps: parameters.buyFeeBps,
    sellFeeBps: parameters.sellFeeBps,
    maxWallet: parameters.maxWallet,
  }
  switch (parameters.template) {
    case 'erc314':
      return [token]
    case 'x314':
      return [{ ...token, ...x314Options(parameters) }]
    case 'sale314':
      return [{ token, ...parameters.sale }]
    case 'x314Sale':
      return [{ token, ...parameters.sale }, x314Options(parameters)]
  }
}

function x314Options({ tradingStartTime, burnBps, inviteBps, minBindAmount }: X314Extras) {
  return { tradingStartTime, burnBps, inviteBps, minBindAmount }
}

/** A shared contract's address: given, or deployed by an earlier step of the same flow. */
function fromFlow(address: Address | { fromStep: number }, results: readonly StepResult[]): Address {
  return typeof address === 'string' ? address : results[address.fromStep]!.contractAddress!
}

/** A hub sale's terms as the token's constructor takes them: it fills in the beneficiary (its owner) and the router (its own). */
function termsForToken(sale: HubSaleTerms) {
  return { ...sale, beneficiary: zeroAddress, router: zeroAddress }
}

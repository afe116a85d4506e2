import { type Address, parseEther, zeroAddress } from 'viem'
import type { ContractBuild } from '../src/evm/contractBuild.ts'
import {
  type CreateTokenParameters,
  createTokenDeployStep,
  type FairLaunchTokenParameters,
  type HubSaleTerms,
  type Market314TokenParameters,
  type MarketingSaleTokenParameters,
  type SaleTokenParameters,
} from '../src/tokens/createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../src/tokens/tokenTemplates.ts'
import { chainTime } from './chainClock.ts'
import type { LocalTestChain } from './localTestChain.ts'
import { testSaleFigures } from './testSaleFigures.ts'
import { maxWalletTokenParameters } from './testTokenParameters.ts'

/**
 * Deploys a token from its template through core's own deploy step, sent by `account`; the address
 * it created.
 *
 * @example
 * const token = await deployTemplateToken(chain, { template: 'erc314', ...market314TestBase, owner, feeReceiver: owner }, owner)
 */
export async function deployTemplateToken(
  chain: LocalTestChain,
  parameters: CreateTokenParameters,
  account: Address,
  build: ContractBuild = 'cancun',
): Promise<Address> {
  const step = createTokenDeployStep(
    parameters,
    await tokenTemplateBytecode(parameters.template, build),
    build,
  )
  const [result] = await chain.runToDone([step], account)
  return result!.contractAddress!
}

/** The price terms of {@link deployTestFairLaunch}'s launch, for the tests that work out what mints cost. */
export const testFairLaunchPricing = { mintFee: parseEther('0.01'), premiumBps: 10_000, maxMints: 4 }

/**
 * Deploys a fair launch owned by `owner`: 1,000 tokens a mint at {@link testFairLaunchPricing}, two
 * mints an address, open for a day from the chain's time, no condition or vesting, 60% of the raise
 * to liquidity locked 30 days in the chain's locker; `changes` replace any of it.
 */
export async function deployTestFairLaunch(
  chain: LocalTestChain,
  owner: Address,
  changes: Partial<FairLaunchTokenParameters> = {},
): Promise<Address> {
  const parameters: FairLaunchTokenParameters = {
    template: 'fairLaunch',
    name: 'Fair',
    symbol: 'FAIR',
    decimals: 18,
    owner,
    mintAmount: parseEther('1000'),
    mintFee: testFairLaunchPricing.mintFee,
    mintsPerAddress: 2,
    maxMints: testFairLaunchPricing.maxMints,
    endTime: (await chainTime(chain)) + 86_400n,
    premiumBps: testFairLaunchPricing.premiumBps,
    refundBps: 8_000,
    liquidityBps: 6_000,
    condition: 'none',
    conditionToken: zeroAddress,
    conditionAmount: 0n,
    vestingDuration: 0,
    router: chain.contracts.router,
    locker: chain.contracts.lock,
    lpLockDuration: 30 * 86_400,
    ...changes,
  }
  return deployTemplateToken(chain, parameters, owner)
}

/**
 * A sale's terms: 1,000 tokens a coin up to a 100-coin hard cap, no soft cap, 0.1 to 10 coins a
 * buyer, open for a day from the chain's time, 60% of the raise to liquidity locked 30 days in the
 * chain's locker; `changes` replace any of them. A hub sale token takes them as they are, a standard
 * sale token with its router.
 */
export async function testHubSaleTerms(
  chain: LocalTestChain,
  changes: Partial<HubSaleTerms> = {},
): Promise<HubSaleTerms> {
  return {
    ...testSaleFigures,
    endTime: (await chainTime(chain)) + 86_400n,
    locker: chain.contracts.lock,
    lpLockDuration: 30 * 86_400,
    ...changes,
  }
}

/**
 * Deploys a standard sale token owned by `owner`: 200,000 tokens, sold on the chain's router on
 * the terms of {@link testHubSaleTerms}; `changes` replace any of it.
 */
export async function deployTestSale(
  chain: LocalTestChain,
  owner: Address,
  changes: Partial<SaleTokenParameters> = {},
): Promise<Address> {
  const parameters: SaleTokenParameters = {
    template: 'sale',
    name: 'Sale',
    symbol: 'SALE',
    decimals: 18,
    initialSupply: parseEther('200000'),
    owner,
    router: chain.contracts.router,
    ...(await testHubSaleTerms(chain)),
    ...changes,
  }
  return deployTemplateToken(chain, parameters, owner)
}

/**
 * Deploys a marketing sale token owned by `owner` whose sale runs in `hub`: the capped marketing
 * template with no fee and no wallet limit (`token` changes any of it), and the sale terms of
 * {@link testHubSaleTerms} (`sale` changes any of them).
 */
export async function deployTestHubSale(
  chain: LocalTestChain,
  {
    owner,
    hub,
    sale = {},
    token = {},
  }: {
    owner: Address
    hub: Address
    sale?: Partial<MarketingSaleTokenParameters['sale']>
    token?: Partial<Omit<MarketingSaleTokenParameters, 'template' | 'hub' | 'sale'>>
  },
): Promise<Address> {
  const parameters: MarketingSaleTokenParameters = {
    ...maxWalletTokenParameters(owner, chain.contracts.router, parseEther('200000'), 0n),
    ...token,
    template: 'marketingSale',
    hub,
    sale: await testHubSaleTerms(chain, sale),
  }
  return deployTemplateToken(chain, parameters, owner)
}

/** An ERC314 market's terms with no owner: 1,000,000 tokens, half for liquidity, 1% buy and 2% sell fees, no wallet limit. */
export const market314TestBase = {
  name: 'Market',
  symbol: 'MKT',
  decimals: 18,
  initialSupply: parseEther('1000000'),
  liquidityTokens: parseEther('500000'),
  buyFeeBps: 100,
  sellFeeBps: 200,
  maxWallet: 0n,
}

/** What an ERC314 test market sets itself: its template's own settings, any of the base's or its owner's to change. */
export type Market314TestSettings = Market314TokenParameters extends infer parameters
  ? parameters extends Market314TokenParameters
    ? Omit<parameters, keyof typeof market314TestBase | 'owner' | 'feeReceiver'> &
        Partial<Pick<parameters, keyof typeof market314TestBase | 'owner' | 'feeReceiver'>>
    : never
  : never

/**
 * `owner` deploys an ERC314 market of `settings.template` on {@link market314TestBase}, owning it and
 * taking its fees unless `settings` says otherwise.
 *
 * @example
 * const token = await deployTest314(chain, owner, { template: 'erc314', maxWallet: parseEther('10000') })
 */
export function deployTest314(chain: LocalTestChain, owner: Address, settings: Market314TestSettings) {
  // Each member of the settings union completes its own template's parameters with the base.
  const parameters = {
    ...market314TestBase,
    owner,
    feeReceiver: owner,
    ...settings,
  } as Market314TokenParameters
  return deployTemplateToken(chain, parameters, owner)
}

/** The sale terms of an ERC314 sale token (sale314, x314Sale). */
export type Sale314Terms = Extract<Market314TokenParameters, { template: 'sale314' }>['sale']

/**
 * An ERC314 sale's terms: 1,000 tokens a coin up to a 100-coin hard cap, no soft cap, 0.1 to 10 coins
 * a buyer, open for a day from the chain's time, 60% to liquidity locked 30 days, raised for
 * `beneficiary`; `changes` replace any of them.
 */
export async function testSale314Terms(
  chain: LocalTestChain,
  beneficiary: Address,
  changes: Partial<Sale314Terms> = {},
): Promise<Sale314Terms> {
  return {
    ...testSaleFigures,
    endTime: (await chainTime(chain)) + 86_400n,
    lockDuration: 30n * 86_400n,
    beneficiary,
    ...changes,
  }
}

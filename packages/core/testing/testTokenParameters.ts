import { type Address, zeroAddress } from 'viem'
import type {
  CompoundTokenParameters,
  DividendParameters,
  MarketingTokenParameters,
  NormalTokenParameters,
} from '../src/tokens/createTokenDeployStep.ts'

/** A tax-family token's fee split with every share 0 (TaxFeeShares). */
export const noTaxFees = { liquidity: 0, marketing: 0, team: 0, burn: 0, reward: 0, fomo: 0 }

/**
 * A dividend token's dividend settings for tests: in the native coin, every holder counted, no
 * automatic processing, the tracker deployed by the create flow itself (its `tracker` is replaced).
 */
export const plainDividendSettings: DividendParameters = {
  tracker: zeroAddress,
  coin: zeroAddress,
  minHolding: 0n,
  claimWait: 3600n,
  processGas: 0,
  excluded: [],
}

/** TaxToken's TaxTokenConfig struct (the first constructor argument of every tax-family template). */
export type TaxTokenConfig = Omit<MarketingTokenParameters, 'template'>

/** What {@link taxTokenConfig} takes: the owner, the router and the supply, and any field to change. */
export type TaxTokenConfigOptions = Pick<TaxTokenConfig, 'owner' | 'router' | 'initialSupply'> &
  Partial<TaxTokenConfig>

/**
 * A TaxTokenConfig for tests: no fee, the owner receives every share and none of the
 * extras ({@link plainTaxOptions}), so a test names only what it is about. A `maxWallet` and a
 * `swapBackThreshold` go through {@link plainTaxOptions} (a threshold switches swap-back on); any
 * other field given replaces the default.
 *
 * @example
 * taxTokenConfig({ owner, router, initialSupply, buyFees: fees, swapBackThreshold: parseEther('100000') })
 */
export function taxTokenConfig({
  owner,
  router,
  initialSupply,
  maxWallet,
  swapBackThreshold,
  ...overrides
}: TaxTokenConfigOptions): TaxTokenConfig {
  return {
    name: 'Tax',
    symbol: 'TAX',
    decimals: 18,
    initialSupply,
    owner,
    router,
    quoteToken: zeroAddress,
    buyFees: noTaxFees,
    sellFees: noTaxFees,
    marketingWallet: owner,
    teamWallet: owner,
    liquidityReceiver: owner,
    ...plainTaxOptions({ maxWallet, swapBackThreshold }),
    ...overrides,
  }
}

/**
 * A marketing (TaxToken) template with no fee and only a max-wallet limit, for tests of locks whose
 * withdrawal the limit caps (core and e2e).
 */
export function maxWalletTokenParameters(
  owner: Address,
  router: Address,
  initialSupply: bigint,
  maxWallet: bigint,
): MarketingTokenParameters {
  return {
    template: 'marketing',
    ...taxTokenConfig({ owner, router, initialSupply, maxWallet, name: 'Capped', symbol: 'CAP' }),
  }
}

/**
 * The options of a tax-family token (TaxToken and the templates built on it) with none of its
 * extras: no transaction limit, invitation, fomo, blacklist, bot window, airdrop, cool down, links,
 * burn or renounce. A `maxWallet` of 0 is no limit; swap-back is on only with a `swapBackThreshold`.
 * For the tests and the gas snapshot (bench/gas).
 *
 * @example
 * { ...baseParameters, ...plainTaxOptions({ swapBackThreshold: parseEther('1000') }) }
 */
export function plainTaxOptions(options: { maxWallet?: bigint; swapBackThreshold?: bigint } = {}) {
  return {
    maxWallet: options.maxWallet ?? 0n,
    maxTx: 0n,
    swapBackEnabled: options.swapBackThreshold !== undefined,
    swapBackThreshold: options.swapBackThreshold ?? 0n,
    inviteBps: [],
    inviterMinHold: 0n,
    minTransferToBind: 0n,
    fomo: { window: 0, threshold: 0n, topWinners: 0, periodRewardBps: 0 },
    blacklistEnabled: false,
    botBlocks: 0,
    airdropCount: 0,
    tradingStartsAt: 0n,
    cooldownSeconds: 0,
    twitter: '',
    telegram: '',
    website: '',
    burnable: false,
    timedRenounceEnabled: false,
    renounceEndsAt: 0n,
  } as const
}

/** An auto-rebasing CompoundToken growing 1% an hour from `startTime`, for the Create Lock refusal. */
export function rebasingTokenParameters(
  owner: Address,
  router: Address,
  initialSupply: bigint,
  startTime: bigint,
  changes: Partial<CompoundTokenParameters> = {},
): CompoundTokenParameters {
  return {
    template: 'compound',
    name: 'Growing',
    symbol: 'GROW',
    decimals: 18,
    initialSupply,
    owner,
    router,
    quoteToken: zeroAddress,
    rate: 1_000_000,
    interval: 3600n,
    startTime,
    maxSupply: initialSupply * 100n,
    autoRebase: true,
    buyFeeBps: 0,
    sellFeeBps: 0,
    marketingWallet: owner,
    burnable: false,
    timedRenounceEnabled: false,
    renounceEndsAt: 0n,
    ...changes,
  }
}

/**
 * The normal template owned by `owner` with every power off and no fee, named Owned (OWN); `changes`
 * turn on what a test needs (the fee goes to the owner).
 */
export function normalTokenParameters(
  owner: Address,
  initialSupply: bigint,
  changes: Partial<NormalTokenParameters> = {},
): NormalTokenParameters {
  return {
    template: 'normal',
    name: 'Owned',
    symbol: 'OWN',
    decimals: 18,
    initialSupply,
    owner,
    burnable: false,
    mintable: false,
    maxSupply: 0n,
    pausable: false,
    blacklistEnabled: false,
    whitelistEnabled: false,
    timedRenounceEnabled: false,
    renounceEndsAt: 0n,
    transferBurnBps: 0,
    transferFeeBps: 0,
    feeRecipient: owner,
    ...changes,
  }
}

/** Every option of the normal template turned on (burn, mint, pause, both lists, timed renounce): its costliest form. */
export const everyNormalOption = {
  burnable: true,
  mintable: true,
  pausable: true,
  blacklistEnabled: true,
  whitelistEnabled: true,
  timedRenounceEnabled: true,
} as const satisfies Partial<NormalTokenParameters>

/**
 * The normal template with the owner powers an honest token may keep: burn, mint up to twice the
 * supply, pause, blacklist (what the safety check must call capped, not a trap).
 */
export function poweredNormalTokenParameters(
  owner: Address,
  initialSupply: bigint,
  changes: Partial<NormalTokenParameters> = {},
): NormalTokenParameters {
  return normalTokenParameters(owner, initialSupply, {
    burnable: true,
    mintable: true,
    maxSupply: initialSupply * 2n,
    pausable: true,
    blacklistEnabled: true,
    ...changes,
  })
}

/**
 * A normal template owned by `owner` that takes `transferFeeBps` of every transfer for the owner,
 * for the tax and exemption notes of Add Liquidity (core and e2e).
 */
export function transferFeeTokenParameters(
  owner: Address,
  initialSupply: bigint,
  transferFeeBps: number,
): NormalTokenParameters {
  return normalTokenParameters(owner, initialSupply, { transferFeeBps })
}

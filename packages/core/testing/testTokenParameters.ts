import { type Address, zeroAddress } from 'viem'
import type {
  CompoundTokenParameters,
  MarketingTokenParameters,
  NormalTokenParameters,
} from '../src/tokens/createTokenDeployStep.ts'

const noFees = { liquidity: 0, marketing: 0, team: 0, burn: 0, reward: 0, fomo: 0 }

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
    name: 'Capped',
    symbol: 'CAP',
    decimals: 18,
    initialSupply,
    owner,
    router,
    quoteToken: zeroAddress,
    buyFees: noFees,
    sellFees: noFees,
    marketingWallet: owner,
    teamWallet: owner,
    liquidityReceiver: owner,
    ...plainTaxOptions({ maxWallet }),
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
  }
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
    transferFeeBps,
    feeRecipient: owner,
  }
}

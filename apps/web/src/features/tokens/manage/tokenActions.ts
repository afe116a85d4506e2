import { addLiquiditySteps, liquidityDeadlineSeconds } from '@tokenbox/core/tokens/addLiquiditySteps.ts'
import {
  claimDividendsStep,
  distributeDividendsSteps,
} from '@tokenbox/core/tokens/dividends/dividendSteps.ts'
import { stakeLpSteps, unstakeLpStep } from '@tokenbox/core/tokens/dividends/stakeLpSteps.ts'
import type { TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import {
  hasOwner,
  isCompoundTemplate,
  isDividendTemplate,
  isLpDividendTemplate,
  isTradingTemplate,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { type Address, formatUnits, zeroAddress } from 'viem'
import type { ActionField, ActionValueReader } from './actionValues.ts'

/** What a multi-step action needs besides its inputs. */
export type ActionStepContext = {
  /** The submitted inputs, each as its contract argument (see {@link ActionValueReader}). */
  value: ActionValueReader
  details: TokenDetails
  account: Address
  /** The chain's wrapped native coin: a pair with it is a pair with the native coin. */
  wrappedNative: Address | undefined
}

/**
 * One thing Manage Token can do to a token: a contract function, its inputs, who may call it and
 * when it applies. `who: 'owner'` actions are refused on screen for anyone but the owner with the
 * spec's "No permission to perform related operations", before any wallet prompt.
 */
export type TokenAction = {
  id: string
  functionName: string
  fields: readonly ActionField[]
  who: 'owner' | 'holder' | 'returningOwner' | 'anyone'
  /** Irreversible: asks for confirmation first. */
  danger?: boolean
  /** Builds the call's arguments from the inputs when they are not passed one by one. */
  toArgs?: (value: ActionValueReader) => readonly unknown[]
  /** A flow of several steps (approvals, then the call) instead of one call to the token. */
  toSteps?: (context: ActionStepContext) => Step[]
  /**
   * The form's starting values: the token's current settings (so a form that sets several values
   * at once never switches off one the user did not touch), or the connected account.
   */
  initialValues?: (details: TokenDetails, account: Address | undefined) => Record<string, unknown>
  applies: (details: TokenDetails) => boolean
}

const setting = (details: TokenDetails, name: string) => details.settings[name]

/** Trading templates built on the tax token (marketing now; dividend and LP dividend extend it). */
const isTax = (details: TokenDetails): boolean => isTradingTemplate(details.template)
/**
 * A compound token that trades: the plain one always, the sale variant once its launch opened
 * trading and compounding (before it, rebases and pool deposits revert by design).
 */
const isTradingCompound = (details: TokenDetails): boolean =>
  details.template === 'compound' ||
  (details.template === 'compoundSale' && setting(details, 'tradingStartedAt') !== 0n)

const isDividend = (details: TokenDetails): boolean => isDividendTemplate(details.template)

const trackerOf = (details: TokenDetails) => setting(details, 'dividendTracker') as Address

/** A token amount setting as the form's starting text. */
const tokenText = (details: TokenDetails, name: string) => {
  const amount = setting(details, name)
  return typeof amount === 'bigint' ? formatUnits(amount, details.decimals) : undefined
}

/** A basis-point setting as the form's percent text ("2.5"). */
const percentText = (details: TokenDetails, name: string) => {
  const bps = setting(details, name)
  return typeof bps === 'number' || typeof bps === 'bigint' ? String(Number(bps) / 100) : undefined
}

/** The current values of settings a form sets, by the form's field names. */
const current = (details: TokenDetails, names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).map(([field, view]) => [field, setting(details, view)]))

/** An LP amount (18 decimals) as the form's starting text; empty when there is none. */
const lpText = (amount: unknown) =>
  typeof amount === 'bigint' && amount > 0n ? formatUnits(amount, 18) : undefined

const taxShareNames = ['liquidity', 'marketing', 'team', 'burn', 'fomo'] as const
/** Dividend templates also split a dividend (reward) share. */
const rewardShareNames = ['reward', ...taxShareNames] as const

/** The percent input of one side's share (`buy_marketing`, `sell_reward`, ...). */
const shareField = (side: 'buy' | 'sell', name: string): ActionField<'percent'> => ({
  name: `${side}_${name}`,
  kind: 'percent',
})

/** One side's TaxFeeShares from its percent inputs (a template without the share sends 0). */
function sharesOf(value: ActionValueReader, side: 'buy' | 'sell', names: readonly string[]) {
  const share = (name: string) => (names.includes(name) ? value(shareField(side, name)) : 0)
  return {
    liquidity: share('liquidity'),
    marketing: share('marketing'),
    team: share('team'),
    burn: share('burn'),
    reward: share('reward'),
    fomo: share('fomo'),
  }
}

const tokenAmountField = { name: 'tokenAmount', kind: 'amount' } as const
const quoteAmountField = { name: 'quoteAmount', kind: 'quoteAmount' } as const
const lpAmountField = { name: 'lpAmount', kind: 'lpAmount' } as const
const dividendAmountField = { name: 'amount', kind: 'dividendAmount' } as const

/** Templates with an owner (standard and meme tokens never have one). */
const ownable = (details: TokenDetails) => hasOwner(details.template)

/**
 * Every action of the built templates. Standard tokens have none (no owner, no burn); meme tokens
 * only the holder burn when created with it. An action whose option the token lacks is not shown
 * at all (its call could only revert).
 */
export const tokenActions: readonly TokenAction[] = [
  {
    id: 'mint',
    functionName: 'mint',
    fields: [
      { name: 'to', kind: 'address' },
      { name: 'amount', kind: 'amount' },
    ],
    who: 'owner',
    initialValues: (_, account) => ({ to: account }),
    applies: (d) => setting(d, 'mintable') === true,
  },
  {
    id: 'burn',
    functionName: 'burn',
    fields: [{ name: 'amount', kind: 'amount' }],
    who: 'holder',
    applies: (d) => setting(d, 'burnable') === true,
  },
  {
    id: 'pause',
    functionName: 'pause',
    fields: [],
    who: 'owner',
    applies: (d) => setting(d, 'pausable') === true && setting(d, 'paused') === false,
  },
  {
    id: 'unpause',
    functionName: 'unpause',
    fields: [],
    who: 'owner',
    applies: (d) => setting(d, 'pausable') === true && setting(d, 'paused') === true,
  },
  {
    id: 'blacklist',
    functionName: 'setBlacklisted',
    fields: [
      { name: 'account', kind: 'address' },
      { name: 'enabled', kind: 'flag' },
    ],
    who: 'owner',
    applies: (d) => setting(d, 'blacklistEnabled') === true,
  },
  {
    id: 'whitelist',
    functionName: 'setWhitelisted',
    fields: [
      { name: 'account', kind: 'address' },
      { name: 'enabled', kind: 'flag' },
    ],
    who: 'owner',
    applies: (d) => setting(d, 'whitelistEnabled') === true,
  },
  {
    id: 'disableWhitelistOnly',
    functionName: 'disableWhitelistOnly',
    fields: [],
    who: 'owner',
    danger: true,
    applies: (d) => setting(d, 'whitelistOnly') === true,
  },
  {
    id: 'feeExempt',
    functionName: 'setFeeExempt',
    fields: [
      { name: 'account', kind: 'address' },
      { name: 'enabled', kind: 'flag' },
    ],
    who: 'owner',
    applies: (d) => setting(d, 'transferBurnEnabled') === true || setting(d, 'transferFeeEnabled') === true,
  },
  {
    id: 'transferFees',
    functionName: 'setTransferFees',
    fields: [
      { name: 'burnPercent', kind: 'percent' },
      { name: 'feePercent', kind: 'percent' },
    ],
    who: 'owner',
    initialValues: (d) => ({
      burnPercent: percentText(d, 'transferBurnBps'),
      feePercent: percentText(d, 'transferFeeBps'),
    }),
    applies: (d) => setting(d, 'transferBurnEnabled') === true || setting(d, 'transferFeeEnabled') === true,
  },
  {
    id: 'feeRecipient',
    functionName: 'setFeeRecipient',
    fields: [{ name: 'account', kind: 'address' }],
    who: 'owner',
    initialValues: (d) => current(d, { account: 'feeRecipient' }),
    applies: (d) => setting(d, 'transferFeeEnabled') === true,
  },
  {
    id: 'rebase',
    functionName: 'rebase',
    fields: [],
    who: 'anyone',
    applies: (d) =>
      isTradingCompound(d) &&
      setting(d, 'compoundingEnded') === false &&
      Number(setting(d, 'pendingIntervals')) > 0,
  },
  {
    id: 'tradeFees',
    functionName: 'setFees',
    fields: [
      { name: 'buyPercent', kind: 'percent' },
      { name: 'sellPercent', kind: 'percent' },
    ],
    who: 'owner',
    initialValues: (d) => ({
      buyPercent: percentText(d, 'buyFeeBps'),
      sellPercent: percentText(d, 'sellFeeBps'),
    }),
    applies: (d) => isCompoundTemplate(d.template),
  },
  {
    id: 'marketingWallet',
    functionName: 'setMarketingWallet',
    fields: [{ name: 'account', kind: 'address' }],
    who: 'owner',
    initialValues: (d) => current(d, { account: 'marketingWallet' }),
    applies: (d) => isCompoundTemplate(d.template),
  },
  {
    id: 'tradeFeeExempt',
    functionName: 'setFeeExempt',
    fields: [
      { name: 'account', kind: 'address' },
      { name: 'enabled', kind: 'flag' },
    ],
    who: 'owner',
    applies: (d) => isCompoundTemplate(d.template),
  },
  {
    id: 'addLiquidity',
    functionName: 'addLiquidity',
    fields: [tokenAmountField, quoteAmountField],
    who: 'anyone',
    applies: (d) =>
      typeof setting(d, 'pair') === 'string' &&
      typeof setting(d, 'router') === 'string' &&
      // A compound sale token's pool is made by its launch; nothing can reach the pair before.
      (d.template !== 'compoundSale' || isTradingCompound(d)),
    toSteps: ({ value, details, account, wrappedNative }) =>
      addLiquiditySteps({
        token: details.address,
        router: setting(details, 'router') as Address,
        quoteToken: setting(details, 'quoteToken') as Address,
        nativeQuote: setting(details, 'nativeQuote') === true,
        wrappedNative,
        tokenAmount: value(tokenAmountField),
        quoteAmount: value(quoteAmountField),
        recipient: account,
        deadline: BigInt(Math.floor(Date.now() / 1000)) + liquidityDeadlineSeconds,
      }),
  },
  {
    id: 'claimDividends',
    functionName: 'claim',
    fields: [],
    who: 'anyone',
    // Only from TokenBox's tracker: a foreign one is named a risk, not used.
    applies: (d) => isDividend(d) && d.settings.trackerGenuine === true,
    toSteps: ({ details }) => [claimDividendsStep({ tracker: trackerOf(details), token: details.address })],
  },
  {
    id: 'stakeLp',
    functionName: 'stake',
    fields: [lpAmountField],
    who: 'anyone',
    applies: (d) => isLpDividendTemplate(d.template) && d.settings.trackerGenuine === true,
    initialValues: (d) => ({ lpAmount: lpText(d.settings.lpBalance) }),
    toSteps: ({ details, value }) =>
      stakeLpSteps({
        tracker: trackerOf(details),
        token: details.address,
        pair: setting(details, 'pair') as Address,
        amount: value(lpAmountField),
      }),
  },
  {
    id: 'unstakeLp',
    functionName: 'unstake',
    fields: [lpAmountField],
    who: 'anyone',
    applies: (d) =>
      isLpDividendTemplate(d.template) &&
      d.settings.trackerGenuine === true &&
      ((d.settings.dividendHolder as { staked?: bigint } | undefined)?.staked ?? 0n) > 0n,
    initialValues: (d) => ({
      lpAmount: lpText((d.settings.dividendHolder as { staked?: bigint } | undefined)?.staked),
    }),
    toSteps: ({ details, value }) => [
      unstakeLpStep({ tracker: trackerOf(details), token: details.address, amount: value(lpAmountField) }),
    ],
  },
  {
    id: 'distributeDividends',
    functionName: 'distribute',
    fields: [dividendAmountField],
    who: 'anyone',
    // The coin goes to the token's tracker: never offered into a foreign one.
    applies: (d) => isDividend(d) && d.settings.trackerGenuine === true,
    toSteps: ({ details, value }) =>
      distributeDividendsSteps({
        tracker: trackerOf(details),
        token: details.address,
        coin: setting(details, 'dividendCoin') as Address,
        amount: value(dividendAmountField),
      }),
  },
  {
    id: 'dividendRules',
    functionName: 'setDividendRules',
    fields: [
      { name: 'minHolding', kind: 'shareAmount' },
      { name: 'claimWaitHours', kind: 'hours' },
    ],
    who: 'owner',
    initialValues: (d) => {
      const book = d.settings.dividendBook as { minHolding?: bigint; claimWait?: bigint } | undefined
      if (!book) return {}
      const shareDecimals = isLpDividendTemplate(d.template) ? 18 : d.decimals
      return {
        minHolding: formatUnits(book.minHolding ?? 0n, shareDecimals),
        claimWaitHours: Number(book.claimWait ?? 0n) / 3600,
      }
    },
    applies: isDividend,
  },
  {
    id: 'dividendExcluded',
    functionName: 'setDividendExcluded',
    fields: [
      { name: 'account', kind: 'address' },
      { name: 'enabled', kind: 'flag' },
    ],
    who: 'owner',
    applies: isDividend,
  },
  {
    id: 'processGas',
    functionName: 'setProcessGas',
    fields: [{ name: 'gas', kind: 'gas' }],
    who: 'owner',
    initialValues: (d) => ({ gas: Number(setting(d, 'processGas') ?? 0) }),
    applies: isDividend,
  },
  {
    id: 'startTrading',
    functionName: 'startTrading',
    fields: [],
    who: 'owner',
    applies: (d) => isTax(d) && setting(d, 'tradingOpen') === false,
  },
  {
    id: 'taxFees',
    functionName: 'setFees',
    fields: taxShareNames.flatMap((name) => [shareField('buy', name), shareField('sell', name)]),
    who: 'owner',
    applies: (d) => d.template === 'marketing',
    toArgs: (value) => [sharesOf(value, 'buy', taxShareNames), sharesOf(value, 'sell', taxShareNames)],
    initialValues: (d) =>
      Object.fromEntries(
        (['buy', 'sell'] as const).flatMap((side) =>
          taxShareNames.map((name) => {
            const shares = setting(d, `${side}Fees`) as Record<string, number> | undefined
            return [`${side}_${name}`, String((shares?.[name] ?? 0) / 100)]
          }),
        ),
      ),
  },
  {
    id: 'taxFeesWithReward',
    functionName: 'setFees',
    fields: rewardShareNames.flatMap((name) => [shareField('buy', name), shareField('sell', name)]),
    who: 'owner',
    applies: isDividend,
    toArgs: (value) => [sharesOf(value, 'buy', rewardShareNames), sharesOf(value, 'sell', rewardShareNames)],
    initialValues: (d) =>
      Object.fromEntries(
        (['buy', 'sell'] as const).flatMap((side) =>
          rewardShareNames.map((name) => {
            const shares = setting(d, `${side}Fees`) as Record<string, number> | undefined
            return [`${side}_${name}`, String((shares?.[name] ?? 0) / 100)]
          }),
        ),
      ),
  },
  {
    id: 'receivers',
    functionName: 'setReceivers',
    fields: [
      { name: 'marketingWallet', kind: 'address' },
      { name: 'teamWallet', kind: 'address' },
      { name: 'liquidityReceiver', kind: 'address' },
    ],
    who: 'owner',
    initialValues: (d) =>
      current(d, {
        marketingWallet: 'marketingWallet',
        teamWallet: 'teamWallet',
        liquidityReceiver: 'liquidityReceiver',
      }),
    applies: isTax,
  },
  {
    id: 'limits',
    functionName: 'setLimits',
    fields: [
      { name: 'maxWallet', kind: 'amountOrZero' },
      { name: 'maxTx', kind: 'amountOrZero' },
    ],
    who: 'owner',
    initialValues: (d) => ({ maxWallet: tokenText(d, 'maxWallet'), maxTx: tokenText(d, 'maxTx') }),
    applies: isTax,
  },
  {
    id: 'exemptions',
    functionName: 'setExemptions',
    fields: [
      { name: 'account', kind: 'address' },
      { name: 'feeExempt', kind: 'flag' },
      { name: 'walletLimitExempt', kind: 'flag' },
      { name: 'txLimitExempt', kind: 'flag' },
    ],
    who: 'owner',
    applies: isTax,
  },
  {
    id: 'marketPair',
    functionName: 'setMarketPair',
    fields: [
      { name: 'account', kind: 'address' },
      { name: 'enabled', kind: 'flag' },
    ],
    who: 'owner',
    applies: isTax,
  },
  {
    id: 'swapBack',
    functionName: 'setSwapBack',
    fields: [
      { name: 'swapBackEnabled', kind: 'flag' },
      { name: 'threshold', kind: 'amount' },
    ],
    who: 'owner',
    initialValues: (d) => ({
      swapBackEnabled: setting(d, 'swapBackEnabled') === true,
      threshold: tokenText(d, 'swapBackThreshold'),
    }),
    applies: isTax,
  },
  {
    id: 'cooldown',
    functionName: 'setCooldown',
    fields: [{ name: 'seconds', kind: 'seconds' }],
    who: 'owner',
    initialValues: (d) => ({ seconds: Number(setting(d, 'cooldownSeconds') ?? 0) }),
    applies: isTax,
  },
  {
    id: 'info',
    functionName: 'setInfo',
    fields: [
      { name: 'twitter', kind: 'link' },
      { name: 'telegram', kind: 'link' },
      { name: 'website', kind: 'link' },
    ],
    who: 'owner',
    initialValues: (d) => current(d, { twitter: 'twitter', telegram: 'telegram', website: 'website' }),
    applies: isTax,
  },
  {
    id: 'transferOwnership',
    functionName: 'transferOwnership',
    fields: [{ name: 'account', kind: 'address' }],
    who: 'owner',
    danger: true,
    applies: (d) => ownable(d),
  },
  {
    id: 'renounceUntil',
    functionName: 'renounceOwnershipUntil',
    fields: [{ name: 'until', kind: 'date' }],
    who: 'owner',
    applies: (d) => setting(d, 'timedRenounceEnabled') === true,
  },
  {
    id: 'renounce',
    functionName: 'renounceOwnership',
    fields: [],
    who: 'owner',
    danger: true,
    applies: (d) => ownable(d),
  },
  {
    id: 'reclaim',
    functionName: 'reclaimOwnership',
    fields: [],
    who: 'returningOwner',
    applies: (d) => ownable(d) && setting(d, 'returningOwner') !== zeroAddress,
  },
]

const sameAccount = (a: unknown, account: Address | undefined) =>
  typeof a === 'string' && account !== undefined && a.toLowerCase() === account.toLowerCase()

/**
 * The actions of `details`' token that can be used now, in display order. Taking ownership back
 * is shown only to the returning owner (anyone else could never use it).
 */
export function actionsFor(details: TokenDetails, account: Address | undefined): TokenAction[] {
  // Without an owner (renounced, for good or until a date) no owner power can be used.
  const ownerless = details.owner === zeroAddress
  return tokenActions.filter(
    (action) =>
      action.applies(details) &&
      !(ownerless && action.who === 'owner') &&
      (action.who !== 'returningOwner' || sameAccount(details.settings.returningOwner, account)),
  )
}

/** Actions that give up ownership: refused while a restriction would outlive them (renounceBlockers). */
export const renounceActionIds: ReadonlySet<string> = new Set(['renounce', 'renounceUntil'])

/**
 * Whether `account` may use `action` now, and if not the key of the reason. The contract checks
 * again; this spares the user a wallet prompt for a transaction that can only revert.
 */
export function actionPermission(
  action: TokenAction,
  details: TokenDetails,
  account: Address | undefined,
  nowSeconds: number,
): { allowed: true } | { allowed: false; reason: string } {
  if (!account) return { allowed: false, reason: 'connectWallet' }
  const same = (a: unknown) => sameAccount(a, account)
  if (action.who === 'owner' && !same(details.owner)) return { allowed: false, reason: 'noPermission' }
  if (action.who === 'returningOwner') {
    if (!same(details.settings.returningOwner)) return { allowed: false, reason: 'noPermission' }
    if (BigInt(nowSeconds) < (details.settings.renounceEndsAt as bigint)) {
      return { allowed: false, reason: 'renounceNotOver' }
    }
  }
  return { allowed: true }
}

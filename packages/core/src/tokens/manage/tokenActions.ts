import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  formatUnits,
  zeroAddress,
} from 'viem'
import { compoundTokenAbi } from '../../contracts/CompoundToken.abi.ts'
import { dividendTokenAbi } from '../../contracts/DividendToken.abi.ts'
import { normalTokenAbi } from '../../contracts/NormalToken.abi.ts'
import { taxTokenAbi } from '../../contracts/TaxToken.abi.ts'
import { call } from '../../transactions/call.ts'
import type { Step } from '../../transactions/types.ts'
import { addLiquiditySteps, liquidityDeadlineSeconds } from '../addLiquiditySteps.ts'
import { claimDividendsStep, distributeDividendsSteps } from '../dividends/dividendSteps.ts'
import { stakeLpSteps, unstakeLpStep } from '../dividends/stakeLpSteps.ts'
import type { TokenDetails, TokenSettings } from '../readTokenDetails.ts'
import {
  hasOwner,
  isCompoundTemplate,
  isDividendTemplate,
  isLpDividendTemplate,
  isTradingTemplate,
} from '../tokenTemplates.ts'
import type { ActionField, ActionFieldKind, ActionValueReader } from './actionValues.ts'

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
 * One thing Manage Token can do to a token: its inputs, who may call it, when it applies and the
 * steps it sends. `who: 'owner'` actions are refused on screen for anyone but the owner with the
 * spec's "No permission to perform related operations", before any wallet prompt.
 */
export type TokenAction = {
  id: string
  fields: readonly ActionField[]
  who: 'owner' | 'holder' | 'returningOwner' | 'anyone'
  /** Irreversible: asks for confirmation first. */
  danger?: boolean
  /**
   * The steps from the submitted inputs: one call to the token (typed against the ABI of the
   * template family that has the function; tokenActions.test.ts checks every template the action
   * applies to has the same function), or a flow (approvals, then a call to the tracker or router).
   */
  steps: (context: ActionStepContext) => Step[]
  /**
   * The form's starting values: the token's current settings (so a form that sets several values
   * at once never switches off one the user did not touch), or the connected account.
   */
  initialValues?: (details: TokenDetails, account: Address | undefined) => Record<string, unknown>
  applies: (details: TokenDetails) => boolean
}

/** A setting as readTokenDetails read it, typed from the templates' ABIs. */
const setting = <name extends keyof TokenSettings>(details: TokenDetails, name: name): TokenSettings[name] =>
  details.settings[name]

/**
 * A setting an action's steps need, which its `applies` found there: a token without it is an
 * error here rather than a call with an empty address.
 */
function required<name extends keyof TokenSettings>(
  details: TokenDetails,
  name: name,
): NonNullable<TokenSettings[name]> {
  const value = details.settings[name]
  if (value === undefined || value === null) throw new Error(`The ${details.template} token has no ${name}`)
  return value
}

type Mutability = 'nonpayable' | 'payable'

/**
 * The steps of an action that is one call to the token itself, typed against `abi`: viem checks
 * the function's name and its arguments' types at compile time, so a renamed or re-typed Solidity
 * function breaks the build instead of reverting in a user's wallet.
 *
 * @example
 * tokenCall(taxTokenAbi, 'setLimits', (value) => [value(maxWalletField), value(maxTxField)])
 */
function tokenCall<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, Mutability>,
  const args extends ContractFunctionArgs<abi, Mutability, functionName>,
>(
  abi: abi,
  functionName: functionName,
  args: (value: ActionValueReader) => args,
): (context: ActionStepContext) => Step[] {
  return ({ details, value }) => [
    call({
      address: details.address,
      abi: abi as Abi,
      functionName,
      args: args(value) as readonly unknown[],
    }),
  ]
}

/** An input of an action's form, typed by its kind (its value's type follows: see actionValues.ts). */
const field = <Kind extends ActionFieldKind>(name: string, kind: Kind): ActionField<Kind> => ({ name, kind })

const toField = field('to', 'address')
const amountField = field('amount', 'amount')
const accountField = field('account', 'address')
const enabledField = field('enabled', 'flag')

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

const trackerOf = (details: TokenDetails) => required(details, 'dividendTracker')

/** A token amount setting as the form's starting text. */
const tokenText = (details: TokenDetails, name: keyof TokenSettings) => {
  const amount = setting(details, name)
  return typeof amount === 'bigint' ? formatUnits(amount, details.decimals) : undefined
}

/** A basis-point setting as the form's percent text ("2.5"). */
const percentText = (details: TokenDetails, name: keyof TokenSettings) => {
  const bps = setting(details, name)
  return typeof bps === 'number' || typeof bps === 'bigint' ? String(Number(bps) / 100) : undefined
}

/** The current values of settings a form sets, by the form's field names. */
const current = (details: TokenDetails, names: Record<string, keyof TokenSettings>) =>
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

/** One side's shares as the form's starting percent texts (`buy_marketing: '2'`, ...). */
const shareTexts = (details: TokenDetails, names: readonly (typeof rewardShareNames)[number][]) =>
  Object.fromEntries(
    (['buy', 'sell'] as const).flatMap((side) =>
      names.map((name) => {
        const shares = setting(details, `${side}Fees`)
        return [`${side}_${name}`, String((shares?.[name] ?? 0) / 100)]
      }),
    ),
  )

const tokenAmountField = field('tokenAmount', 'amount')
const quoteAmountField = field('quoteAmount', 'quoteAmount')
const lpAmountField = field('lpAmount', 'lpAmount')
const dividendAmountField = field('amount', 'dividendAmount')
const burnPercentField = field('burnPercent', 'percent')
const feePercentField = field('feePercent', 'percent')
const buyPercentField = field('buyPercent', 'percent')
const sellPercentField = field('sellPercent', 'percent')
const minHoldingField = field('minHolding', 'shareAmount')
const claimWaitField = field('claimWaitHours', 'hours')
const gasField = field('gas', 'gas')
const marketingWalletField = field('marketingWallet', 'address')
const teamWalletField = field('teamWallet', 'address')
const liquidityReceiverField = field('liquidityReceiver', 'address')
const maxWalletField = field('maxWallet', 'amountOrZero')
const maxTxField = field('maxTx', 'amountOrZero')
const feeExemptField = field('feeExempt', 'flag')
const walletLimitExemptField = field('walletLimitExempt', 'flag')
const txLimitExemptField = field('txLimitExempt', 'flag')
const swapBackEnabledField = field('swapBackEnabled', 'flag')
const thresholdField = field('threshold', 'amount')
const secondsField = field('seconds', 'seconds')
const twitterField = field('twitter', 'link')
const telegramField = field('telegram', 'link')
const websiteField = field('website', 'link')
const untilField = field('until', 'date')

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
    fields: [toField, amountField],
    who: 'owner',
    initialValues: (_, account) => ({ to: account }),
    applies: (d) => setting(d, 'mintable') === true,
    steps: tokenCall(normalTokenAbi, 'mint', (value) => [value(toField), value(amountField)]),
  },
  {
    id: 'burn',
    fields: [amountField],
    who: 'holder',
    applies: (d) => setting(d, 'burnable') === true,
    steps: tokenCall(normalTokenAbi, 'burn', (value) => [value(amountField)]),
  },
  {
    id: 'pause',
    fields: [],
    who: 'owner',
    applies: (d) => setting(d, 'pausable') === true && setting(d, 'paused') === false,
    steps: tokenCall(normalTokenAbi, 'pause', () => []),
  },
  {
    id: 'unpause',
    fields: [],
    who: 'owner',
    applies: (d) => setting(d, 'pausable') === true && setting(d, 'paused') === true,
    steps: tokenCall(normalTokenAbi, 'unpause', () => []),
  },
  {
    id: 'blacklist',
    fields: [accountField, enabledField],
    who: 'owner',
    applies: (d) => setting(d, 'blacklistEnabled') === true,
    steps: tokenCall(normalTokenAbi, 'setBlacklisted', (value) => [value(accountField), value(enabledField)]),
  },
  {
    id: 'whitelist',
    fields: [accountField, enabledField],
    who: 'owner',
    applies: (d) => setting(d, 'whitelistEnabled') === true,
    steps: tokenCall(normalTokenAbi, 'setWhitelisted', (value) => [value(accountField), value(enabledField)]),
  },
  {
    id: 'disableWhitelistOnly',
    fields: [],
    who: 'owner',
    danger: true,
    applies: (d) => setting(d, 'whitelistOnly') === true,
    steps: tokenCall(normalTokenAbi, 'disableWhitelistOnly', () => []),
  },
  {
    id: 'feeExempt',
    fields: [accountField, enabledField],
    who: 'owner',
    applies: (d) => setting(d, 'transferBurnEnabled') === true || setting(d, 'transferFeeEnabled') === true,
    steps: tokenCall(normalTokenAbi, 'setFeeExempt', (value) => [value(accountField), value(enabledField)]),
  },
  {
    id: 'transferFees',
    fields: [burnPercentField, feePercentField],
    who: 'owner',
    initialValues: (d) => ({
      burnPercent: percentText(d, 'transferBurnBps'),
      feePercent: percentText(d, 'transferFeeBps'),
    }),
    applies: (d) => setting(d, 'transferBurnEnabled') === true || setting(d, 'transferFeeEnabled') === true,
    steps: tokenCall(normalTokenAbi, 'setTransferFees', (value) => [
      value(burnPercentField),
      value(feePercentField),
    ]),
  },
  {
    id: 'feeRecipient',
    fields: [accountField],
    who: 'owner',
    initialValues: (d) => current(d, { account: 'feeRecipient' }),
    applies: (d) => setting(d, 'transferFeeEnabled') === true,
    steps: tokenCall(normalTokenAbi, 'setFeeRecipient', (value) => [value(accountField)]),
  },
  {
    id: 'rebase',
    fields: [],
    who: 'anyone',
    applies: (d) =>
      isTradingCompound(d) &&
      setting(d, 'compoundingEnded') === false &&
      Number(setting(d, 'pendingIntervals')) > 0,
    steps: tokenCall(compoundTokenAbi, 'rebase', () => []),
  },
  {
    id: 'tradeFees',
    fields: [buyPercentField, sellPercentField],
    who: 'owner',
    initialValues: (d) => ({
      buyPercent: percentText(d, 'buyFeeBps'),
      sellPercent: percentText(d, 'sellFeeBps'),
    }),
    applies: (d) => isCompoundTemplate(d.template),
    steps: tokenCall(compoundTokenAbi, 'setFees', (value) => [
      value(buyPercentField),
      value(sellPercentField),
    ]),
  },
  {
    id: 'marketingWallet',
    fields: [accountField],
    who: 'owner',
    initialValues: (d) => current(d, { account: 'marketingWallet' }),
    applies: (d) => isCompoundTemplate(d.template),
    steps: tokenCall(compoundTokenAbi, 'setMarketingWallet', (value) => [value(accountField)]),
  },
  {
    id: 'tradeFeeExempt',
    fields: [accountField, enabledField],
    who: 'owner',
    applies: (d) => isCompoundTemplate(d.template),
    steps: tokenCall(compoundTokenAbi, 'setFeeExempt', (value) => [value(accountField), value(enabledField)]),
  },
  {
    id: 'addLiquidity',
    fields: [tokenAmountField, quoteAmountField],
    who: 'anyone',
    applies: (d) =>
      typeof setting(d, 'pair') === 'string' &&
      typeof setting(d, 'router') === 'string' &&
      // A compound sale token's pool is made by its launch; nothing can reach the pair before.
      (d.template !== 'compoundSale' || isTradingCompound(d)),
    steps: ({ value, details, account, wrappedNative }) =>
      addLiquiditySteps({
        token: details.address,
        router: required(details, 'router'),
        quoteToken: required(details, 'quoteToken'),
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
    fields: [],
    who: 'anyone',
    // Only from TokenBox's tracker: a foreign one is named a risk, not used.
    applies: (d) => isDividend(d) && d.settings.trackerGenuine === true,
    steps: ({ details }) => [claimDividendsStep({ tracker: trackerOf(details), token: details.address })],
  },
  {
    id: 'stakeLp',
    fields: [lpAmountField],
    who: 'anyone',
    applies: (d) => isLpDividendTemplate(d.template) && d.settings.trackerGenuine === true,
    initialValues: (d) => ({ lpAmount: lpText(d.settings.lpBalance) }),
    steps: ({ details, value }) =>
      stakeLpSteps({
        tracker: trackerOf(details),
        token: details.address,
        pair: required(details, 'pair'),
        amount: value(lpAmountField),
      }),
  },
  {
    id: 'unstakeLp',
    fields: [lpAmountField],
    who: 'anyone',
    applies: (d) =>
      isLpDividendTemplate(d.template) &&
      d.settings.trackerGenuine === true &&
      (d.settings.dividendHolder?.staked ?? 0n) > 0n,
    initialValues: (d) => ({
      lpAmount: lpText(d.settings.dividendHolder?.staked),
    }),
    steps: ({ details, value }) => [
      unstakeLpStep({ tracker: trackerOf(details), token: details.address, amount: value(lpAmountField) }),
    ],
  },
  {
    id: 'distributeDividends',
    fields: [dividendAmountField],
    who: 'anyone',
    // The coin goes to the token's tracker: never offered into a foreign one.
    applies: (d) => isDividend(d) && d.settings.trackerGenuine === true,
    steps: ({ details, value }) =>
      distributeDividendsSteps({
        tracker: trackerOf(details),
        token: details.address,
        coin: required(details, 'dividendCoin'),
        amount: value(dividendAmountField),
      }),
  },
  {
    id: 'dividendRules',
    fields: [minHoldingField, claimWaitField],
    who: 'owner',
    initialValues: (d) => {
      const book = d.settings.dividendBook
      if (!book) return {}
      const shareDecimals = isLpDividendTemplate(d.template) ? 18 : d.decimals
      return {
        minHolding: formatUnits(book.minHolding ?? 0n, shareDecimals),
        claimWaitHours: Number(book.claimWait ?? 0n) / 3600,
      }
    },
    applies: isDividend,
    steps: tokenCall(dividendTokenAbi, 'setDividendRules', (value) => [
      value(minHoldingField),
      value(claimWaitField),
    ]),
  },
  {
    id: 'dividendExcluded',
    fields: [accountField, enabledField],
    who: 'owner',
    applies: isDividend,
    steps: tokenCall(dividendTokenAbi, 'setDividendExcluded', (value) => [
      value(accountField),
      value(enabledField),
    ]),
  },
  {
    id: 'processGas',
    fields: [gasField],
    who: 'owner',
    initialValues: (d) => ({ gas: Number(setting(d, 'processGas') ?? 0) }),
    applies: isDividend,
    steps: tokenCall(dividendTokenAbi, 'setProcessGas', (value) => [BigInt(value(gasField))]),
  },
  {
    id: 'startTrading',
    fields: [],
    who: 'owner',
    applies: (d) => isTax(d) && setting(d, 'tradingOpen') === false,
    steps: tokenCall(taxTokenAbi, 'startTrading', () => []),
  },
  {
    id: 'taxFees',
    fields: taxShareNames.flatMap((name) => [shareField('buy', name), shareField('sell', name)]),
    who: 'owner',
    applies: (d) => d.template === 'marketing',
    steps: tokenCall(taxTokenAbi, 'setFees', (value) => [
      sharesOf(value, 'buy', taxShareNames),
      sharesOf(value, 'sell', taxShareNames),
    ]),
    initialValues: (d) => shareTexts(d, taxShareNames),
  },
  {
    id: 'taxFeesWithReward',
    fields: rewardShareNames.flatMap((name) => [shareField('buy', name), shareField('sell', name)]),
    who: 'owner',
    applies: isDividend,
    steps: tokenCall(dividendTokenAbi, 'setFees', (value) => [
      sharesOf(value, 'buy', rewardShareNames),
      sharesOf(value, 'sell', rewardShareNames),
    ]),
    initialValues: (d) => shareTexts(d, rewardShareNames),
  },
  {
    id: 'receivers',
    fields: [marketingWalletField, teamWalletField, liquidityReceiverField],
    who: 'owner',
    initialValues: (d) =>
      current(d, {
        marketingWallet: 'marketingWallet',
        teamWallet: 'teamWallet',
        liquidityReceiver: 'liquidityReceiver',
      }),
    applies: isTax,
    steps: tokenCall(taxTokenAbi, 'setReceivers', (value) => [
      value(marketingWalletField),
      value(teamWalletField),
      value(liquidityReceiverField),
    ]),
  },
  {
    id: 'limits',
    fields: [maxWalletField, maxTxField],
    who: 'owner',
    initialValues: (d) => ({ maxWallet: tokenText(d, 'maxWallet'), maxTx: tokenText(d, 'maxTx') }),
    applies: isTax,
    steps: tokenCall(taxTokenAbi, 'setLimits', (value) => [value(maxWalletField), value(maxTxField)]),
  },
  {
    id: 'exemptions',
    fields: [accountField, feeExemptField, walletLimitExemptField, txLimitExemptField],
    who: 'owner',
    applies: isTax,
    steps: tokenCall(taxTokenAbi, 'setExemptions', (value) => [
      value(accountField),
      value(feeExemptField),
      value(walletLimitExemptField),
      value(txLimitExemptField),
    ]),
  },
  {
    id: 'marketPair',
    fields: [accountField, enabledField],
    who: 'owner',
    applies: isTax,
    steps: tokenCall(taxTokenAbi, 'setMarketPair', (value) => [value(accountField), value(enabledField)]),
  },
  {
    id: 'swapBack',
    fields: [swapBackEnabledField, thresholdField],
    who: 'owner',
    initialValues: (d) => ({
      swapBackEnabled: setting(d, 'swapBackEnabled') === true,
      threshold: tokenText(d, 'swapBackThreshold'),
    }),
    applies: isTax,
    steps: tokenCall(taxTokenAbi, 'setSwapBack', (value) => [
      value(swapBackEnabledField),
      value(thresholdField),
    ]),
  },
  {
    id: 'cooldown',
    fields: [secondsField],
    who: 'owner',
    initialValues: (d) => ({ seconds: Number(setting(d, 'cooldownSeconds') ?? 0) }),
    applies: isTax,
    steps: tokenCall(taxTokenAbi, 'setCooldown', (value) => [BigInt(value(secondsField))]),
  },
  {
    id: 'info',
    fields: [twitterField, telegramField, websiteField],
    who: 'owner',
    initialValues: (d) => current(d, { twitter: 'twitter', telegram: 'telegram', website: 'website' }),
    applies: isTax,
    steps: tokenCall(taxTokenAbi, 'setInfo', (value) => [
      value(twitterField),
      value(telegramField),
      value(websiteField),
    ]),
  },
  {
    id: 'transferOwnership',
    fields: [accountField],
    who: 'owner',
    danger: true,
    applies: (d) => ownable(d),
    steps: tokenCall(normalTokenAbi, 'transferOwnership', (value) => [value(accountField)]),
  },
  {
    id: 'renounceUntil',
    fields: [untilField],
    who: 'owner',
    applies: (d) => setting(d, 'timedRenounceEnabled') === true,
    steps: tokenCall(normalTokenAbi, 'renounceOwnershipUntil', (value) => [value(untilField)]),
  },
  {
    id: 'renounce',
    fields: [],
    who: 'owner',
    danger: true,
    applies: (d) => ownable(d),
    steps: tokenCall(normalTokenAbi, 'renounceOwnership', () => []),
  },
  {
    id: 'reclaim',
    fields: [],
    who: 'returningOwner',
    // Only templates with a timed renounce name a returning owner.
    applies: (d) => {
      const returning = setting(d, 'returningOwner')
      return ownable(d) && typeof returning === 'string' && returning !== zeroAddress
    },
    steps: tokenCall(normalTokenAbi, 'reclaimOwnership', () => []),
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

/** Why {@link actionPermission} refuses: no wallet, not the account the action needs, too early. */
export type ActionRefusal = 'connectWallet' | 'noPermission' | 'renounceNotOver'

/**
 * Whether `account` may use `action` now, and if not the key of the reason. The contract checks
 * again; this spares the user a wallet prompt for a transaction that can only revert.
 */
export function actionPermission(
  action: TokenAction,
  details: TokenDetails,
  account: Address | undefined,
  nowSeconds: number,
): { allowed: true } | { allowed: false; reason: ActionRefusal } {
  if (!account) return { allowed: false, reason: 'connectWallet' }
  const same = (a: unknown) => sameAccount(a, account)
  if (action.who === 'owner' && !same(details.owner)) return { allowed: false, reason: 'noPermission' }
  if (action.who === 'returningOwner') {
    if (!same(details.settings.returningOwner)) return { allowed: false, reason: 'noPermission' }
    if (BigInt(nowSeconds) < (details.settings.renounceEndsAt ?? 0n)) {
      return { allowed: false, reason: 'renounceNotOver' }
    }
  }
  return { allowed: true }
}

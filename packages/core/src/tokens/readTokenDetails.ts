import {
  type Address,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  erc20Abi,
  hexToBytes,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import { dividendTrackerAbi, dividendTrackerRuntime } from '../contracts/DividendTracker.abi.ts'
import { readToken, type Token } from '../erc20/readToken.ts'
import { BaseError } from '../errors/BaseError.ts'
import type { AnyContractRead, ReadMutability } from '../evm/contractReads.ts'
import { matchesRuntime } from '../evm/matchesRuntime.ts'
import { readContractsAt } from '../evm/readContractsAt.ts'
import { readTokenTemplate } from './readTokenTemplate.ts'
import { isLpDividendTemplate, type TokenTemplateId, tokenTemplates } from './tokenTemplates.ts'

/** A coin a template names (its pair's quote coin, its dividend coin): a token, or the read fails. */
async function readCoin(client: PublicClient, address: Address): Promise<Token> {
  const token = await readToken(client, { token: address })
  if (!token)
    throw new BaseError(`${address} does not answer as an ERC-20 token.`, { name: 'NotATokenError' })
  return token
}

/** A view of `template`'s contract, by name: checked against its ABI at compile time. */
type TemplateView<template extends TokenTemplateId> = ContractFunctionName<
  (typeof tokenTemplates)[template]['abi'],
  ReadMutability
>

/** Every template's owner view (an Ownable's). */
const ownerAbi = parseAbi(['function owner() view returns (address)'])

/**
 * Settings the marketing (tax) and compound templates share: the burn switch, the timed renounce
 * with its returning owner, and the pool the token trades in.
 */
const pooledTokenViews = [
  'burnable',
  'timedRenounceEnabled',
  'returningOwner',
  'renounceEndsAt',
  'router',
  'pair',
  'quoteToken',
] as const

/** Settings of the marketing (tax) template, which the dividend templates extend. */
const marketingViews = [
  ...pooledTokenViews,
  'nativeQuote',
  'buyFees',
  'sellFees',
  'MAX_TOTAL_FEE_BPS',
  'marketingWallet',
  'teamWallet',
  'liquidityReceiver',
  'maxWallet',
  'maxTx',
  'swapBackEnabled',
  'swapBackThreshold',
  'pendingSwapBack',
  'tradingOpen',
  'tradingStartsAt',
  'cooldownSeconds',
  'blacklistEnabled',
  'inviteEnabled',
  'inviteBps',
  'inviterMinHold',
  'minTransferToBind',
  'fomoEnabled',
  'fomoPool',
  'botBlocks',
  'airdropCount',
  'twitter',
  'telegram',
  'website',
] as const

/**
 * What the dividend templates add to the marketing template's settings. The dividend coin is not
 * among them: the token has no getter for it (EIP-170 room for the sale variants); it is the
 * tracker's book's `coin` (`dividendCoin` below).
 */
const dividendViews = ['dividendTracker', 'processGas'] as const

/** Settings of the compound template, which its sale variant extends. */
const compoundViews = [
  ...pooledTokenViews,
  'rate',
  'RATE_DENOMINATOR',
  'interval',
  'startTime',
  'maxSupply',
  'autoRebase',
  'epoch',
  'lastRebaseAt',
  'nextRebaseAt',
  'pendingIntervals',
  'compoundingEnded',
  'buyFeeBps',
  'sellFeeBps',
  'MAX_TOTAL_FEE_BPS',
  'marketingWallet',
] as const

/** What every ERC314 template shows in Manage Token: its market's settings. */
const market314Views = [
  'buyFeeBps',
  'sellFeeBps',
  'feeReceiver',
  'maxWallet',
  'liquidityProvider',
  'liquidityLockedUntil',
  'tradingOpen',
] as const

/** The settings each template exposes by view name (Manage Token offers an action by them). */
export const templateViews = {
  standard: [],
  meme: ['burnable'],
  normal: [
    'burnable',
    'mintable',
    'maxSupply',
    'pausable',
    'blacklistEnabled',
    'whitelistEnabled',
    'timedRenounceEnabled',
    'transferBurnEnabled',
    'transferFeeEnabled',
    'feeRecipient',
    'transferBurnBps',
    'transferFeeBps',
    'paused',
    'whitelistOnly',
    'returningOwner',
    'renounceEndsAt',
    'MAX_TOTAL_FEE_BPS',
  ],
  compound: compoundViews,
  // The sale itself is read from the hub (readSaleState); trading (and compounding) opened when.
  compoundSale: [...compoundViews, 'tradingStartedAt'],
  marketing: marketingViews,
  // The sale itself is read from the hub (readSaleState).
  marketingSale: marketingViews,
  dividend: [...marketingViews, ...dividendViews],
  lpDividend: [...marketingViews, ...dividendViews],
  dividendSale: [...marketingViews, ...dividendViews],
  lpDividendSale: [...marketingViews, ...dividendViews],
  inscription: [
    'maxSupply',
    'amountPerMint',
    'mintsPerAddress',
    'creatorAllocation',
    'mintCount',
    'mintsLeft',
    'minterCount',
  ],
  sale: [
    'beneficiary',
    'tokensPerCoin',
    'hardCap',
    'softCap',
    'minContribution',
    'maxContribution',
    'endTime',
    'liquidityBps',
    'router',
    'locker',
    'lpLockDuration',
    'statedSupply',
    'saleSupply',
    'liquiditySupply',
    'totalRaised',
    'buyerCount',
    'tradingStarted',
    'phase',
  ],
  fairLaunch: [
    'creator',
    'mintAmount',
    'mintFee',
    'mintsPerAddress',
    'maxMints',
    'endTime',
    'premiumBps',
    'refundBps',
    'liquidityBps',
    'condition',
    'conditionToken',
    'conditionAmount',
    'vestingDuration',
    'pair',
    'locker',
    'lpLockDuration',
    'statedSupply',
    'totalMints',
    'minterCount',
    'launchedAt',
    'funds',
    'phase',
  ],
  // The ERC314 family's own screens read it with read314State; these are what Manage Token of
  // another coin screen shows if one is loaded there.
  erc314: market314Views,
  x314: [...market314Views, 'tradingStartTime', 'burnBps', 'inviteBps', 'minBindAmount'],
  sale314: [...market314Views, 'phase', 'raised', 'hardCap', 'softCap', 'endTime'],
  x314Sale: [
    ...market314Views,
    'phase',
    'raised',
    'hardCap',
    'softCap',
    'endTime',
    'tradingStartTime',
    'burnBps',
  ],
} as const satisfies { [template in TokenTemplateId]: readonly TemplateView<template>[] }

/** `template`'s settings by view name, each typed from the template's ABI. */
type TemplateViewValues<template extends TokenTemplateId> = {
  [view in (typeof templateViews)[template][number]]: view extends TemplateView<template>
    ? ContractFunctionReturnType<(typeof tokenTemplates)[template]['abi'], ReadMutability, view>
    : never
}

/** A setting any template has (see {@link templateViews}). */
export type TemplateSettingName = (typeof templateViews)[TokenTemplateId][number]

/** What `view` answers, on the templates that have it. */
type TemplateSettingValue<view extends TemplateSettingName> = {
  [template in TokenTemplateId]: view extends keyof TemplateViewValues<template>
    ? TemplateViewValues<template>[view]
    : never
}[TokenTemplateId]

/**
 * The template's own settings by view name ({@link templateViews}), each typed from the ABIs of
 * the templates that have it, and absent on the others.
 */
export type TemplateSettings = { [view in TemplateSettingName]?: TemplateSettingValue<view> }

/** A dividend token's book in the tracker, and a holder's part of it. */
type DividendBook = ContractFunctionReturnType<typeof dividendTrackerAbi, ReadMutability, 'getBook'>
type DividendHolder = ContractFunctionReturnType<typeof dividendTrackerAbi, ReadMutability, 'getHolder'>

/**
 * A token's settings as Manage Token shows them: the template's own ({@link TemplateSettings}) and
 * what is read beside them. Trading templates add the pair's other coin's `quoteDecimals` and
 * `quoteSymbol`; dividend templates add `trackerGenuine` (the tracker's code is TokenBox's
 * DividendTracker: only then are `dividendBook` and `dividendHolder` read from it), the book's
 * `dividendCoin`, `dividendCoinDecimals`, `dividendCoinSymbol` and, for LP dividends, the reader's
 * unstaked `lpBalance`.
 */
export type TokenSettings = TemplateSettings & {
  quoteDecimals?: number | undefined
  quoteSymbol?: string | undefined
  trackerGenuine?: boolean | undefined
  /** The zero address: the native coin; undefined behind a foreign tracker. */
  dividendCoin?: Address | undefined
  dividendBook?: DividendBook | undefined
  dividendHolder?: DividendHolder | undefined
  dividendCoinDecimals?: number | undefined
  /** '?' behind a foreign tracker; undefined for the native coin (its symbol is the chain's). */
  dividendCoinSymbol?: string | undefined
  lpBalance?: bigint | undefined
  /** The ERC314 templates' fee cap: read by the safety check only (Manage Token does not show it). */
  MAX_FEE_BPS?: number | undefined
}

export type TokenDetails = {
  address: Address
  template: TokenTemplateId
  name: string
  symbol: string
  decimals: number
  totalSupply: bigint
  /** The zero address when there is no owner (never had one, or renounced). */
  owner: Address
  /** The reader's balance, when an account was given. */
  balance: bigint | undefined
  /**
   * The latest block's timestamp when the token was read: the chain's clock, which dates such as
   * the end of a timed renounce are compared with (a device's clock can be wrong, a development
   * chain's can run ahead).
   */
  chainTime: bigint
  /** The template's own settings by view name, and what is read beside them ({@link TokenSettings}). */
  settings: TokenSettings
}

/**
 * Details of a token of `template` (a union of templates: of any of them): its own settings
 * ({@link templateViews}) all present, each typed by that template's ABI, as readTokenDetails reads
 * every one of them. Narrowed to with {@link isTemplateDetails}.
 */
export type TemplateDetails<template extends TokenTemplateId> = template extends TokenTemplateId
  ? TokenDetails & { template: template; settings: TemplateViewValues<template> }
  : never

/**
 * Whether `details` are those of a template `is` accepts (a template guard such as
 * isCompoundTemplate): their settings are then typed as that template's, none missing.
 *
 * @example
 * if (isTemplateDetails(details, isCompoundTemplate)) details.settings.nextRebaseAt // bigint
 */
export function isTemplateDetails<template extends TokenTemplateId>(
  details: TokenDetails,
  is: (id: TokenTemplateId) => id is template,
): details is TemplateDetails<template> {
  return is(details.template)
}

/**
 * Everything Manage Token shows about a token: which TokenBox template it is (from its code; see
 * identifyTokenTemplate), its ERC-20 facts, its owner and its template's settings. Undefined when
 * the address holds no TokenBox token on this chain, so the screen can say "No information about
 * this contract for current chain".
 *
 * @example
 * const details = await readTokenDetails(publicClient, { address, account })
 * if (!details) showNotFound()
 */
export async function readTokenDetails(
  client: PublicClient,
  parameters: { address: Address; account?: Address | undefined },
): Promise<TokenDetails | undefined> {
  const { address, account } = parameters
  const template = await readTokenTemplate(client, { address })
  if (!template) return undefined
  const { abi } = tokenTemplates[template]
  const views: readonly TemplateSettingName[] = templateViews[template]
  // The names are checked against each template's ABI above (templateViews); the template is known
  // only at run time, so these reads are typed as any read and their answers by name below.
  const settingReads: readonly AnyContractRead[] = templateViews[template].map((functionName) => ({
    address,
    abi,
    functionName,
  }))
  const token = { address, abi: erc20Abi } as const
  // A trading template has about forty settings: one aggregate3 call where the chain has Multicall3
  // (every catalogue chain that lists it, and the local chain), else one call per view.
  const [[[name, symbol, decimals, totalSupply, owner, balance], values], block] = await Promise.all([
    readContractsAt(client, 'latest', [
      [
        { ...token, functionName: 'name' },
        { ...token, functionName: 'symbol' },
        { ...token, functionName: 'decimals' },
        { ...token, functionName: 'totalSupply' },
        // Every template has an owner (the zero address once renounced).
        { address, abi: ownerAbi, functionName: 'owner' },
        account ? ({ ...token, functionName: 'balanceOf', args: [account] } as const) : undefined,
      ],
      settingReads,
    ]),
    client.getBlock({ blockTag: 'latest' }),
  ])
  const settings: TokenSettings = byView(views, values)
  // Trading templates: the pair's other coin, so amounts of it can be shown and typed.
  if (settings.quoteToken !== undefined) {
    const quote = await readCoin(client, settings.quoteToken)
    settings.quoteDecimals = quote.decimals
    settings.quoteSymbol = quote.symbol
  }
  // Dividend templates: the token's book in the shared tracker, and the reader's part of it. The
  // tracker is a constructor argument: only TokenBox's own tracker code is read (a foreign one could
  // answer anything, or nothing); the screens name a foreign tracker as a risk.
  const tracker = settings.dividendTracker
  if (tracker !== undefined) {
    const trackerCode = await client.getCode({ address: tracker })
    settings.trackerGenuine = Boolean(
      trackerCode && matchesRuntime(hexToBytes(trackerCode), dividendTrackerRuntime),
    )
    const { pair } = settings
    const [book, holder, lpBalance] = await Promise.all([
      settings.trackerGenuine
        ? client.readContract({
            address: tracker,
            abi: dividendTrackerAbi,
            functionName: 'getBook',
            args: [address],
          })
        : Promise.resolve(undefined),
      account && settings.trackerGenuine
        ? client.readContract({
            address: tracker,
            abi: dividendTrackerAbi,
            functionName: 'getHolder',
            args: [address, account],
          })
        : Promise.resolve(undefined),
      // LP dividends: the reader's LP in its wallet, which earns once it is staked.
      account && pair && isLpDividendTemplate(template)
        ? client.readContract({
            address: pair,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          })
        : Promise.resolve(undefined),
    ])
    // The dividend coin is the book's (the token keeps no getter for it); unknown behind a foreign
    // tracker, whose answer could be anything.
    const coin = book?.coin
    // The zero address is the native coin: 18 decimals, its symbol is the chain's.
    const coinRead = coin === undefined || coin === zeroAddress ? undefined : await readCoin(client, coin)
    settings.dividendCoin = coin
    settings.dividendBook = book
    settings.dividendHolder = holder
    settings.dividendCoinDecimals = coinRead?.decimals ?? 18
    settings.dividendCoinSymbol = coin === undefined ? '?' : coinRead?.symbol
    settings.lpBalance = lpBalance
  }
  return {
    address,
    template,
    name,
    symbol,
    decimals,
    totalSupply,
    owner,
    balance,
    chainTime: block.timestamp,
    settings,
  }
}

/**
 * The settings' answers by view name, in the order of `views`: each was decoded by its template's
 * ABI, which TemplateSettings types from the same lists (templateViews) the reads were built from.
 */
function byView(views: readonly TemplateSettingName[], values: readonly unknown[]): TemplateSettings {
  return Object.fromEntries(views.map((view, index) => [view, values[index]])) as TemplateSettings
}

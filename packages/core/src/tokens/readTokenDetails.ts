import {
  type Address,
  type ContractFunctionName,
  erc20Abi,
  hexToBytes,
  type PublicClient,
  zeroAddress,
} from 'viem'
import { dividendTrackerAbi, dividendTrackerRuntime } from '../contracts/DividendTracker.abi.ts'
import { BaseError } from '../errors/BaseError.ts'
import type { AnyContractRead, ReadMutability } from '../evm/contractReads.ts'
import { matchesRuntime } from './identifyTokenTemplate.ts'
import { readToken, type Token } from './readToken.ts'
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

/** A view every template's contract has. */
type CommonView = {
  [template in TokenTemplateId]: (view: TemplateView<template>) => void
}[TokenTemplateId] extends (view: infer view) => void
  ? view
  : never

/** Views every template has. */
const commonViews = [
  'name',
  'symbol',
  'decimals',
  'totalSupply',
  'owner',
] as const satisfies readonly CommonView[]

/** Settings of the marketing (tax) template, which the dividend templates extend. */
const marketingViews = [
  'burnable',
  'timedRenounceEnabled',
  'returningOwner',
  'renounceEndsAt',
  'router',
  'pair',
  'quoteToken',
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
  'burnable',
  'timedRenounceEnabled',
  'returningOwner',
  'renounceEndsAt',
  'router',
  'pair',
  'quoteToken',
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

/** The settings each template exposes, read by name (all are argument-free public views). */
export /** What every ERC314 template shows in Manage Token: its market's settings. */
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
  /**
   * The template's own settings by view name (see {@link templateViews}); dividend templates add
   * `trackerGenuine` (the tracker's code is TokenBox's DividendTracker: only then are
   * `dividendBook` and `dividendHolder` read from it), `dividendCoinDecimals`,
   * `dividendCoinSymbol` and, for LP dividends, the reader's unstaked `lpBalance`.
   */
  settings: Record<string, unknown>
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
  const views = [...commonViews, ...templateViews[template]]
  // The names are checked against each template's ABI above (templateViews); the template is known
  // only at run time, so the reads are typed as any read.
  const reads: AnyContractRead[] = views.map((functionName) => ({ address, abi, functionName }))
  // A trading template has about forty settings: one aggregate3 call where the chain has Multicall3
  // (every catalogue chain that lists it, and the local chain), else one call per view.
  const readAll = client.chain?.contracts?.multicall3
    ? (): Promise<unknown[]> => client.multicall({ contracts: reads, allowFailure: false })
    : () => Promise.all(reads.map((read) => client.readContract(read)))
  const [values, balance, block] = await Promise.all([
    readAll(),
    // Every template is an ERC-20: its balanceOf is erc20Abi's.
    account
      ? client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
      : Promise.resolve(undefined),
    client.getBlock({ blockTag: 'latest' }),
  ])
  const byName = Object.fromEntries(views.map((view, index) => [view, values[index]]))
  const settings: Record<string, unknown> = Object.fromEntries(
    templateViews[template].map((view) => [view, byName[view]]),
  )
  // Trading templates: the pair's other coin, so amounts of it can be shown and typed.
  if (typeof settings.quoteToken === 'string') {
    const quote = await readCoin(client, settings.quoteToken as Address)
    settings.quoteDecimals = quote.decimals
    settings.quoteSymbol = quote.symbol
  }
  // Dividend templates: the token's book in the shared tracker, and the reader's part of it. The
  // tracker is a constructor argument: only TokenBox's own tracker code is read (a foreign one could
  // answer anything, or nothing); the screens name a foreign tracker as a risk.
  if (typeof settings.dividendTracker === 'string') {
    const tracker = settings.dividendTracker as Address
    const trackerCode = await client.getCode({ address: tracker })
    settings.trackerGenuine = Boolean(
      trackerCode && matchesRuntime(hexToBytes(trackerCode), dividendTrackerRuntime),
    )
    const pair = settings.pair as Address
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
      account && isLpDividendTemplate(template)
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
    name: byName.name as string,
    symbol: byName.symbol as string,
    decimals: Number(byName.decimals),
    totalSupply: byName.totalSupply as bigint,
    owner: byName.owner as Address,
    balance,
    chainTime: block.timestamp,
    settings,
  }
}

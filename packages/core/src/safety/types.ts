import type { Address, Hex } from 'viem'
import type { SwapTaxReading } from '../dex/measureSwapTax.ts'
import type { TokenTemplateId } from '../tokens/tokenTemplates.ts'

/**
 * The kinds of power a token's owner (or whoever the code lets) can hold over holders:
 * - `mint`: create new tokens;
 * - `pause`: stop all transfers (and so every sale);
 * - `blacklist`: stop chosen addresses from transferring (bot lists included);
 * - `fees`: change the buy, sell or transfer tax;
 * - `limits`: change the largest transaction or wallet, cooldowns;
 * - `takeTokens`: move tokens out of other holders' balances (force transfer, claw back, burn from);
 * - `rescue`: withdraw coins or tokens the contract itself holds (stuck tokens, collected fees);
 * - `upgrade`: replace the contract's logic (a proxy's upgrade function);
 * - `tradingSwitch`: open or close trading;
 * - `ownership`: hand over or renounce ownership (not a danger in itself; shown for completeness).
 */
export type PowerKind =
  | 'mint'
  | 'pause'
  | 'blacklist'
  | 'fees'
  | 'limits'
  | 'takeTokens'
  | 'rescue'
  | 'upgrade'
  | 'tradingSwitch'
  | 'ownership'

/** Every power kind, in the order the screen lists them. */
export const powerKinds = [
  'mint',
  'pause',
  'blacklist',
  'fees',
  'limits',
  'takeTokens',
  'rescue',
  'upgrade',
  'tradingSwitch',
  'ownership',
] as const satisfies readonly PowerKind[]

/**
 * One power found in a token. For a TokenBox template it comes from the template's settings
 * exactly; for any other contract from the function selectors present in its runtime code
 * (`functions` names what was found), which says what the code can do under common names, never
 * that it cannot do more under others.
 */
export type PowerFinding = {
  kind: PowerKind
  /** Function signatures found (e.g. 'mint(address,uint256)'); for templates, the template's own functions. */
  functions: string[]
  /**
   * A limit the power cannot pass, when one is known: a fee ceiling in basis points, or a supply
   * ceiling in the token's base units.
   */
  cap?: { kind: 'feeBps' | 'supply' | 'limitFloorBps'; value: bigint }
  /**
   * Someone can use it today: an owner (or proxy admin) exists, or the code shows no owner check
   * we can see. False once ownership is renounced (for templates: also when the setting is off).
   */
  usableNow: boolean
  /**
   * Held, yet closed for good as far as the power probe can tell: each of its functions refused the
   * address that holds it for another reason than its caller (a mint behind a set "minting
   * finished" flag). `usableNow` is then false.
   */
  closed?: true
  /** Where the finding comes from: the template's exact settings, or function names in the code. */
  source: 'template' | 'bytecode'
}

/**
 * Who owns the token:
 * - `noOwnerFunction`: the code has no `owner()` (powers, if any, sit behind another access check);
 * - `renounced`: owner() is the zero address or 0x…dEaD;
 * - `timed`: a TokenBox timed renounce: no owner until `until` (unix seconds), then `returningOwner` is owner again;
 * - `owned`: `owner` holds the owner powers; `isContract` when it is a contract (a multisig, a timelock, …).
 */
export type OwnerStatus =
  | { kind: 'noOwnerFunction' }
  | { kind: 'renounced' }
  | { kind: 'timed'; returningOwner: Address; until: bigint }
  | { kind: 'owned'; owner: Address; isContract: boolean }

/**
 * A proxy in front of the token's logic:
 * - `eip1967`: implementation in the EIP-1967 slot; `admin` (the EIP-1967 admin slot) can upgrade
 *   it when set, else the implementation itself decides (UUPS: its owner);
 * - `eip1967Beacon`: the implementation comes from a beacon contract (`admin` = the beacon's owner when readable);
 * - `eip1167`: a minimal clone: fixed forever, the logic cannot change;
 * - `eip1822`: the "proxiable" slot of EIP-1822 (UUPS before EIP-1967);
 * - `zeppelinos`: the slots of OpenZeppelin's proxies before EIP-1967 (zeppelinos,
 *   keccak256("org.zeppelinos.proxy.implementation") and its admin slot).
 */
export type ProxyInfo = {
  standard: 'eip1967' | 'eip1967Beacon' | 'eip1167' | 'eip1822' | 'zeppelinos'
  implementation: Address
  /** The beacon's address, for `eip1967Beacon`. */
  beacon?: Address
  /** Who can change the implementation, when the chain says so. */
  admin?: Address
  /** The admin is a contract (a ProxyAdmin, a multisig, a timelock) rather than a wallet. */
  adminIsContract?: boolean
  /** The admin contract's own owner (a ProxyAdmin's), when it has owner(): who really decides an upgrade. */
  adminOwner?: Address
  /** The logic can be replaced (false only for EIP-1167 clones). */
  upgradeable: boolean
}

/**
 * One simulated buy and sell through one catalogue exchange (see measureSwapTax): nothing is sent.
 * `failed`: 'noPool' when the exchange has no pool of the token to trade through (with the wrapped
 * native coin, or with a catalogue token that pairs with it),
 * 'error' when the simulation itself could not run (the RPC refused the call), 'reverted' when the
 * node ran it and the probe reverted as a whole: the token broke the test itself (an `approve` or
 * `transfer` that returns nothing, as old non-standard ERC-20s do, or a `balanceOf` that reverts).
 */
export type TradeTest = {
  dex: string
  router: Address
  pair?: Address
  /** The buy's route: [wrapped native, token], or [wrapped native, catalogue token, token] without a native pool. */
  path?: Address[]
  /** Native coin (base units) the simulated buy spent. */
  value?: bigint
  reading?: SwapTaxReading
  failed?: 'noPool' | 'error' | 'reverted'
}

/** LP tokens of one pool held by a locker: TokenBox's own ('tokenbox') or a known public one (its name). */
export type LockedLiquidity = {
  locker: 'tokenbox' | string
  /** The locker contract's address. */
  address: Address
  /** LP base units locked there. */
  amount: bigint
  /** Unix seconds when the earliest of these locks ends; unknown for public lockers. */
  unlocksAt?: bigint
}

/** One pool of the token on a catalogue exchange, and who holds its LP tokens. */
export type PoolLiquidity = {
  dex: string
  pair: Address
  /** The other side of the pair (the wrapped native coin or a catalogue token). */
  quote: Address
  quoteSymbol: string
  quoteDecimals: number
  reserveToken: bigint
  reserveQuote: bigint
  /** LP tokens in existence. */
  lpSupply: bigint
  locked: LockedLiquidity[]
  /** LP held by 0x0 or 0x…dEaD (the pair's own minimum liquidity included): gone for good. */
  burned: bigint
  /** The rest: LP whose holders can remove the liquidity whenever they like. */
  free: bigint
  /**
   * Who holds the free LP, from the pair's Transfer logs (readLpHolders): the largest holders,
   * largest first (at most 10), each marked `controlled` when it is the token's side (the token's
   * creator, its owner, the pool's first provider, the token itself, or an address the token's code
   * or first storage slots keep), and how many addresses hold some. Undefined when the pair's
   * history was not read (holders not asked for) or could not be: then only `free` is known.
   */
  freeHolders?: { top: { address: Address; amount: bigint; controlled: boolean }[]; count: number }
  /**
   * Liquidity taken out of the pool since it was created, from the pair's Transfer logs: the most LP
   * that ever existed at once (`peak`), how much of it the token's side burned (removed liquidity,
   * marked as in `freeHolders`), and the largest such remover. Undefined where the pair's history was
   * not read; `byTokenSide` 0 when nobody of the token's side removed any.
   */
  removed?: { peak: bigint; byTokenSide: bigint; remover?: Address }
}

/** One holder of the token. */
export type HolderRow = {
  address: Address
  balance: bigint
  /** Share of the total supply in basis points. */
  shareBps: number
  isContract: boolean
  /** What the address is, when we know: a pool of the token, a locker, a burn address, the creator, the token itself. */
  role?: 'pair' | 'locker' | 'burn' | 'creator' | 'token'
}

/**
 * A sale simulated from an address that already holds the token (see simulateHolderSales): the
 * holder approves the router and sells `amount` along the buy test's route, reversed.
 * `failure`: the custom error selector or revert text of the approve or swap that failed,
 * 'nothingPaid' when the swap went through but paid nothing, 'error' when the node refused the
 * simulation itself.
 */
export type HolderSaleTest = {
  holder: Address
  dex: string
  amount: bigint
  canSell: boolean
  /** Wrapped native coin the sale paid, and what the pools alone would have paid. */
  received?: bigint
  quoted?: bigint
  /** What the token took of the sale, in basis points of `quoted`. */
  taxBps?: number
  failure?: string
  /** Set on the sale simulated in a later block (this many seconds ahead): a trap armed by time. */
  laterSeconds?: number
}

/**
 * A state-changing function that nobody may call but `caller` may (found by simulation, whatever its
 * name; see probePowers), and what it did to a holder's sale right after, in the same simulated
 * block: `stopsSales` (the sale then failed), `raisesTax` (it then paid `taxBps` less than the
 * pools), `hiddenBalance` (the caller's balance or the supply grew without the Transfer event that
 * says so), `mints` (the supply grew), or `none` seen with the shapes tried (`arguments`: the holder and true, a list of the
 * holder, all-max, all-zero).
 */
export type ProbedPower = {
  selector: Hex
  /** The function's signature when the power table knows its selector. */
  signature?: string
  /**
   * The outside contract whose function it is, when not the token's own: a contract the token keeps
   * (in its code or storage), whose powers over the token's sales are the token's too.
   */
  contract?: Address
  caller: Address
  arguments: 'holder' | 'holderMax' | 'holderOut' | 'holderList' | 'max' | 'percent100' | 'bps10000' | 'zero'
  effect: 'stopsSales' | 'takesTokens' | 'raisesTax' | 'hiddenBalance' | 'mints' | 'none'
  taxBps?: number
}

/** Who holds the token, from its Transfer logs. */
export type Holders = {
  /** The largest holders, largest first (at most 10). */
  top: HolderRow[]
  /** Who sent the transaction of the first mint (Transfer from 0x0). */
  creator?: Address
  /** The creator's share of the supply today, in basis points. */
  creatorShareBps?: number
  /** Addresses holding more than 0. */
  count: number
  /**
   * Tokens minted after the launch (the first tokens sent into one of its pools), the largest
   * receiver, and how many of them their receivers then sent into the pools. Undefined when nothing
   * was minted after the launch (or it never reached a pool).
   */
  afterLaunch?: { minted: bigint; receiver: Address; pooled: bigint }
  /**
   * The logs do not add up to the supply and the node could not answer for the launch block (it
   * keeps no old state): supply created without a Transfer since the launch was not checked.
   */
  supplyHistoryUnread?: true
}

/**
 * Every reason a verdict can give: the web translates `check.reason.<key>` in four languages.
 * Parameters each key uses (numbers are plain numbers; bps = basis points, 100 = 1%; dates are
 * unix seconds; addresses are checksummed strings):
 * - `cannotBuy` { dex }: the simulated buy failed on that exchange.
 * - `cannotSell` { dex }: bought, but could not sell it back: a honeypot.
 * - `sellTaxHigh` { bps, dex }: measured sell tax >= 10% (warning), >= 50% (danger).
 * - `buyTaxHigh` { bps, dex }: measured buy tax >= 10% (warning), >= 50% (danger).
 * - `taxMeasured` { buyBps, sellBps, dex }: what the simulation measured (info).
 * - `tradeNotTested` { dex }: the simulation could not run on that exchange (warning).
 * - `tradeProbeReverted` { dex }: the node ran the simulated buy and sale, and the test itself
 *   reverted: the token answers in a shape it cannot read (warning; nothing was measured).
 * - `simulationsNotRun` {}: no simulated trade went through, so the holders' sales and the search
 *   for powers by what they do, which start from one, were not run (warning).
 * - `noPool` {}: no pool on any catalogue exchange: nothing could be tested, nothing can be sold there.
 * - `ownerCanMint` { max?, mintableBps? }: new tokens can be created; with `max` (a plain decimal
 *   amount of the token) only up to that supply (warning), without it without limit (danger). With
 *   `mintableBps` too (what can still be created, in basis points of today's supply, at least
 *   10000): the ceiling lets its holder create as much as exists today or more (danger).
 * - `ownerCanPause` {}: transfers (and sales) can be stopped.
 * - `ownerCanBlacklist` { pool?, owner? }: chosen addresses can be stopped from selling: a warning,
 *   and a danger in a token that keeps an exchange's address (`pool`: its pool, a router or a
 *   factory), which trades against its own pool and can list its buyers once they bought, or held by
 *   a visible owner (`owner`) in a token that is no issuer's.
 * - `issuerPowers` { functions }: the powers of a centralised issuer (a stablecoin's): a visible
 *   owner can issue (without a ceiling), blacklist and pause (and may burn a frozen balance, or upgrade), in a token
 *   that keeps no exchange's address and shows no hidden power; `functions` names them. A named
 *   warning, in place of the danger each would be alone (see `safetyVerdict`).
 * - `ownerCanChangeFees` { maxBps? }: taxes can change; capped at maxBps (warning) or without a cap seen (danger).
 * - `feeCeilingProbed` { setter }: taxes can change with `setter`, which refused a simulated 100% tax
 *   (warning, in place of an uncapped `ownerCanChangeFees`).
 * - `ownerCanLimit` { floorBps? }: transaction / wallet limits can change (a limit of 0 stops sales);
 *   with `floorBps` the contract never lets them below that share of the supply (a TokenBox template).
 * - `ownerCanTakeTokens` {}: functions that move tokens out of holders' balances.
 * - `ownerCanRescue` {}: the contract's own coins and tokens can be withdrawn (info).
 * - `ownerCanSwitchTrading` {}: trading can be opened or closed.
 * - `upgradeable` { admin?, adminKind? ('contract' | 'wallet') }: the logic can be replaced at any time (danger).
 * - `minimalProxy` { implementation }: a fixed clone of another contract, whose code was analysed (info).
 * - `ownershipRenounced` {}: no owner: the owner powers can no longer be used (good).
 * - `ownershipTimed` { owner, until }: no owner now, but `owner` gets it back at `until` (warning).
 * - `ownerPresent` { owner, ownerKind ('contract' | 'wallet') }: who holds the powers listed (info).
 * - `noOwnerFunction` {}: no owner() in the code; powers, if any, are guarded another way (info).
 * - `powersFromCode` {}: not a TokenBox template: powers are read from function names found in the
 *   code; a contract can hide them under other names (info).
 * - `templateRecognised` { template }: a TokenBox template: its powers are listed exactly (good).
 * - `lpUnlocked` { freeBps, dex }: share of LP not locked nor burned, when who holds it is unknown
 *   (the pair's history unread): > 50% danger, > 10% warning, as if one holder held it all.
 * - `lpCreatorCanPull` { holder, bps, dex }: the token's side (its creator, owner, the pool's first
 *   provider, or an address its code keeps; `holder` the largest of them) holds `bps` of the LP
 *   unlocked: > 50% danger, > 10% warning.
 * - `lpHolderCanPull` { holder, bps, dex }: one other address holds `bps` of the LP unlocked:
 *   > 50% danger, > 25% warning.
 * - `lpSpread` { freeBps, dex, count, bps }: `freeBps` of the LP is free but spread over `count`
 *   providers, the largest with `bps`, none of them the token's side beyond 10% (info).
 * - `marketShared` { dex, count, bps }: providers outside the token's side hold `bps` of the LP on
 *   `dex` between them (`count` providers in all): the owner's open powers (an uncapped mint, a held
 *   blacklist, a taking or stopping power, an upgrade) were read as a centralised token's warnings,
 *   not a trap's dangers (info).
 * - `lpLocked` { lockedBps, dex, until? }: share of LP in lockers, earliest end date when known (good).
 * - `lpLockEndsSoon` { until, dex }: a lock ends within 30 days (warning).
 * - `lpBurned` { burnedBps, dex }: share of LP burned (good).
 * - `creatorHoldsMuch` { bps, creator }: the creator holds > 20% (warning), > 50% (danger).
 * - `topHoldersConcentrated` { bps, count }: the `count` largest ordinary holders (not pools,
 *   lockers, burn addresses or the token) hold > 50% together (warning).
 * - `mintedAfterLaunch` { bps, holder }: tokens worth `bps` of today's supply were created after the
 *   token started trading, the most for `holder` (warning from 1%).
 * - `mintedAndSold` { bps, holder }: of the tokens created after the launch, `bps` of today's supply
 *   went into the pools from those who received them: sold (or pooled) for the buyers' coins (danger
 *   from 1%).
 * - `liquidityRemoved` { bps, holder, dex }: the token's side (as for `lpCreatorCanPull`, `holder`
 *   the largest) removed `bps` of the most liquidity the pool ever had: > 10% warning, > 50% danger.
 * - `supplyHistoryUnread` {}: the Transfer logs do not add up to today's supply and the node kept no
 *   state of the launch block, so supply created since without a Transfer was not checked (info).
 * - `holdersUnknown` {}: the holders could not be read (logs unavailable): info where they were
 *   not asked for, a warning where the node failed them (`historyFailed`).
 * - `holderCannotSell` { holder, dex, failure? }: a sale simulated from an address that already holds
 *   the token was refused (`failure`: the token's revert text or error selector) or paid nothing
 *   (no `failure`): a trap aimed at holders (danger).
 * - `holderSellTaxHigh` { holder, bps, dex }: such a sale paid a tax >= 10% (warning), >= 50% (danger).
 * - `holderCannotSellLater` { holder, dex, count }: a holder who can sell now could not in a block
 *   `count` days ahead after five fresh buys: a trap that arms itself with time or buys (danger).
 * - `powerStopsSales` { address, function }: calling `function` as `address` (found by simulation)
 *   makes a holder's sale fail: a warning only for a power the code names openly (the power table
 *   knows it) held by the owner owner() names; danger otherwise (a hidden name or a hidden holder).
 * - `powerTakesTokens` { address, function }: calling it moves or destroys a holder's tokens without
 *   the holder's approval (danger; a warning in an issuer's token).
 * - `powerRaisesTax` { address, function, bps }: calling it makes a holder's sale pay a tax of `bps`
 *   (danger).
 * - `powerMints` { address, function }: calling it creates tokens: a warning for a power named openly
 *   by the visible owner, else danger.
 * - `transferCreatesTokens` { holder, bps }: a plain transfer from `holder` (to itself, or to a
 *   stranger) made tokens worth `bps` of the supply appear: a mint hidden in `transfer` (danger).
 * - `powerHiddenBalance` { address, function }: calling it grows a balance or the supply without the
 *   Transfer event that says so: a hidden mint or a free transfer (danger).
 * - `controlRemains` { address, count }: owner() reads renounced, yet `address` alone can still call
 *   `count` functions: danger when one of them stops sales or raises the tax, else warning.
 * - `holderSalesNotTested` {}: the node cannot simulate a holder's sale (no eth_simulateV1), or
 *   refused every one (warning).
 * - `laterSaleNotTested` {}: the holder who can sell now could not be simulated selling 30 days
 *   ahead (the node refused the block override): traps armed by time were not looked for (warning).
 * - `powersNotProbed` {}: the simulations that look for powers by what they do failed on this node:
 *   functions only some address may call were not tried, or their effect not simulated (warning).
 * - `powersPartlyProbed` { count }: the power probe tries at most 40 functions; `count` more were
 *   not tried, so powers among them were not looked for by what they do (warning).
 * - `powerClosed` { functions }: a power's functions are in the code and held, yet each refused its
 *   holder for another reason than its caller: closed for good, not counted as a power (info).
 * - `simulatedThroughEthCall` {}: the node has no eth_simulateV1, so the holders' sales and the
 *   power probe ran through eth_call with state overrides, where a call's events are not seen: a
 *   balance grown in hiding reads as a mint (info).
 * - `holderSalesPassed` { count }: `count` holders' sales were simulated and went through (good).
 * - `verified` {}: source verified on the chain's explorer (good).
 * - `unverified` {}: source not verified on the explorer (warning).
 * - `verificationUnknown` {}: the explorer could not be asked (info).
 */
export const safetyReasonKeys = [
  'cannotBuy',
  'cannotSell',
  'sellTaxHigh',
  'buyTaxHigh',
  'taxMeasured',
  'tradeNotTested',
  'tradeProbeReverted',
  'simulationsNotRun',
  'noPool',
  'ownerCanMint',
  'ownerCanPause',
  'ownerCanBlacklist',
  'ownerCanChangeFees',
  'ownerCanLimit',
  'ownerCanTakeTokens',
  'ownerCanRescue',
  'ownerCanSwitchTrading',
  'issuerPowers',
  'upgradeable',
  'minimalProxy',
  'ownershipRenounced',
  'ownershipTimed',
  'ownerPresent',
  'noOwnerFunction',
  'powersFromCode',
  'templateRecognised',
  'lpUnlocked',
  'lpCreatorCanPull',
  'lpHolderCanPull',
  'lpSpread',
  'marketShared',
  'lpLocked',
  'lpLockEndsSoon',
  'lpBurned',
  'creatorHoldsMuch',
  'topHoldersConcentrated',
  'mintedAfterLaunch',
  'mintedAndSold',
  'liquidityRemoved',
  'supplyHistoryUnread',
  'holdersUnknown',
  'holderCannotSell',
  'holderCannotSellLater',
  'holderSellTaxHigh',
  'holderSalesNotTested',
  'laterSaleNotTested',
  'powersNotProbed',
  'powersPartlyProbed',
  'feeCeilingProbed',
  'powerStopsSales',
  'powerTakesTokens',
  'powerRaisesTax',
  'powerMints',
  'powerHiddenBalance',
  'transferCreatesTokens',
  'controlRemains',
  'powerClosed',
  'simulatedThroughEthCall',
  'holderSalesPassed',
  'verified',
  'unverified',
  'verificationUnknown',
] as const

export type SafetyReasonKey = (typeof safetyReasonKeys)[number]

export type SafetySeverity = 'danger' | 'warning' | 'info' | 'good'

/** One reason behind a verdict: a translatable key, how much it weighs, and its parameters. */
export type SafetyReason = {
  key: SafetyReasonKey
  severity: SafetySeverity
  params?: Record<string, string | number>
}

/** The verdict's level: danger if any reason is a danger, else warning if any is a warning, else good. */
export type SafetyLevel = 'danger' | 'warning' | 'good'

/** Everything the token safety check found, read from the chain alone at `blockNumber`. */
export type TokenSafetyReport = {
  chainId: number
  blockNumber: bigint
  /** That block's time (unix seconds): the chain's clock, which lock end dates are compared with. */
  chainTime: bigint
  token: { address: Address; name: string; symbol: string; decimals: number; totalSupply: bigint }
  /** The TokenBox template the code is, byte for byte (then powers are exact). */
  template?: TokenTemplateId
  owner: OwnerStatus
  proxy?: ProxyInfo
  powers: PowerFinding[]
  trades: TradeTest[]
  pools: PoolLiquidity[]
  /** Undefined when holders were not asked for or could not be read. */
  holders?: Holders
  /**
   * The holders (the token's Transfer history) or a pool's LP history were asked for and the node
   * failed to give them: the holders' sales, the creator's share, mints after launch and liquidity
   * removed could not be weighed (`holdersUnknown` is then a warning, not a note).
   */
  historyFailed?: true
  /**
   * Sales simulated from addresses that hold the token (the buyer's own first, when given);
   * `unsupported` when the node cannot simulate them. Undefined when there was nothing to try
   * (no trade reading, no holders, or trades not asked for).
   */
  holderSales?: { tests: HolderSaleTest[]; unsupported?: true }
  /** Functions only some address may call, found by simulation, and what each does to a sale. */
  probedPowers?: ProbedPower[]
  /**
   * The power probe was due (not a template, a trade read) but the node failed it, or failed to
   * simulate what a function only some address may call does.
   */
  powerProbeFailed?: true
  /**
   * Plain transfers from the wallets the token may treat apart (owner, creator, kept addresses,
   * ordinary large holders) that created tokens: the balances involved or the supply grew.
   */
  transfersCreate?: { holder: Address; created: bigint }[]
  /** Functions the power probe left untried (beyond its 40), so powers among them were not looked for. */
  powerProbeSkipped?: number
  /**
   * Trades were tried on a pool, yet none gave a reading (the node refused, or the token broke the
   * probe): the holders' sales and the power probe, which start from a reading, could not run.
   */
  simulationsNotRun?: true
  /**
   * The holders' sales or the power probe ran through eth_call with state overrides, the node
   * lacking eth_simulateV1 (events not seen).
   */
  simulatedThrough?: 'ethCall'
  /**
   * An exchange's address the token's code (a constant, an immutable) or first storage slots keep:
   * one of its pools, or a catalogue router or factory. A token that knows where it trades can treat
   * buys and sales apart from other transfers.
   */
  keptExchange?: Address
  /** Read calls and simulations the check sent to the node beyond the first reads (holder sales, probes). */
  simulations?: number
  verified: 'yes' | 'no' | 'unknown'
  verdict: { level: SafetyLevel; reasons: SafetyReason[] }
}

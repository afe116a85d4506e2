import type {
  PowerFinding,
  PowerKind,
  ProbedPower,
  SafetyLevel,
  SafetyReason,
  SafetyReasonKey,
  SafetySeverity,
  TokenSafetyReport,
} from './types.ts'

/** Thresholds of the verdict, named so the screen can state them. Shares in basis points (100 = 1%). */
export const safetyThresholds = {
  /** A measured tax at or above this is a warning... */
  taxWarningBps: 1_000,
  /** ...and at or above this a danger. */
  taxDangerBps: 5_000,
  /**
   * LP free to be pulled above this share is a warning, and above the next a danger, where who
   * holds it is unknown: then one holder might hold it all.
   */
  lpFreeWarningBps: 1_000,
  lpFreeDangerBps: 5_000,
  /*
   * Where the pair's history says who holds the free LP, the risk is what one party can pull, not
   * what is unlocked: removing liquidity pays out that share of the pool, buyers' coins included.
   * - More than half in one hand (or in the token's side together) is a danger whoever holds it:
   *   most of the pool's coins can leave in one transaction.
   * - The token's side (creator, owner, the pool's first provider, an address its code keeps) is
   *   the party a rug pull pays, so it warns from a tenth of the pool, as free LP always did.
   * - Any other single provider warns from a quarter: a withdrawal that large moves the price for
   *   everyone, and an ordinary-looking wallet may be the creator's second one; below that, LP
   *   spread over providers (as every established pool's is) is no alarm, only said (lpSpread).
   */
  lpControlledWarningBps: 1_000,
  lpHolderWarningBps: 2_500,
  lpHolderDangerBps: 5_000,
  /**
   * A market others share: at least this many providers outside the token's side hold at least
   * this share of a pool's LP between them (see {@link sharedMarket}).
   */
  sharedMarketProviders: 3,
  sharedMarketBps: 5_000,
  /** Burned LP below this share (the pair's own minimum liquidity) is not worth a reason. */
  lpBurnedNoticeBps: 100,
  /** A TokenBox lock ending within this many seconds is a warning (30 days). */
  lockEndsSoonSeconds: 30n * 24n * 3600n,
  /** The creator holding more than this is a warning... */
  creatorWarningBps: 2_000,
  /** ...and more than this a danger. */
  creatorDangerBps: 5_000,
  /** The largest ordinary holders together above this share is a warning. */
  topHoldersWarningBps: 5_000,
  /** How many of the largest ordinary holders are added up. */
  topHoldersCount: 10,
  /** Tokens minted after the launch, as a share of today's supply: a warning from this... */
  mintedAfterLaunchBps: 100,
  /** ...and a danger once this much of it went into the pools. */
  mintedAndSoldBps: 100,
  /** Liquidity the token's side removed, as a share of the most the pool had: a warning above this... */
  liquidityRemovedWarningBps: 1_000,
  /** ...and a danger above this. */
  liquidityRemovedDangerBps: 5_000,
} as const

/**
 * The verdict's rules, one row per reason: the severity it carries (or the rule that picks one) and
 * when it is given. The screen shows this table to explain a verdict; the level is danger if any
 * reason is a danger, else warning if any is a warning, else good. A reason from a power is only
 * given while someone can use it (an owner exists, or the code shows no owner at all).
 */
export const safetyRules: Readonly<
  Record<SafetyReasonKey, { severity: SafetySeverity | 'depends'; when: string }>
> = {
  cannotBuy: { severity: 'danger', when: 'the simulated buy on an exchange with a pool failed' },
  cannotSell: { severity: 'danger', when: 'the simulated sale right after the buy failed' },
  sellTaxHigh: { severity: 'depends', when: 'measured sell tax >= 10% (warning), >= 50% (danger)' },
  buyTaxHigh: { severity: 'depends', when: 'measured buy tax >= 10% (warning), >= 50% (danger)' },
  taxMeasured: { severity: 'info', when: 'a buy and a sale were simulated: the taxes they paid' },
  tradeNotTested: { severity: 'warning', when: 'the node refused the simulation on an exchange' },
  tradeProbeReverted: {
    severity: 'warning',
    when: 'the simulated buy and sale reverted as a whole: the token answers in a shape the test cannot read',
  },
  simulationsNotRun: {
    severity: 'warning',
    when: "no simulated trade went through: holders' sales and the power probe, which start from one, did not run",
  },
  noPool: { severity: 'warning', when: 'no catalogue exchange has a pool of the token' },
  ownerCanMint: {
    severity: 'depends',
    when: "a mint function someone can use: capped (warning), uncapped (danger; a warning in an issuer's token or a market others share)",
  },
  ownerCanPause: {
    severity: 'depends',
    when: "a pause function someone can use: a danger in a market its creator's side filled alone (who holds the LP known, no issuer, no TokenBox template), else a warning",
  },
  ownerCanBlacklist: {
    severity: 'depends',
    when: "a blacklist or bot-list function someone can use: a danger in a token that keeps its pool's (or an exchange's) address, or held by a visible owner (an issuer's or a market others share aside); else a warning",
  },
  ownerCanChangeFees: {
    severity: 'depends',
    when: 'a fee setter someone can use: with a known cap (warning), without (danger)',
  },
  ownerCanLimit: {
    severity: 'warning',
    when: 'a max-transaction, max-wallet or cooldown setter someone can use',
  },
  ownerCanTakeTokens: {
    severity: 'depends',
    when: "a function that moves holders' tokens without their approval: a danger, a warning in an issuer's token or a market others share",
  },
  ownerCanRescue: { severity: 'info', when: "a function that withdraws the contract's own coins or tokens" },
  ownerCanSwitchTrading: {
    severity: 'warning',
    when: 'a function that opens or closes trading, someone can use',
  },
  issuerPowers: {
    severity: 'warning',
    when: "an issuer's powers: the visible owner can issue and blacklist (and pause), in a token that keeps no exchange's address and shows no hidden power (its mint, burn of frozen funds and upgrade then warn, not danger)",
  },
  upgradeable: {
    severity: 'depends',
    when: "an upgradeable proxy: the logic can be replaced (danger; a warning in an issuer's token or a market others share)",
  },
  minimalProxy: { severity: 'info', when: "an EIP-1167 clone: the implementation's code was analysed" },
  ownershipRenounced: { severity: 'good', when: 'owner() is 0x0 or 0x…dEaD' },
  ownershipTimed: { severity: 'warning', when: 'a TokenBox timed renounce: the owner returns on a date' },
  ownerPresent: { severity: 'info', when: 'owner() names an address' },
  noOwnerFunction: { severity: 'info', when: 'the code has no owner()' },
  powersFromCode: {
    severity: 'info',
    when: 'not a TokenBox template: powers come from function names in the code',
  },
  templateRecognised: { severity: 'good', when: 'the code is a TokenBox template byte for byte' },
  lpUnlocked: {
    severity: 'depends',
    when: "LP free to be pulled, its holders unknown (the pair's history unread): > 10% (warning), > 50% (danger)",
  },
  lpCreatorCanPull: {
    severity: 'depends',
    when: "the token's creator, owner, the pool's first provider or an address its code keeps hold unlocked LP: > 10% (warning), > 50% (danger)",
  },
  lpHolderCanPull: {
    severity: 'depends',
    when: 'one other address holds unlocked LP: > 25% (warning), > 50% (danger)',
  },
  lpSpread: {
    severity: 'info',
    when: 'over 10% of the LP is free but spread over providers, none holding enough to warn',
  },
  marketShared: {
    severity: 'info',
    when: "a pool's LP is held mostly by providers outside the token's side (3 or more, none over half): the owner's open powers read as a centralised token's risks (warnings), not a trap's (dangers)",
  },
  lpLocked: { severity: 'good', when: 'part of the LP is in a locker' },
  lpLockEndsSoon: { severity: 'warning', when: 'a TokenBox lock of the LP ends within 30 days' },
  lpBurned: { severity: 'good', when: 'at least 1% of the LP is burned' },
  creatorHoldsMuch: { severity: 'depends', when: 'the creator holds > 20% (warning), > 50% (danger)' },
  topHoldersConcentrated: {
    severity: 'warning',
    when: 'the 10 largest ordinary holders hold > 50% together',
  },
  mintedAfterLaunch: {
    severity: 'warning',
    when: "tokens worth >= 1% of today's supply were created after the token started trading",
  },
  mintedAndSold: {
    severity: 'danger',
    when: "tokens created after the launch, worth >= 1% of today's supply, went into the pools from those who received them",
  },
  liquidityRemoved: {
    severity: 'depends',
    when: "the token's side removed liquidity: > 10% of the most the pool ever had (warning), > 50% (danger)",
  },
  supplyHistoryUnread: {
    severity: 'info',
    when: "the Transfer logs do not add up to today's supply and the node kept no state of the launch block: supply created since without a Transfer was not checked",
  },
  holdersUnknown: {
    severity: 'depends',
    when: "the Transfer logs were not read: not asked for (info), or the node failed them (warning: holders' sales, mints after launch and liquidity removed unweighed)",
  },
  holderCannotSell: {
    severity: 'danger',
    when: 'a sale simulated from an address that already holds the token failed or paid nothing',
  },
  holderCannotSellLater: {
    severity: 'danger',
    when: 'a holder who sells now could not in a block 30 days ahead (a trap armed by time)',
  },
  holderSellTaxHigh: {
    severity: 'depends',
    when: "a holder's simulated sale paid a tax >= 10% (warning), >= 50% (danger)",
  },
  laterSaleNotTested: {
    severity: 'warning',
    when: 'the sale 30 days ahead could not be simulated (the node refused the block override)',
  },
  holderSalesNotTested: {
    severity: 'warning',
    when: "the node cannot simulate a holder's sale (no eth_simulateV1)",
  },
  powersNotProbed: {
    severity: 'warning',
    when: 'the node failed the simulations that look for powers by what they do',
  },
  powerClosed: {
    severity: 'info',
    when: 'a power held in the code whose every function refused its holder for another reason than its caller: closed for good',
  },
  simulatedThroughEthCall: {
    severity: 'info',
    when: "no eth_simulateV1: holders' sales and the power probe ran through eth_call with state overrides, events unseen",
  },
  powersPartlyProbed: {
    severity: 'warning',
    when: 'the power probe tries at most 40 functions: more were not tried',
  },
  holderSalesPassed: { severity: 'good', when: "holders' simulated sales went through" },
  feeCeilingProbed: {
    severity: 'warning',
    when: 'a fee setter without a known cap refused a simulated 100% tax: it has a ceiling',
  },
  powerStopsSales: {
    severity: 'depends',
    when: "a function only one address may call makes a holder's sale fail: a warning for a power named openly and held by the owner owner() names (but a danger in a market its creator's side filled alone, an issuer's aside), else danger (a warning in a market others share)",
  },
  powerTakesTokens: {
    severity: 'depends',
    when: "a function only one address may call moves or destroys a holder's tokens without its approval: a danger, a warning in an issuer's token or a market others share",
  },
  powerRaisesTax: {
    severity: 'danger',
    when: "a function only one address may call makes a holder's sale pay 50% or more",
  },
  powerMints: {
    severity: 'depends',
    when: 'a function only one address may call creates tokens: a warning for a power named openly by the visible owner, else danger (a warning in a market others share)',
  },
  powerHiddenBalance: {
    severity: 'danger',
    when: 'a function only one address may call grows a balance or the supply without a Transfer event',
  },
  transferCreatesTokens: {
    severity: 'danger',
    when: 'a plain transfer from a wallet the token may treat apart (owner, creator, a kept address, a large holder) made tokens appear',
  },
  controlRemains: {
    severity: 'depends',
    when: 'owner() reads renounced, yet an address can still call functions nobody else may: danger when one stops sales or raises the tax',
  },
  verified: { severity: 'good', when: "the explorer has the contract's source" },
  unverified: { severity: 'warning', when: "the explorer does not have the contract's source" },
  verificationUnknown: { severity: 'info', when: 'the explorer could not be asked' },
}

/** Power kinds that give a reason, and its key. Ownership itself is told by the owner reasons. */
const powerReasons: Partial<Record<PowerKind, SafetyReasonKey>> = {
  mint: 'ownerCanMint',
  pause: 'ownerCanPause',
  blacklist: 'ownerCanBlacklist',
  fees: 'ownerCanChangeFees',
  limits: 'ownerCanLimit',
  takeTokens: 'ownerCanTakeTokens',
  rescue: 'ownerCanRescue',
  tradingSwitch: 'ownerCanSwitchTrading',
  upgrade: 'upgradeable',
}

const bps = (part: bigint, whole: bigint) => (whole > 0n ? Number((part * 10_000n) / whole) : 0)

/**
 * The fee function among `functions` that the power probe could call and whose every simulated use
 * left a sale paying less than half (a ceiling at work), or undefined when none was probed or one
 * stopped sales or raised the tax.
 */
function cappedByProbe(functions: readonly string[], probed: readonly ProbedPower[]): string | undefined {
  const uses = probed.filter((power) => power.signature !== undefined && functions.includes(power.signature))
  if (uses.length === 0 || uses.some((power) => power.effect !== 'none')) return undefined
  return uses[0]?.signature
}

/** The power kinds of a centralised issuer, and those that may come with them. */
const issuerKinds: ReadonlySet<PowerKind> = new Set([
  'mint',
  'pause',
  'blacklist',
  'takeTokens',
  'upgrade',
  'rescue',
])

/**
 * The functions of an issuer's powers when `report` is a centralised issuer's token (a stablecoin's),
 * else undefined. What such a token looks like, by what it is and does rather than by its name:
 * - an owner owner() names holds a blacklist, a mint without a ceiling and a pause (the toolkit of
 *   an issuer that answers to regulators: freeze an account, issue and redeem, stop everything;
 *   every dollar token has all three. A fixed supply with only a freeze and a pause is no issuer's,
 *   it only holds its holders; a mint and a bot list without a pause is a launch token's), and
 *   nothing else but burning a frozen balance, rescuing stray tokens or upgrading;
 * - the token keeps no exchange's address, so it cannot treat a buy or a sale apart from any other
 *   transfer: its powers hit every holder alike, not its buyers;
 * - no power seen by simulation is hidden (an unnamed function, or a caller other than the owner) or
 *   raises a sale's tax or grows a balance in hiding, and it is no TokenBox template (whose powers
 *   are exact).
 * Each of these powers is then a warning, and the whole a named one (`issuerPowers`): the token is as
 * safe as its issuer, which is not a scam's trap.
 */
function issuerPowers(report: Omit<TokenSafetyReport, 'verdict'>): string[] | undefined {
  if (report.template || report.keptExchange || report.owner.kind !== 'owned') return undefined
  if ((report.transfersCreate ?? []).length > 0) return undefined
  const usable = report.powers.filter((power) => power.usableNow && power.kind !== 'ownership')
  const kinds = new Set(usable.map((power) => power.kind))
  if (!kinds.has('blacklist') || !kinds.has('mint') || !kinds.has('pause')) return undefined
  // An issuer issues against what it holds, without a ceiling: a mint capped at launch belongs to a
  // token whose supply was fixed in advance, and its blacklist only holds its holders.
  if (usable.some((power) => power.kind === 'mint' && power.cap?.kind === 'supply')) return undefined
  // A fee setter with a ceiling (read, or seen refusing a 100% tax) is an issuer's too.
  const capped = (power: PowerFinding) =>
    power.cap !== undefined || cappedByProbe(power.functions, report.probedPowers ?? []) !== undefined
  if (usable.some((power) => !issuerKinds.has(power.kind) && !(power.kind === 'fees' && capped(power))))
    return undefined
  const owner = report.owner.owner.toLowerCase()
  const hidden = (report.probedPowers ?? []).some(
    (power) =>
      power.effect === 'raisesTax' ||
      power.effect === 'hiddenBalance' ||
      // An issuer burns frozen funds, never an ordinary holder's.
      power.effect === 'takesTokens' ||
      (power.effect !== 'none' &&
        (power.signature === undefined ||
          power.contract !== undefined ||
          power.caller.toLowerCase() !== owner)),
  )
  if (hidden) return undefined
  return usable
    .filter((power) => issuerKinds.has(power.kind) && power.kind !== 'rescue')
    .flatMap((power) => power.functions)
}

/**
 * The pool whose liquidity others share, when `report` has one, else undefined: at least
 * {@link safetyThresholds.sharedMarketProviders} providers outside the token's side (not its creator,
 * owner, first provider, nor an address its code keeps) hold at least half of the pool's LP between
 * them, and none of them, nor the token's side, more than half.
 *
 * Why it matters: a launch trap's exit is the pool its creator filled alone. The creator prints or
 * freezes, then sells into, or pulls, liquidity that is the buyers' coins. An established token's
 * pool is filled by many independent providers (every blue chip's is), who put their own coins
 * beside the owner's powers: the same code then carries a centralised token's risk (an issuer, a
 * governance, a custodian), which the check names as warnings, not a scam's trap. What a power was
 * seen to do in hiding (a balance grown without a Transfer, a raised tax, supply created by a
 * transfer) stays a danger in any market, and so does everything measured: a failed sale, a mint
 * sold into the pool, liquidity taken out.
 */
function sharedMarket(
  report: Omit<TokenSafetyReport, 'verdict'>,
): TokenSafetyReport['pools'][number] | undefined {
  const t = safetyThresholds
  return report.pools.find((pool) => {
    const lp = pool.freeHolders
    if (!lp || pool.lpSupply === 0n) return false
    const others = lp.top.filter((holder) => !holder.controlled)
    const side = lp.top.filter((holder) => holder.controlled).reduce((sum, holder) => sum + holder.amount, 0n)
    const shared = others.reduce((sum, holder) => sum + holder.amount, 0n)
    return (
      others.length >= t.sharedMarketProviders &&
      bps(shared, pool.lpSupply) >= t.sharedMarketBps &&
      bps(side, pool.lpSupply) <= t.lpHolderDangerBps &&
      others.every((holder) => bps(holder.amount, pool.lpSupply) <= t.lpHolderDangerBps)
    )
  })
}

/** Whether the power probe saw one of `functions` change a holder's sale or balance. */
function changesASale(functions: readonly string[], probed: readonly ProbedPower[]): boolean {
  return probed.some(
    (power) =>
      power.signature !== undefined && functions.includes(power.signature) && power.effect !== 'none',
  )
}

/** A plain decimal string of `value` base units of a token with `decimals` (no grouping). */
function plainAmount(value: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals)
  const whole = value / unit
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/**
 * The verdict of a safety report: its reasons by the rules of {@link safetyRules} and the level
 * they add up to. `now` is the chain's time (unix seconds), for lock end dates.
 *
 * @example
 * safetyVerdict(report, now) // { level: 'danger', reasons: [{ key: 'cannotSell', severity: 'danger', params: { dex: 'PancakeSwapV2' } }, ...] }
 */
export function safetyVerdict(
  report: Omit<TokenSafetyReport, 'verdict'>,
  now: bigint,
): { level: SafetyLevel; reasons: SafetyReason[] } {
  const reasons: SafetyReason[] = []
  const add = (key: SafetyReasonKey, severity: SafetySeverity, params?: Record<string, string | number>) =>
    reasons.push(params ? { key, severity, params } : { key, severity })
  const t = safetyThresholds

  // Trading, from the simulations.
  for (const trade of report.trades) {
    const reading = trade.reading
    if (trade.failed === 'error') add('tradeNotTested', 'warning', { dex: trade.dex })
    if (trade.failed === 'reverted') add('tradeProbeReverted', 'warning', { dex: trade.dex })
    if (!reading) continue
    if (!reading.canBuy) {
      add('cannotBuy', 'danger', { dex: trade.dex })
      continue
    }
    if (!reading.canSell) add('cannotSell', 'danger', { dex: trade.dex })
    const buy = reading.buyTaxBps ?? 0
    const sell = reading.sellTaxBps
    if (buy >= t.taxWarningBps)
      add('buyTaxHigh', buy >= t.taxDangerBps ? 'danger' : 'warning', { bps: buy, dex: trade.dex })
    if (sell !== undefined && sell >= t.taxWarningBps)
      add('sellTaxHigh', sell >= t.taxDangerBps ? 'danger' : 'warning', { bps: sell, dex: trade.dex })
    if (reading.canSell) add('taxMeasured', 'info', { buyBps: buy, sellBps: sell ?? 0, dex: trade.dex })
  }
  if (report.pools.length === 0 && !report.trades.some((trade) => trade.reading)) add('noPool', 'warning')
  // What builds on a trade reading is said to be missing, never left out in silence.
  if (report.simulationsNotRun) add('simulationsNotRun', 'warning')

  // Code and owner. An issuer's well-known powers are one named warning, not a scam's danger.
  const issuer = issuerPowers(report)
  // A market others share: the owner's open powers are a centralised token's risk, not a trap's.
  const shared = sharedMarket(report)
  // ...and in a market its creator's side filled alone (who holds its LP is known), a stop of every
  // sale holds the buyers hostage with nobody else's coins beside theirs: a danger.
  const ownMarket =
    !shared &&
    report.pools.some((pool) => pool.lpSupply > 0n) &&
    report.pools.every((pool) => pool.lpSupply === 0n || pool.free === 0n || pool.freeHolders !== undefined)
  let lowered = false
  const lower = (severity: SafetySeverity): SafetySeverity => {
    if (severity !== 'danger' || !shared) return severity
    lowered = true
    return 'warning'
  }
  if (report.template) add('templateRecognised', 'good', { template: report.template })
  else add('powersFromCode', 'info')
  if (report.proxy?.standard === 'eip1167')
    add('minimalProxy', 'info', { implementation: report.proxy.implementation })
  for (const power of report.powers) {
    const key = powerReasons[power.kind]
    if (!key || !power.usableNow) continue
    if (power.kind === 'upgrade') {
      // Without a proxy, a function named like an upgrade is one only when calling it changes a
      // sale (USDT's deprecate forwards every call): a probe that ran and saw it change nothing
      // found another setter of the same name (an admin role's changeAdmin), no upgrade.
      if (!report.proxy && report.probedPowers && !changesASale(power.functions, report.probedPowers))
        continue
      const admin = report.proxy?.admin
      add(
        'upgradeable',
        issuer ? 'warning' : lower('danger'),
        admin ? { admin, adminKind: report.proxy?.adminIsContract ? 'contract' : 'wallet' } : undefined,
      )
    } else if (power.kind === 'mint') {
      // A ceiling that still lets its holder create as much as exists today (a token launched with
      // 15 of its 100 million) protects no buyer: the holder can dilute them as without one. A
      // TokenBox template's ceiling is the term its creator set, listed exactly on its screens.
      const supply = report.token.totalSupply
      const mintable = power.cap && power.cap.value > supply ? power.cap.value - supply : 0n
      const dilutes =
        power.source !== 'template' && power.cap !== undefined && supply > 0n && mintable >= supply
      add(
        'ownerCanMint',
        (power.cap && !dilutes) || issuer ? 'warning' : lower('danger'),
        power.cap
          ? {
              max: plainAmount(power.cap.value, report.token.decimals),
              ...(dilutes ? { mintableBps: bps(mintable, supply) } : {}),
            }
          : undefined,
      )
    } else if (power.kind === 'fees') {
      // Without a known cap, a setter whose simulated use to take a whole sale was refused (the
      // probe tried 100% in percent and in basis points, and the extremes) has a ceiling.
      const probedSetter = power.cap ? undefined : cappedByProbe(power.functions, report.probedPowers ?? [])
      if (probedSetter) add('feeCeilingProbed', 'warning', { setter: probedSetter })
      else
        add(
          'ownerCanChangeFees',
          power.cap ? 'warning' : 'danger',
          power.cap ? { maxBps: Number(power.cap.value) } : undefined,
        )
    } else if (power.kind === 'limits' && power.cap?.kind === 'limitFloorBps') {
      add('ownerCanLimit', 'warning', { floorBps: Number(power.cap.value) })
    } else if (power.kind === 'blacklist') {
      // A token that knows its pool and keeps a blacklist can list its buyers once they bought: a
      // buyer gets no second chance. A template's blacklist is capped by its rules (a warning).
      // So is any other blacklist a visible owner holds, unless the token is an issuer's.
      const trap = power.source === 'bytecode' && report.keptExchange !== undefined
      const held = power.source === 'bytecode' && !issuer && report.owner.kind === 'owned'
      add(
        'ownerCanBlacklist',
        trap ? 'danger' : held ? lower('danger') : 'warning',
        trap
          ? { pool: report.keptExchange ?? '' }
          : held && report.owner.kind === 'owned'
            ? { owner: report.owner.owner }
            : undefined,
      )
    } else if (power.kind === 'pause') {
      const hostage = power.source === 'bytecode' && !issuer && ownMarket
      add('ownerCanPause', hostage ? 'danger' : 'warning')
    } else if (power.kind === 'takeTokens' && (issuer || shared)) {
      add('ownerCanTakeTokens', issuer ? 'warning' : lower('danger'))
    } else {
      const severity = safetyRules[key].severity
      add(key, severity === 'depends' ? 'warning' : severity)
    }
  }
  if (issuer) add('issuerPowers', 'warning', { functions: issuer.join(', ') })
  for (const power of report.powers)
    if (power.closed) add('powerClosed', 'info', { functions: power.functions.join(', ') })
  const owner = report.owner
  if (owner.kind === 'renounced') add('ownershipRenounced', 'good')
  else if (owner.kind === 'timed')
    add('ownershipTimed', 'warning', { owner: owner.returningOwner, until: Number(owner.until) })
  else if (owner.kind === 'owned')
    add('ownerPresent', 'info', { owner: owner.owner, ownerKind: owner.isContract ? 'contract' : 'wallet' })
  else add('noOwnerFunction', 'info')

  // Liquidity.
  for (const pool of report.pools) {
    if (pool.lpSupply === 0n) continue
    const freeBps = bps(pool.free, pool.lpSupply)
    const lockedAmount = pool.locked.reduce((sum, lock) => sum + lock.amount, 0n)
    const burnedBps = bps(pool.burned, pool.lpSupply)
    const lpHolders = pool.freeHolders
    if (!lpHolders) {
      if (freeBps > t.lpFreeWarningBps)
        add('lpUnlocked', freeBps > t.lpFreeDangerBps ? 'danger' : 'warning', { freeBps, dex: pool.dex })
    } else {
      // The token's side as one party (a creator and its owner wallet pull together); any other
      // holder alone.
      const controlled = lpHolders.top.filter((holder) => holder.controlled)
      const controlledBps = bps(
        controlled.reduce((sum, holder) => sum + holder.amount, 0n),
        pool.lpSupply,
      )
      const largestOther = lpHolders.top.find((holder) => !holder.controlled)
      const otherBps = largestOther ? bps(largestOther.amount, pool.lpSupply) : 0
      const alarmed = controlledBps > t.lpControlledWarningBps || otherBps > t.lpHolderWarningBps
      if (controlled[0] && controlledBps > t.lpControlledWarningBps)
        add('lpCreatorCanPull', controlledBps > t.lpHolderDangerBps ? 'danger' : 'warning', {
          holder: controlled[0].address,
          bps: controlledBps,
          dex: pool.dex,
        })
      if (largestOther && otherBps > t.lpHolderWarningBps)
        add('lpHolderCanPull', otherBps > t.lpHolderDangerBps ? 'danger' : 'warning', {
          holder: largestOther.address,
          bps: otherBps,
          dex: pool.dex,
        })
      const largestBps = lpHolders.top[0] ? bps(lpHolders.top[0].amount, pool.lpSupply) : 0
      if (!alarmed && freeBps > t.lpFreeWarningBps)
        add('lpSpread', 'info', { freeBps, dex: pool.dex, count: lpHolders.count, bps: largestBps })
    }
    if (lockedAmount > 0n) {
      const ends = pool.locked.flatMap((lock) => (lock.unlocksAt !== undefined ? [lock.unlocksAt] : []))
      // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
      const until = ends.length > 0 ? ends.reduce((a, b) => (a < b ? a : b)) : undefined
      add('lpLocked', 'good', {
        lockedBps: bps(lockedAmount, pool.lpSupply),
        dex: pool.dex,
        ...(until !== undefined ? { until: Number(until) } : {}),
      })
      if (until !== undefined && until - now < t.lockEndsSoonSeconds)
        add('lpLockEndsSoon', 'warning', { until: Number(until), dex: pool.dex })
    }
    if (burnedBps >= t.lpBurnedNoticeBps) add('lpBurned', 'good', { burnedBps, dex: pool.dex })
  }
  // Liquidity already taken out: a pool a rug emptied reads as burned or locked LP, since what is
  // left is the pair's own minimum; its history says what happened.
  for (const pool of report.pools) {
    const removed = pool.removed
    if (!removed || removed.byTokenSide === 0n || removed.peak === 0n) continue
    const removedBps = bps(removed.byTokenSide, removed.peak)
    if (removedBps > t.liquidityRemovedWarningBps)
      add('liquidityRemoved', removedBps > t.liquidityRemovedDangerBps ? 'danger' : 'warning', {
        bps: removedBps,
        holder: removed.remover ?? '',
        dex: pool.dex,
      })
  }

  // Holders.
  const holders = report.holders
  // Not read is never "nothing found": a history the node failed is a warning.
  if (!holders || report.historyFailed) add('holdersUnknown', report.historyFailed ? 'warning' : 'info')
  if (holders) {
    if (
      holders.creator &&
      holders.creatorShareBps !== undefined &&
      holders.creatorShareBps > t.creatorWarningBps
    )
      add('creatorHoldsMuch', holders.creatorShareBps > t.creatorDangerBps ? 'danger' : 'warning', {
        bps: holders.creatorShareBps,
        creator: holders.creator,
      })
    const ordinary = holders.top
      .filter((row) => row.role === undefined || row.role === 'creator')
      .slice(0, t.topHoldersCount)
    const together = ordinary.reduce((sum, row) => sum + row.shareBps, 0)
    if (together > t.topHoldersWarningBps)
      add('topHoldersConcentrated', 'warning', { bps: together, count: ordinary.length })
    // Supply created once buyers had paid: dilution, and a dump where it went into the pools.
    const after = holders.afterLaunch
    const supply = report.token.totalSupply
    if (after && supply > 0n) {
      const pooledBps = bps(after.pooled, supply)
      const mintedBps = bps(after.minted, supply)
      if (pooledBps >= t.mintedAndSoldBps)
        add('mintedAndSold', 'danger', { bps: pooledBps, holder: after.receiver })
      else if (mintedBps >= t.mintedAfterLaunchBps)
        add('mintedAfterLaunch', 'warning', { bps: mintedBps, holder: after.receiver })
    }
    if (holders.supplyHistoryUnread) add('supplyHistoryUnread', 'info')
  }

  // Sales from addresses that already hold the token: traps aimed at holders.
  const holderSales = report.holderSales
  // A simulation the node itself refused ('error') says nothing about the token.
  const all = holderSales?.tests.filter((test) => test.failure !== 'error') ?? []
  const ran = all.filter((test) => test.laterSeconds === undefined)
  const later = all.find((test) => test.laterSeconds !== undefined && !test.canSell)
  if (holderSales && (holderSales.unsupported || ran.length === 0)) add('holderSalesNotTested', 'warning')
  else if (holderSales) {
    const refused = ran.find((test) => !test.canSell)
    if (refused)
      add('holderCannotSell', 'danger', {
        holder: refused.holder,
        dex: refused.dex,
        ...(refused.failure && refused.failure !== 'nothingPaid' ? { failure: refused.failure } : {}),
      })
    const taxed = ran
      .filter((test) => test.canSell && (test.taxBps ?? 0) >= t.taxWarningBps)
      .sort((a, b) => (b.taxBps ?? 0) - (a.taxBps ?? 0))[0]
    if (taxed)
      add('holderSellTaxHigh', (taxed.taxBps ?? 0) >= t.taxDangerBps ? 'danger' : 'warning', {
        holder: taxed.holder,
        bps: taxed.taxBps ?? 0,
        dex: taxed.dex,
      })
    if (later)
      add('holderCannotSellLater', 'danger', {
        holder: later.holder,
        dex: later.dex,
        count: Math.round((later.laterSeconds ?? 0) / 86_400),
      })
    // The later sale the node could not run is said, never dropped: a trap armed by time is unseen.
    if (holderSales.tests.some((test) => test.laterSeconds !== undefined && test.failure === 'error'))
      add('laterSaleNotTested', 'warning')
    const passed = ran.filter((test) => test.canSell).length
    if (!refused && !taxed && !later && passed > 0) add('holderSalesPassed', 'good', { count: passed })
  }

  // Powers found by simulation, whatever their names; a probe the node failed is said, not skipped.
  if (report.powerProbeFailed) add('powersNotProbed', 'warning')
  if (report.powerProbeSkipped) add('powersPartlyProbed', 'warning', { count: report.powerProbeSkipped })
  if (report.simulatedThrough === 'ethCall') add('simulatedThroughEthCall', 'info')
  const owner0 = report.owner
  const ownerAddress = owner0.kind === 'owned' ? owner0.owner.toLowerCase() : undefined
  const probed = report.probedPowers ?? []
  const functionOf = (power: { signature?: string; selector: string }) => power.signature ?? power.selector
  for (const power of probed) {
    // Disclosed: a power the code names openly, held by the owner owner() names.
    // A function of an outside contract the token keeps is never disclosed: its name is not the token's.
    const disclosed =
      power.caller.toLowerCase() === ownerAddress && power.signature !== undefined && !power.contract
    if (power.effect === 'stopsSales')
      add(
        'powerStopsSales',
        disclosed && (issuer || !ownMarket || report.template !== undefined) ? 'warning' : lower('danger'),
        {
          address: power.caller,
          function: functionOf(power),
        },
      )
    else if (power.effect === 'takesTokens')
      add('powerTakesTokens', disclosed && issuer ? 'warning' : lower('danger'), {
        address: power.caller,
        function: functionOf(power),
      })
    else if (power.effect === 'mints')
      add('powerMints', disclosed ? 'warning' : lower('danger'), {
        address: power.caller,
        function: functionOf(power),
      })
    else if (power.effect === 'hiddenBalance')
      add('powerHiddenBalance', 'danger', { address: power.caller, function: functionOf(power) })
    else if (power.effect === 'raisesTax')
      add('powerRaisesTax', 'danger', {
        address: power.caller,
        function: functionOf(power),
        bps: power.taxBps ?? 0,
      })
  }
  for (const found of report.transfersCreate ?? [])
    add('transferCreatesTokens', 'danger', {
      holder: found.holder,
      bps: Math.max(1, bps(found.created, report.token.totalSupply)),
    })
  if (owner0.kind === 'renounced') {
    const byCaller = new Map<string, typeof probed>()
    for (const power of probed) byCaller.set(power.caller, [...(byCaller.get(power.caller) ?? []), power])
    for (const [address, powers] of byCaller) {
      const count = new Set(powers.map((power) => power.selector)).size
      const harmful = powers.some((power) => power.effect !== 'none')
      add('controlRemains', harmful ? 'danger' : 'warning', { address, count })
    }
  }

  if (shared && lowered) {
    const providers = shared.freeHolders?.top.filter((holder) => !holder.controlled) ?? []
    add('marketShared', 'info', {
      dex: shared.dex,
      count: shared.freeHolders?.count ?? providers.length,
      bps: bps(
        providers.reduce((sum, holder) => sum + holder.amount, 0n),
        shared.lpSupply,
      ),
    })
  }

  // Explorer.
  if (report.verified === 'yes') add('verified', 'good')
  else if (report.verified === 'no') add('unverified', 'warning')
  else add('verificationUnknown', 'info')

  const level: SafetyLevel = reasons.some((reason) => reason.severity === 'danger')
    ? 'danger'
    : reasons.some((reason) => reason.severity === 'warning')
      ? 'warning'
      : 'good'
  return { level, reasons }
}

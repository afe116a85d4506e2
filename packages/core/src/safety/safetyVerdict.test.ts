import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { safetyVerdict } from './safetyVerdict.ts'
import type {
  HolderSaleTest,
  PoolLiquidity,
  PowerFinding,
  ProbedPower,
  TokenSafetyReport,
  TradeTest,
} from './types.ts'

const router: Address = '0x00000000000000000000000000000000000000aa'
const pair: Address = '0x00000000000000000000000000000000000000bb'
const creator: Address = '0x00000000000000000000000000000000000000cc'
const now = 1_800_000_000n

/** A report with nothing to say but what each test sets. */
function report(
  overrides: Partial<Omit<TokenSafetyReport, 'verdict'>> = {},
): Omit<TokenSafetyReport, 'verdict'> {
  return {
    chainId: 1,
    blockNumber: 1n,
    chainTime: now,
    token: { address: zeroAddress, name: 'T', symbol: 'T', decimals: 18, totalSupply: 10n ** 24n },
    owner: { kind: 'renounced' },
    powers: [],
    trades: [],
    pools: [],
    holders: { top: [], count: 0 },
    verified: 'yes',
    ...overrides,
  }
}

const trade = (buyTaxBps: number, sellTaxBps: number | undefined, canSell = true): TradeTest => ({
  dex: 'Dex',
  router,
  reading: { canBuy: true, canSell, buyTaxBps, sellTaxBps, bought: 1n, sold: canSell ? 1n : 0n },
})

const pool = (parts: {
  free: bigint
  burned?: bigint
  locked?: bigint
  unlocksAt?: bigint
}): PoolLiquidity => ({
  dex: 'Dex',
  pair,
  quote: zeroAddress,
  quoteSymbol: 'WETH',
  quoteDecimals: 18,
  reserveToken: 1n,
  reserveQuote: 1n,
  lpSupply: 10_000n,
  locked: parts.locked
    ? [
        {
          locker: 'tokenbox',
          address: router,
          amount: parts.locked,
          ...(parts.unlocksAt ? { unlocksAt: parts.unlocksAt } : {}),
        },
      ]
    : [],
  burned: parts.burned ?? 0n,
  free: parts.free,
})

const severityOf = (input: Omit<TokenSafetyReport, 'verdict'>, key: string) =>
  safetyVerdict(input, now).reasons.find((reason) => reason.key === key)?.severity

describe('safetyVerdict', () => {
  it('is good when every reason is good or info', () => {
    const verdict = safetyVerdict(
      report({ trades: [trade(0, 0)], pools: [pool({ free: 0n, burned: 10_000n })] }),
      now,
    )
    expect(verdict.level).toBe('good')
    expect(verdict.reasons.map((reason) => reason.key)).toEqual([
      'taxMeasured',
      'powersFromCode',
      'ownershipRenounced',
      'lpBurned',
      'verified',
    ])
  })

  it('grades a measured tax: below 10% nothing, from 10% a warning, from 50% a danger', () => {
    expect(severityOf(report({ trades: [trade(0, 999)] }), 'sellTaxHigh')).toBeUndefined()
    expect(severityOf(report({ trades: [trade(0, 1_000)] }), 'sellTaxHigh')).toBe('warning')
    expect(severityOf(report({ trades: [trade(0, 5_000)] }), 'sellTaxHigh')).toBe('danger')
    expect(severityOf(report({ trades: [trade(1_500, 0)] }), 'buyTaxHigh')).toBe('warning')
  })

  it('calls a failed sale a danger whatever else is fine', () => {
    const verdict = safetyVerdict(report({ trades: [trade(0, undefined, false)] }), now)
    expect(verdict.level).toBe('danger')
    expect(verdict.reasons[0]).toEqual({ key: 'cannotSell', severity: 'danger', params: { dex: 'Dex' } })
  })

  it('grades free LP and warns of a lock ending within 30 days', () => {
    expect(
      severityOf(report({ pools: [pool({ free: 1_000n, locked: 9_000n })] }), 'lpUnlocked'),
    ).toBeUndefined()
    expect(severityOf(report({ pools: [pool({ free: 1_001n, locked: 8_999n })] }), 'lpUnlocked')).toBe(
      'warning',
    )
    expect(severityOf(report({ pools: [pool({ free: 5_001n, locked: 4_999n })] }), 'lpUnlocked')).toBe(
      'danger',
    )
    const soon = report({ pools: [pool({ free: 0n, locked: 10_000n, unlocksAt: now + 86_400n })] })
    expect(safetyVerdict(soon, now).reasons).toContainEqual({
      key: 'lpLockEndsSoon',
      severity: 'warning',
      params: { until: Number(now + 86_400n), dex: 'Dex' },
    })
    const later = report({ pools: [pool({ free: 0n, locked: 10_000n, unlocksAt: now + 90n * 86_400n })] })
    expect(severityOf(later, 'lpLockEndsSoon')).toBeUndefined()
  })

  it('grades free LP by who holds it: the token side from 10%, one other holder from 25%, any one above 50%', () => {
    const held = (free: bigint, rows: [bigint, boolean][], count = rows.length) => ({
      ...pool({ free, locked: 10_000n - free }),
      freeHolders: {
        top: rows.map(([amount, controlled], index) => ({
          address: `0x${(index + 1).toString(16).padStart(40, '0')}` as Address,
          amount,
          controlled,
        })),
        count,
      },
    })
    const lpKeys = (input: ReturnType<typeof held>) =>
      safetyVerdict(report({ pools: [input] }), now)
        .reasons.filter((reason) => reason.key.startsWith('lp') && reason.key !== 'lpLocked')
        .map((reason) => `${reason.key}:${reason.severity}`)
    // Spread over many: said, no alarm, even when all of it is free.
    const six = Array.from({ length: 6 }, (): [bigint, boolean] => [1_666n, false])
    expect(lpKeys(held(10_000n, six))).toEqual(['lpSpread:info'])
    // The creator's side: a tenth warns, over half is a danger; its addresses count together.
    expect(lpKeys(held(1_000n, [[1_000n, true]]))).toEqual([])
    expect(lpKeys(held(1_001n, [[1_001n, true]]))).toEqual(['lpCreatorCanPull:warning'])
    expect(
      lpKeys(
        held(9_999n, [
          [3_000n, true],
          [3_000n, true],
          [3_999n, false],
        ]),
      ),
    ).toEqual(['lpCreatorCanPull:danger', 'lpHolderCanPull:warning'])
    // Anyone else alone: a quarter warns, over half is a danger.
    expect(lpKeys(held(2_500n, [[2_500n, false]]))).toEqual(['lpSpread:info'])
    expect(lpKeys(held(2_501n, [[2_501n, false]]))).toEqual(['lpHolderCanPull:warning'])
    expect(lpKeys(held(9_999n, [[9_999n, false]]))).toEqual(['lpHolderCanPull:danger'])
    const spread = safetyVerdict(report({ pools: [held(10_000n, six, 40)] }), now).reasons
    expect(spread).toContainEqual({
      key: 'lpSpread',
      severity: 'info',
      params: { freeBps: 10_000, dex: 'Dex', count: 40, bps: 1_666 },
    })
  })

  it("grades the creator's share and leaves pools out of the concentration", () => {
    const holders = (creatorShareBps: number) => ({
      top: [
        { address: pair, balance: 1n, shareBps: 7_000, isContract: true, role: 'pair' as const },
        {
          address: creator,
          balance: 1n,
          shareBps: creatorShareBps,
          isContract: false,
          role: 'creator' as const,
        },
      ],
      creator,
      creatorShareBps,
      count: 2,
    })
    expect(severityOf(report({ holders: holders(2_000) }), 'creatorHoldsMuch')).toBeUndefined()
    expect(severityOf(report({ holders: holders(2_001) }), 'creatorHoldsMuch')).toBe('warning')
    expect(severityOf(report({ holders: holders(5_001) }), 'creatorHoldsMuch')).toBe('danger')
    // The pool's 70% is no holder's: only the creator's 30% counts, below the 50% line.
    expect(severityOf(report({ holders: holders(3_000) }), 'topHoldersConcentrated')).toBeUndefined()
  })

  it('gives power reasons only while someone can use them, capped ones as warnings', () => {
    const mint = { kind: 'mint' as const, functions: ['mint(address,uint256)'], source: 'bytecode' as const }
    expect(severityOf(report({ powers: [{ ...mint, usableNow: false }] }), 'ownerCanMint')).toBeUndefined()
    expect(severityOf(report({ powers: [{ ...mint, usableNow: true }] }), 'ownerCanMint')).toBe('danger')
    const capped = report({
      powers: [{ ...mint, usableNow: true, cap: { kind: 'supply', value: 15n * 10n ** 23n } }],
    })
    expect(safetyVerdict(capped, now).reasons).toContainEqual({
      key: 'ownerCanMint',
      severity: 'warning',
      params: { max: '1500000' },
    })
  })

  it('calls a ceiling that still lets its holder double the supply a danger (a token launched with 15 of its 100 million)', () => {
    const mint = { kind: 'mint' as const, functions: ['mint(address,uint256)'], source: 'bytecode' as const }
    const capAt = (value: bigint) =>
      safetyVerdict(report({ powers: [{ ...mint, usableNow: true, cap: { kind: 'supply', value } }] }), now)
    // Today's supply is 1,000,000: a ceiling of 2,000,000 lets as much again be created.
    expect(capAt(2n * 10n ** 24n).reasons).toContainEqual({
      key: 'ownerCanMint',
      severity: 'danger',
      params: { max: '2000000', mintableBps: 10_000 },
    })
    expect(capAt((20n * 10n ** 24n) / 3n).reasons).toContainEqual({
      key: 'ownerCanMint',
      severity: 'danger',
      params: { max: '6666666.666666666666666666', mintableBps: 56_666 },
    })
    expect(capAt(2n * 10n ** 24n - 1n).reasons).toContainEqual(
      expect.objectContaining({ key: 'ownerCanMint', severity: 'warning' }),
    )
    // A TokenBox template's ceiling is the term its creator set, listed exactly: a warning.
    const template = report({
      powers: [{ ...mint, source: 'template', usableNow: true, cap: { kind: 'supply', value: 10n ** 25n } }],
    })
    expect(safetyVerdict(template, now).reasons).toContainEqual({
      key: 'ownerCanMint',
      severity: 'warning',
      params: { max: '10000000' },
    })
  })

  it('says what the explorer said, and that holders are unknown when they are', () => {
    expect(severityOf(report({ verified: 'no' }), 'unverified')).toBe('warning')
    expect(severityOf(report({ verified: 'unknown' }), 'verificationUnknown')).toBe('info')
    const { holders: _holders, ...withoutHolders } = report()
    expect(severityOf(withoutHolders, 'holdersUnknown')).toBe('info')
  })
})

describe("holders' simulated sales (issue 50)", () => {
  const holder: Address = '0x00000000000000000000000000000000000000dd'
  const sale = (overrides: Partial<HolderSaleTest>): HolderSaleTest => ({
    holder,
    dex: 'Dex',
    amount: 1n,
    canSell: true,
    received: 100n,
    quoted: 100n,
    taxBps: 0,
    ...overrides,
  })
  const reasonsOf = (tests: HolderSaleTest[], unsupported?: true) =>
    safetyVerdict(report({ holderSales: { tests, ...(unsupported ? { unsupported } : {}) } }), now).reasons

  it('a refused sale is a danger that names the holder and what the token answered', () => {
    expect(reasonsOf([sale({}), sale({ canSell: false, failure: '0x1234abcd' })])).toContainEqual({
      key: 'holderCannotSell',
      severity: 'danger',
      params: { holder, dex: 'Dex', failure: '0x1234abcd' },
    })
  })

  it('a sale that paid nothing is a danger too, without a failure to show', () => {
    expect(reasonsOf([sale({ canSell: false, received: 0n, failure: 'nothingPaid' })])).toContainEqual({
      key: 'holderCannotSell',
      severity: 'danger',
      params: { holder, dex: 'Dex' },
    })
  })

  it("a holder's high tax is a warning from 10% and a danger from 50%", () => {
    expect(reasonsOf([sale({ taxBps: 1_500 })])).toContainEqual(
      expect.objectContaining({ key: 'holderSellTaxHigh', severity: 'warning' }),
    )
    expect(reasonsOf([sale({ taxBps: 9_000 })])).toContainEqual(
      expect.objectContaining({
        key: 'holderSellTaxHigh',
        severity: 'danger',
        params: { holder, bps: 9_000, dex: 'Dex' },
      }),
    )
  })

  it('names a trade the token broke, and the simulations that could not start without it, never good', () => {
    const broken = safetyVerdict(
      report({
        trades: [{ dex: 'Dex', router, pair, failed: 'reverted' }],
        simulationsNotRun: true,
      }),
      now,
    )
    expect(broken.reasons).toContainEqual({
      key: 'tradeProbeReverted',
      severity: 'warning',
      params: { dex: 'Dex' },
    })
    expect(broken.reasons).toContainEqual({ key: 'simulationsNotRun', severity: 'warning' })
    expect(broken.reasons.map((reason) => reason.key)).not.toContain('tradeNotTested')
    expect(broken.level).toBe('warning')
  })

  it('a power probe the node failed is a warning, never good', () => {
    const failed = safetyVerdict(report({ powerProbeFailed: true }), now)
    expect(failed.reasons).toContainEqual({ key: 'powersNotProbed', severity: 'warning' })
    expect(failed.level).not.toBe('good')
    expect(safetyVerdict(report({}), now).reasons.map((reason) => reason.key)).not.toContain(
      'powersNotProbed',
    )
  })

  it('sales that went through are good; a node that cannot simulate them is a warning, never good', () => {
    expect(reasonsOf([sale({}), sale({})])).toContainEqual({
      key: 'holderSalesPassed',
      severity: 'good',
      params: { count: 2 },
    })
    expect(reasonsOf([], true)).toContainEqual({ key: 'holderSalesNotTested', severity: 'warning' })
    // Simulations the node refused one by one say nothing about the token either.
    expect(reasonsOf([sale({ canSell: false, failure: 'error' })])).toEqual(
      expect.arrayContaining([{ key: 'holderSalesNotTested', severity: 'warning' }]),
    )
    expect(reasonsOf([sale({ canSell: false, failure: 'error' })]).map((reason) => reason.key)).not.toContain(
      'holderCannotSell',
    )
  })

  it('a holder who sells today but not in a block 30 days ahead is a danger: a trap armed by time', () => {
    const reasons = reasonsOf([
      sale({}),
      sale({ canSell: false, failure: '0xdeadbeef', laterSeconds: 30 * 86_400 }),
    ])
    expect(reasons).toContainEqual({
      key: 'holderCannotSellLater',
      severity: 'danger',
      params: { holder, dex: 'Dex', count: 30 },
    })
    expect(reasons.map((reason) => reason.key)).not.toContain('holderCannotSell')
    expect(reasons.map((reason) => reason.key)).not.toContain('holderSalesPassed')
  })

  it('a later sale the node could not simulate is said as not tested, never dropped (issue 75)', () => {
    const reasons = reasonsOf([
      sale({}),
      sale({ canSell: false, failure: 'error', laterSeconds: 30 * 86_400 }),
    ])
    expect(reasons).toContainEqual({ key: 'laterSaleNotTested', severity: 'warning' })
    expect(reasons.map((reason) => reason.key)).not.toContain('holderCannotSellLater')
    expect(
      reasonsOf([sale({}), sale({ laterSeconds: 30 * 86_400 })]).map((reason) => reason.key),
    ).not.toContain('laterSaleNotTested')
  })
})

describe('issue 75: closed powers and simulations through eth_call', () => {
  it('a power closed for good is said as closed, not as a power', () => {
    const mint = { kind: 'mint' as const, functions: ['mint(address,uint256)'], source: 'bytecode' as const }
    const closed = safetyVerdict(
      report({
        owner: { kind: 'owned', owner: creator, isContract: false },
        powers: [{ ...mint, usableNow: false, closed: true }],
      }),
      now,
    )
    expect(closed.reasons).toContainEqual({
      key: 'powerClosed',
      severity: 'info',
      params: { functions: 'mint(address,uint256)' },
    })
    expect(closed.reasons.map((reason) => reason.key)).not.toContain('ownerCanMint')
    const open = safetyVerdict(report({ powers: [{ ...mint, usableNow: true }] }), now)
    expect(open.reasons).toContainEqual({ key: 'ownerCanMint', severity: 'danger' })
    expect(open.reasons.map((reason) => reason.key)).not.toContain('powerClosed')
  })

  it('functions the power probe left untried are counted, a warning, never silence', () => {
    expect(safetyVerdict(report({ powerProbeSkipped: 12 }), now).reasons).toContainEqual({
      key: 'powersPartlyProbed',
      severity: 'warning',
      params: { count: 12 },
    })
    expect(safetyVerdict(report({}), now).reasons.map((reason) => reason.key)).not.toContain(
      'powersPartlyProbed',
    )
  })

  it('simulations run through eth_call are said (events unseen), and need nothing else', () => {
    const through = safetyVerdict(report({ simulatedThrough: 'ethCall' }), now)
    expect(through.reasons).toContainEqual({ key: 'simulatedThroughEthCall', severity: 'info' })
    expect(through.level).toBe(safetyVerdict(report({}), now).level)
  })
})

describe('powers found by simulation (issue 50)', () => {
  const caller: Address = '0x00000000000000000000000000000000000000ee'
  const probed = (overrides: Partial<ProbedPower>): ProbedPower => ({
    selector: '0x12345678',
    caller,
    arguments: 'zero',
    effect: 'none',
    ...overrides,
  })
  const verdictOf = (overrides: Partial<Omit<TokenSafetyReport, 'verdict'>>) =>
    safetyVerdict(report(overrides), now).reasons

  it('a hidden name or a hidden holder that stops sales is a danger; an open name of the owner a warning', () => {
    expect(verdictOf({ probedPowers: [probed({ effect: 'stopsSales' })] })).toContainEqual({
      key: 'powerStopsSales',
      severity: 'danger',
      params: { address: caller, function: '0x12345678' },
    })
    const owned = { owner: { kind: 'owned' as const, owner: caller, isContract: false } }
    expect(
      verdictOf({ ...owned, probedPowers: [probed({ effect: 'stopsSales', signature: 'pause()' })] }),
    ).toContainEqual(expect.objectContaining({ key: 'powerStopsSales', severity: 'warning' }))
    expect(verdictOf({ ...owned, probedPowers: [probed({ effect: 'stopsSales' })] })).toContainEqual(
      expect.objectContaining({ key: 'powerStopsSales', severity: 'danger' }),
    )
  })

  it('control that survives a renounce is a warning, a danger when it can hurt a sale', () => {
    expect(verdictOf({ probedPowers: [probed({})] })).toContainEqual({
      key: 'controlRemains',
      severity: 'warning',
      params: { address: caller, count: 1 },
    })
    expect(
      verdictOf({
        probedPowers: [probed({}), probed({ selector: '0x87654321', effect: 'raisesTax', taxBps: 9_000 })],
      }),
    ).toEqual(
      expect.arrayContaining([
        { key: 'controlRemains', severity: 'danger', params: { address: caller, count: 2 } },
        {
          key: 'powerRaisesTax',
          severity: 'danger',
          params: { address: caller, function: '0x87654321', bps: 9_000 },
        },
      ]),
    )
  })

  it('a fee setter without a known cap is a warning when its simulated 100% was refused', () => {
    const fees = {
      owner: { kind: 'owned' as const, owner: caller, isContract: false },
      powers: [
        {
          kind: 'fees' as const,
          functions: ['setTaxes(uint256,uint256)'],
          usableNow: true,
          source: 'bytecode' as const,
        },
      ],
    }
    expect(
      verdictOf({ ...fees, probedPowers: [probed({ signature: 'setTaxes(uint256,uint256)' })] }),
    ).toContainEqual({
      key: 'feeCeilingProbed',
      severity: 'warning',
      params: { setter: 'setTaxes(uint256,uint256)' },
    })
    expect(
      verdictOf({
        ...fees,
        probedPowers: [probed({ signature: 'setTaxes(uint256,uint256)', effect: 'stopsSales' })],
      }),
    ).toContainEqual({ key: 'ownerCanChangeFees', severity: 'danger' })
    expect(verdictOf(fees)).toContainEqual({ key: 'ownerCanChangeFees', severity: 'danger' })
  })

  it('a hidden balance change is a danger; a mint a warning only when named openly by the visible owner', () => {
    expect(verdictOf({ probedPowers: [probed({ effect: 'hiddenBalance' })] })).toContainEqual({
      key: 'powerHiddenBalance',
      severity: 'danger',
      params: { address: caller, function: '0x12345678' },
    })
    const owned = { owner: { kind: 'owned' as const, owner: caller, isContract: false } }
    expect(
      verdictOf({
        ...owned,
        probedPowers: [probed({ effect: 'mints', signature: 'mint(address,uint256)' })],
      }),
    ).toContainEqual(expect.objectContaining({ key: 'powerMints', severity: 'warning' }))
    expect(verdictOf({ ...owned, probedPowers: [probed({ effect: 'mints' })] })).toContainEqual(
      expect.objectContaining({ key: 'powerMints', severity: 'danger' }),
    )
  })

  it("a template's limits with a floor say so instead of 'a limit of 0 stops every sale'", () => {
    const owned = { owner: { kind: 'owned' as const, owner: caller, isContract: false } }
    const limits = (cap?: { kind: 'limitFloorBps'; value: bigint }) => ({
      ...owned,
      powers: [
        {
          kind: 'limits' as const,
          functions: ['setLimits(uint256,uint256)'],
          usableNow: true,
          source: 'template' as const,
          ...(cap ? { cap } : {}),
        },
      ],
    })
    expect(verdictOf(limits({ kind: 'limitFloorBps', value: 10n }))).toContainEqual({
      key: 'ownerCanLimit',
      severity: 'warning',
      params: { floorBps: 10 },
    })
    expect(verdictOf(limits())).toContainEqual({ key: 'ownerCanLimit', severity: 'warning' })
  })
})

describe("issue 75: an issuer's powers against a trading token's blacklist", () => {
  const owner: Address = '0x00000000000000000000000000000000000000dd'
  const held = (kind: PowerFinding['kind'], functions: string[]): PowerFinding => ({
    kind,
    functions,
    usableNow: true,
    source: 'bytecode',
  })
  const issuer = (overrides: Partial<Omit<TokenSafetyReport, 'verdict'>> = {}) =>
    report({
      owner: { kind: 'owned', owner, isContract: false },
      powers: [
        held('mint', ['issue(uint256)']),
        held('pause', ['pause()', 'unpause()']),
        held('blacklist', ['freeze(address)']),
        held('takeTokens', ['wipeFrozenAddress(address)']),
      ],
      ...overrides,
    })
  const severityOf = (reasons: { key: string; severity: string }[], key: string) =>
    reasons.find((reason) => reason.key === key)?.severity

  it("names a visible owner's blacklist with an issue, in a token that keeps no exchange, an issuer's: a warning", () => {
    const { level, reasons } = safetyVerdict(issuer(), now)
    expect(level).toBe('warning')
    expect(reasons).toContainEqual({
      key: 'issuerPowers',
      severity: 'warning',
      params: {
        functions: 'issue(uint256), pause(), unpause(), freeze(address), wipeFrozenAddress(address)',
      },
    })
    expect(severityOf(reasons, 'ownerCanMint')).toBe('warning')
    expect(severityOf(reasons, 'ownerCanTakeTokens')).toBe('warning')
  })

  it('is no issuer when the token keeps its pool: its blacklist is a danger, and so is its uncapped mint', () => {
    const { level, reasons } = safetyVerdict(issuer({ keptExchange: pair }), now)
    expect(level).toBe('danger')
    expect(reasons).toContainEqual({ key: 'ownerCanBlacklist', severity: 'danger', params: { pool: pair } })
    expect(severityOf(reasons, 'ownerCanMint')).toBe('danger')
    expect(reasons.map((reason) => reason.key)).not.toContain('issuerPowers')
  })

  it("is no issuer when its mint has a ceiling (a supply fixed in advance): the owner's blacklist is a danger", () => {
    const capped = issuer({
      powers: [
        { ...held('mint', ['mint(address,uint256)']), cap: { kind: 'supply', value: 10n ** 26n } },
        held('blacklist', ['setBot(address,bool)']),
      ],
    })
    const { level, reasons } = safetyVerdict(capped, now)
    expect(level).toBe('danger')
    expect(reasons.map((reason) => reason.key)).not.toContain('issuerPowers')
    expect(reasons).toContainEqual(expect.objectContaining({ key: 'ownerCanBlacklist', severity: 'danger' }))
  })

  it("is no issuer without a pause: a mint and a bot list alone are a launch token's (CRPWarner's InfinityToken)", () => {
    const { level, reasons } = safetyVerdict(
      issuer({
        powers: [held('mint', ['mint(address,uint256)']), held('blacklist', ['setBot(address,bool)'])],
      }),
      now,
    )
    expect(level).toBe('danger')
    expect(reasons.map((reason) => reason.key)).not.toContain('issuerPowers')
    expect(severityOf(reasons, 'ownerCanMint')).toBe('danger')
  })

  it('is no issuer with a hidden power, a renounced owner, a power outside the toolkit, or no blacklist', () => {
    const hidden: ProbedPower = {
      selector: '0x12345678',
      caller: owner,
      arguments: 'holder',
      effect: 'stopsSales',
    }
    const elsewhere: ProbedPower = {
      selector: '0x8d1fdf2f',
      signature: 'freeze(address)',
      caller: creator,
      arguments: 'holder',
      effect: 'stopsSales',
    }
    for (const variant of [
      issuer({ probedPowers: [hidden] }),
      issuer({ probedPowers: [elsewhere] }),
      issuer({ owner: { kind: 'noOwnerFunction' } }),
      issuer({
        powers: [
          held('mint', ['issue(uint256)']),
          held('blacklist', ['freeze(address)']),
          held('limits', ['setMaxTx(uint256)']),
        ],
      }),
      issuer({ powers: [held('mint', ['issue(uint256)']), held('pause', ['pause()'])] }),
    ])
      expect(safetyVerdict(variant, now).reasons.map((reason) => reason.key)).not.toContain('issuerPowers')
    // A template's blacklist is capped by its rules: a warning even where the token keeps its pool.
    const template = report({
      template: 'normal',
      keptExchange: pair,
      owner: { kind: 'owned', owner, isContract: false },
      powers: [{ ...held('blacklist', ['setBlacklist(address,bool)']), source: 'template' }],
    })
    expect(safetyVerdict(template, now).reasons).toContainEqual({
      key: 'ownerCanBlacklist',
      severity: 'warning',
    })
  })

  it("a function that takes a holder's tokens is a danger, a warning only as the issuer's own named power", () => {
    const takes = (signature: string | undefined, caller: Address): ProbedPower => ({
      selector: '0x0d1118ce',
      ...(signature ? { signature } : {}),
      caller,
      arguments: 'holderOut',
      effect: 'takesTokens',
    })
    // A plain token whose owner can move anyone's tokens: danger, named or not.
    const plain = report({ owner: { kind: 'owned', owner, isContract: false } })
    for (const power of [takes('clawback(address,uint256)', owner), takes(undefined, owner)])
      expect(safetyVerdict({ ...plain, probedPowers: [power] }, now).reasons).toContainEqual({
        key: 'powerTakesTokens',
        severity: 'danger',
        params: { address: owner, function: power.signature ?? power.selector },
      })
    // Taking an ordinary holder's tokens is no issuer's power: the issuer's warning is gone.
    const { level, reasons } = safetyVerdict(
      issuer({ probedPowers: [takes('clawback(address,uint256)', owner)] }),
      now,
    )
    expect(level).toBe('danger')
    expect(reasons.map((reason) => reason.key)).not.toContain('issuerPowers')
  })

  it('a function named like an upgrade, in a token that is no proxy, is an upgrade only when the probe saw it change a sale', () => {
    const named = (signature: string, effect: ProbedPower['effect']): ProbedPower => ({
      selector: '0x8f283970',
      signature,
      caller: owner,
      arguments: 'holder',
      effect,
    })
    const upgradeNamed = (signature: string, probedPowers?: ProbedPower[]) =>
      report({
        owner: { kind: 'owned', owner, isContract: false },
        powers: [held('upgrade', [signature])],
        ...(probedPowers ? { probedPowers } : {}),
      })
    const keys = (input: Omit<TokenSafetyReport, 'verdict'>) =>
      safetyVerdict(input, now).reasons.map((reason) => reason.key)
    // An admin role's setter (ZIL's changeAdmin): probed, it changed nothing.
    expect(keys(upgradeNamed('changeAdmin(address)', [named('changeAdmin(address)', 'none')]))).not.toContain(
      'upgradeable',
    )
    // USDT's deprecate forwards every call: the holder's sale fails after it.
    expect(keys(upgradeNamed('deprecate(address)', [named('deprecate(address)', 'stopsSales')]))).toContain(
      'upgradeable',
    )
    // No probe ran: the name stands.
    expect(keys(upgradeNamed('changeAdmin(address)'))).toContain('upgradeable')
  })

  it("is a danger when a visible owner holds a blacklist outside an issuer's toolkit: a buyer listed after buying never sells", () => {
    // A fixed supply with a freeze and a pause (the real corpus's FreezeAccount tokens): no issuer.
    const frozen = issuer({
      powers: [held('pause', ['pause()', 'unpause()']), held('blacklist', ['freezeAccount(address,bool)'])],
    })
    const { level, reasons } = safetyVerdict(frozen, now)
    expect(level).toBe('danger')
    expect(reasons).toContainEqual({ key: 'ownerCanBlacklist', severity: 'danger', params: { owner } })
    expect(reasons.map((reason) => reason.key)).not.toContain('issuerPowers')
    // Nobody holds it once the owner renounced: the blacklist is no usable power then.
    const renounced = issuer({
      owner: { kind: 'renounced' },
      powers: [{ ...held('blacklist', ['freezeAccount(address,bool)']), usableNow: false }],
    })
    expect(safetyVerdict(renounced, now).reasons.map((reason) => reason.key)).not.toContain(
      'ownerCanBlacklist',
    )
  })
})

describe('issue 78: not read is never nothing found', () => {
  it('holders not asked for are a note; holders the node failed are a warning', () => {
    const notAsked = safetyVerdict(report({ holders: undefined }), now)
    expect(notAsked.reasons).toContainEqual({ key: 'holdersUnknown', severity: 'info' })
    const failed = safetyVerdict(report({ holders: undefined, historyFailed: true }), now)
    expect(failed.reasons).toContainEqual({ key: 'holdersUnknown', severity: 'warning' })
    expect(failed.level).toBe('warning')
  })
})

describe('issue 75: powers in a market others share', () => {
  const owner: Address = '0x00000000000000000000000000000000000000dd'
  const provider = (index: number): Address => `0x${(0xf00n + BigInt(index)).toString(16).padStart(40, '0')}`
  /** A pool of 10,000 LP: the token's side holds `side`, each of `others` outside providers `each`. */
  const market = (side: bigint, others: number, each: bigint): PoolLiquidity => {
    const top = [
      ...Array.from({ length: others }, (_, index) => ({
        address: provider(index),
        amount: each,
        controlled: false,
      })),
      ...(side > 0n ? [{ address: creator, amount: side, controlled: true }] : []),
    ].sort((a, b) => (a.amount > b.amount ? -1 : 1))
    return { ...pool({ free: side + BigInt(others) * each }), freeHolders: { top, count: top.length } }
  }
  const powered = (pools: PoolLiquidity[], probedPowers: ProbedPower[] = []) =>
    report({
      owner: { kind: 'owned', owner, isContract: false },
      powers: [{ kind: 'mint', functions: ['mint(address,uint256)'], usableNow: true, source: 'bytecode' }],
      pools,
      probedPowers,
    })
  const stop: ProbedPower = { selector: '0x07da68f5', caller: owner, arguments: 'zero', effect: 'stopsSales' }

  it("reads an owner's uncapped mint and a hidden stop as a trap's dangers in a pool its creator filled", () => {
    for (const pools of [
      [market(10_000n, 0, 0n)],
      [pool({ free: 0n, burned: 10_000n })],
      [market(1_000n, 2, 4_500n)],
    ]) {
      const { level, reasons } = safetyVerdict(powered(pools, [stop]), now)
      expect(level).toBe('danger')
      expect(reasons.find((reason) => reason.key === 'ownerCanMint')?.severity).toBe('danger')
      expect(reasons.find((reason) => reason.key === 'powerStopsSales')?.severity).toBe('danger')
      expect(reasons.map((reason) => reason.key)).not.toContain('marketShared')
    }
  })

  it('reads them as warnings, and says why, where outside providers hold most of the pool (the creator 1/9)', () => {
    const shared = market(1_111n, 4, 2_222n)
    const { level, reasons } = safetyVerdict(powered([shared], [stop]), now)
    expect(level).toBe('warning')
    expect(reasons.find((reason) => reason.key === 'ownerCanMint')?.severity).toBe('warning')
    expect(reasons.find((reason) => reason.key === 'powerStopsSales')?.severity).toBe('warning')
    expect(reasons).toContainEqual({
      key: 'marketShared',
      severity: 'info',
      params: { dex: 'Dex', count: 5, bps: 8_888 },
    })
  })

  it('keeps a danger where one outside provider holds more than half, or the token side does', () => {
    expect(safetyVerdict(powered([market(1_000n, 3, 3_000n)]), now).level).toBe('warning')
    const whale = { ...market(500n, 3, 500n) }
    whale.freeHolders = {
      top: [{ address: provider(9), amount: 8_000n, controlled: false }, ...(whale.freeHolders?.top ?? [])],
      count: 5,
    }
    expect(safetyVerdict(powered([whale]), now).level).toBe('danger')
    expect(safetyVerdict(powered([market(5_100n, 3, 1_600n)]), now).level).toBe('danger')
  })

  it('never lowers what a power did in hiding, a measured failure, or supply created by a transfer', () => {
    const shared = market(1_111n, 4, 2_222n)
    const hiddenMint: ProbedPower = { ...stop, selector: '0x11111111', effect: 'hiddenBalance' }
    const tax: ProbedPower = { ...stop, selector: '0x22222222', effect: 'raisesTax', taxBps: 9_000 }
    for (const probed of [hiddenMint, tax])
      expect(safetyVerdict(powered([shared], [probed]), now).level).toBe('danger')
    const created = { ...powered([shared]), transfersCreate: [{ holder: owner, created: 10n ** 20n }] }
    expect(safetyVerdict(created, now).level).toBe('danger')
    const refused = { ...powered([shared]), trades: [trade(0, 0, false)] }
    expect(safetyVerdict(refused, now).level).toBe('danger')
  })

  it("reads a visible owner's pause as a danger in a market its creator filled, a warning where others share it", () => {
    const paused = (pools: PoolLiquidity[], source: PowerFinding['source'] = 'bytecode') =>
      report({
        owner: { kind: 'owned', owner, isContract: false },
        powers: [{ kind: 'pause', functions: ['pause()', 'unpause()'], usableNow: true, source }],
        pools,
        probedPowers: [{ ...stop, selector: '0x8456cb59', signature: 'pause()' }],
      })
    const own = [market(10_000n, 0, 0n)]
    const burned = [pool({ free: 0n, burned: 10_000n })]
    for (const pools of [own, burned]) {
      const { reasons } = safetyVerdict(paused(pools), now)
      expect(reasons.find((reason) => reason.key === 'ownerCanPause')?.severity).toBe('danger')
      expect(reasons.find((reason) => reason.key === 'powerStopsSales')?.severity).toBe('danger')
    }
    // Others share the market; who holds the LP is unknown (a node without the pair's logs); a
    // TokenBox template's listed pause: warnings.
    for (const input of [
      paused([market(1_111n, 4, 2_222n)]),
      paused([pool({ free: 10_000n })]),
      paused(own, 'template'),
    ]) {
      expect(severityOf(input, 'ownerCanPause')).toBe('warning')
    }
    expect(severityOf(paused([]), 'ownerCanPause')).toBe('warning')
  })
})

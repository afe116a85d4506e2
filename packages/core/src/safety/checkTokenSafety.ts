import {
  type Address,
  getAddress,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  parseEther,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { toViemChain } from '../chains/toViemChain.ts'
import type { ChainEntry } from '../chains/types.ts'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.ts'
import { uniswapV2PairAbi } from '../contracts/UniswapV2Pair.ts'
import { measureSwapTax } from '../dex/measureSwapTax.ts'
import { readToken, tokenFactsOf } from '../erc20/readToken.ts'
import { BaseError } from '../errors/BaseError.ts'
import { isContractRefusal, whenContractRefuses } from '../errors/contractRefusal.ts'
import { pacedReadClient } from '../logs/pacedReadClient.ts'
import { firstLogChunk, learnedLogRangeLimit, type ScannedLog, scanLogs } from '../logs/scanLogs.ts'
import { readTokenDetails, type TokenDetails } from '../tokens/readTokenDetails.ts'
import { hasOwner, isMarket314Template } from '../tokens/tokenTemplates.ts'
import { isBurnAddress, isNoOwner } from './burnAddresses.ts'
import { bytecodePowers, hasFunction, pushedSelectors } from './bytecodePowers.ts'
import { probeCandidateTransfers } from './candidateTransfers.ts'
import { findDeploymentBlock } from './findDeploymentBlock.ts'
import { codeAddresses, probePowers } from './probePowers.ts'
import { publicLockers } from './publicLockers.ts'
import { type ReadHoldersParameters, readHolders } from './readHolders.ts'
import { readLpHolders } from './readLpHolders.ts'
import { readProxy } from './readProxy.ts'
import { readTokenPools } from './readTokenPools.ts'
import { safetyThresholds, safetyVerdict } from './safetyVerdict.ts'
import { simulateHolderSales } from './simulateHolderSales.ts'
import { addressesInWord, codeStorageSlots } from './storedAddresses.ts'
import { templatePowers } from './templatePowers.ts'
import { type LiquidityHistory, liquidityHistory } from './tokenHistory.ts'
import { readTransferBalances, type ScanTransferLogs } from './transferBalances.ts'
import { contractsATransferCalls } from './transferCalls.ts'
import type {
  OwnerStatus,
  PoolLiquidity,
  PowerFinding,
  ProbedPower,
  ProxyInfo,
  TokenSafetyReport,
  TradeTest,
} from './types.ts'

export type CheckTokenSafetyParameters = {
  token: Address
  /** The chain's catalogue entry: its exchanges, tokens, locker and aggregator. */
  entry: ChainEntry
  /** The explorer's word on the source: true verified, false not, undefined when it could not be asked. */
  readVerified?: ((address: Address) => Promise<boolean | undefined>) | undefined
  /**
   * How to read the holders (Transfer logs from `fromBlock`, through `scan` if given); `false`
   * skips them (holders then read as unknown). A `scan` without `fromBlock` picks its own start
   * (serverTransferLogScan asks the explorer for the creation block).
   */
  holders?: Pick<ReadHoldersParameters, 'fromBlock' | 'scan' | 'top' | 'signal'> | false | undefined
  /**
   * `false` skips the simulated trades (a screen that already measured the trade it is about to
   * make, such as Exchange): the report then has no trade tests and no trade reasons.
   */
  trades?: false | undefined
  /** The chain's TokenBox locker when the catalogue entry does not name it (found at its shared address). */
  locker?: Address | undefined
  /** The buyer's own address: when it holds the token, its sale is simulated first. */
  buyer?: Address | undefined
  /** The most calls a second the check sends the endpoint (default 25; see pacedReadClient). */
  requestsPerSecond?: number | undefined
}

/** The simulated buy spends this share of the pool's native side (0.1%), so the price barely moves... */
const probeShareDivisor = 1_000n
/** ...and never more than this, whatever the pool's depth. */
const probeValueCap = parseEther('0.1')

const ownerAbi = parseAbi([
  'function owner() view returns (address)',
  'function getOwner() view returns (address)',
])
const capAbi = parseAbi(['function cap() view returns (uint256)'])
const feeCapAbi = parseAbi(['function MAX_FEE_BPS() view returns (uint16)'])

/** Thrown when the address holds no ERC-20 token on the chain: no code at all, or code that is no token. */
export class NotATokenError extends BaseError {
  readonly reason: 'noCode' | 'notToken'
  constructor(token: Address, reason: 'noCode' | 'notToken') {
    super(
      reason === 'noCode'
        ? `${token} holds no contract on this chain.`
        : `${token} does not answer as an ERC-20 token on this chain.`,
      { name: 'NotATokenError' },
    )
    this.reason = reason
  }
}

/**
 * The token safety check (`/check`, and Exchange's panel before a buy): everything a buyer should
 * know about `token`, read from the chain alone, with a verdict and the reasons for it.
 *
 * - Code: a TokenBox template is recognised byte for byte and its powers come from its settings
 *   exactly (templatePowers); any other contract's powers come from the function selectors in its
 *   runtime code (bytecodePowers), through a proxy to its implementation (readProxy).
 * - Owner: owner() (or getOwner()); 0x0 and 0x…dEaD read as renounced; a TokenBox timed renounce
 *   as timed, with its date and returning owner.
 * - Trading: a buy and a sale simulated in one eth_call per catalogue exchange (measureSwapTax),
 *   through the pool with the wrapped native coin or, without one, through a catalogue token's
 *   pool (testTrades), spending 0.1% of the pool's depth, at most 0.1 of the coin. Nothing is sent.
 * - Liquidity: every pool against the catalogue's tokens, and who holds its LP (readTokenPools).
 * - Holders: from the Transfer logs (readHolders), from the token's creation block when the node
 *   keeps old state (findDeploymentBlock), else from block 0; a given `scan` finds its own start.
 * - Holders' sales: a sale simulated from each of the largest ordinary holders (and the buyer, when
 *   given) with eth_simulateV1 (simulateHolderSales), which a fresh buyer's trade cannot replace:
 *   traps aimed at people who already hold the token show here. A node without eth_simulateV1 runs
 *   them through eth_call with state overrides (simulateCalls); one without either says so.
 * - Verification: `readVerified`, 'unknown' without it.
 *
 * Powers found in code are what the code can do under common names; the reasons say "functions
 * found in the code", never "safe": a contract can hide a power under any other name.
 *
 * Over a real endpoint (100-300 ms a round trip, a rate limit) the check's time is its rounds of
 * reads, not its reads: independent reads are sent together (pacedReadClient: contract reads in
 * one Multicall3 call where the catalogue declares one, a contract's storage slots in one call,
 * identical reads once), at about `requestsPerSecond` calls a second, and a 429 is waited out.
 *
 * @example
 * const report = await checkTokenSafety(publicClient, { token, entry: getChainEntry(56) })
 * report.verdict.level // 'danger'
 * report.verdict.reasons // [{ key: 'cannotSell', severity: 'danger', params: { dex: 'PancakeSwapV2' } }, ...]
 */
export async function checkTokenSafety(
  client: PublicClient,
  parameters: CheckTokenSafetyParameters,
): Promise<TokenSafetyReport> {
  const done = new AbortController()
  // Every read of the check through one paced client: shared answers, Multicall3 where the
  // catalogue declares it, about `requestsPerSecond` calls a second, rate limits waited out.
  const reader = pacedReadClient(client, {
    chain: toViemChain(parameters.entry),
    multicallAddress: parameters.entry.multicall,
    requestsPerSecond: parameters.requestsPerSecond,
    signal: done.signal,
  })
  try {
    return await checkThrough(reader, parameters)
  } finally {
    // Reads started for a branch that a failure made moot stop waiting for their turn.
    done.abort()
  }
}

/**
 * A promise the check may end up not awaiting (a branch a failure elsewhere made moot) is marked
 * handled; whoever awaits it still gets its failure.
 */
function started<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

/**
 * The check's reads in rounds of independent reads: first the token, its code and the block; then
 * at once its code's powers, its pools (and from them the trades), the explorer's word and the
 * start of its history; then its holders; then the holders' sales and the power probe together.
 * Each reader sends its own independent reads together as well.
 */
async function checkThrough(
  client: PublicClient,
  parameters: CheckTokenSafetyParameters,
): Promise<TokenSafetyReport> {
  const token = getAddress(parameters.token)
  const { entry } = parameters
  const [facts, code, block] = await Promise.all([
    readToken(client, { token }),
    client.getCode({ address: token }),
    client.getBlock(),
  ])
  if (!code || code === '0x') throw new NotATokenError(token, 'noCode')
  if (!facts) throw new NotATokenError(token, 'notToken')
  const toBlock = block.number ?? undefined
  const locker = parameters.locker ?? entry.lock

  const ofCode = started(powersOfCode(client, token, code))
  const poolsRead = started(readTokenPools(client, { token, entry, locker: parameters.locker }))
  const verifiedRead = started(readVerifiedSafely(parameters.readVerified, token))
  const tradesRead = started(
    parameters.trades === false
      ? Promise.resolve([])
      : poolsRead.then((pools) => testTrades(client, token, entry, pools)),
  )
  const holderOptions = parameters.holders === false ? undefined : (parameters.holders ?? {})
  // The scan starts where the token was created when the node can say (archive state), else at 0;
  // a scan of the caller's (the explorer's, through the server) knows better and costs no calls.
  // Within one scan request of the creation is as good as the block itself.
  const fromBlockRead: Promise<bigint | undefined> =
    holderOptions && holderOptions.fromBlock === undefined && holderOptions.scan === undefined
      ? findDeploymentBlock(client, {
          address: token,
          toBlock,
          precision: learnedLogRangeLimit(client) ?? firstLogChunk,
        }).catch(() => undefined)
      : Promise.resolve(holderOptions?.fromBlock)
  /** The token's or a pool's history was asked for and the node failed it. */
  let historyFailed = false
  const holdersRead: Promise<TokenSafetyReport['holders']> =
    holderOptions === undefined
      ? Promise.resolve(undefined)
      : fromBlockRead
          .then((fromBlock) =>
            readHolders(client, {
              token,
              totalSupply: facts.totalSupply,
              // The pools label the rows; the scan does not wait for them.
              pairs: poolsRead.then((pools) => pools.map((pool) => pool.pair)),
              lockers: [
                ...(locker ? [locker] : []),
                ...(publicLockers[entry.id] ?? []).map((known) => known.address),
              ],
              toBlock,
              ...holderOptions,
              fromBlock,
            }),
          )
          .catch(() => {
            // Asked for and not read: said as such, never as a token without holders.
            historyFailed = true
            return undefined
          })

  // Who holds each pool's free LP, from the pair's history, read beside the token's holders; only
  // where enough LP is free for its holders to matter (safetyVerdict).
  const lockerAddresses = [
    ...(locker ? [locker] : []),
    ...(publicLockers[entry.id] ?? []).map((known) => known.address),
  ]
  // A pair's Transfer logs are read once for both of what they tell: who holds its LP, and who
  // removed liquidity (every pool, whatever its LP: a pool a rug emptied has none left free).
  const pairScans = new Map<string, Promise<ScannedLog[]>>()
  const scanPair: ScanTransferLogs = (filter, options) => {
    const key = `${filter.address}`.toLowerCase()
    let scanned = pairScans.get(key)
    if (!scanned) {
      scanned = holderOptions?.scan ? holderOptions.scan(filter, options) : scanLogs(client, filter, options)
      pairScans.set(key, scanned)
    }
    return scanned
  }
  const lpHoldersRead = started(
    holderOptions === undefined
      ? Promise.resolve([])
      : Promise.all([poolsRead, fromBlockRead]).then(([found, fromBlock]) =>
          Promise.all(
            found.map((pool) =>
              pool.lpSupply > 0n &&
              pool.free * 10_000n > pool.lpSupply * BigInt(safetyThresholds.lpControlledWarningBps)
                ? readLpHolders(client, {
                    pair: pool.pair,
                    exclude: [...lockerAddresses, ...pool.locked.map((lock) => lock.address)],
                    fromBlock,
                    toBlock,
                    scan: scanPair,
                    signal: holderOptions.signal,
                  }).catch(() => undefined)
                : undefined,
            ),
          ),
        ),
  )
  const lpHistoryRead = started(
    holderOptions === undefined
      ? Promise.resolve([])
      : Promise.all([poolsRead, fromBlockRead]).then(([found, fromBlock]) =>
          Promise.all(
            found.map((pool) =>
              readTransferBalances(client, {
                address: pool.pair,
                fromBlock,
                toBlock,
                scan: scanPair,
                signal: holderOptions.signal,
              })
                .then(({ moves }) => liquidityHistory(moves, pool.pair))
                .catch(() => {
                  historyFailed = true
                  return undefined
                }),
            ),
          ),
        ),
  )

  const [{ owner, powers, proxy, details }, poolsFound, trades] = await Promise.all([
    ofCode,
    poolsRead,
    tradesRead,
  ])

  // Sales from those who already hold it: a fresh buyer's trade cannot see traps aimed at holders.
  const holderSalesRead = holdersRead.then((holders) =>
    trades.length > 0 && (holders || parameters.buyer)
      ? simulateHolderSales(client, {
          token,
          trades,
          holders: holders?.top ?? [],
          buyer: parameters.buyer,
          at: { number: block.number ?? 0n, timestamp: block.timestamp },
          // A node that failed the reads is reported as "holders' sales not tested", never as nothing.
        }).catch(() => ({ tests: [], unsupported: true as const, calls: 0 }))
      : undefined,
  )

  // Powers by what they do, whatever their names (not for a TokenBox template, whose powers are
  // exact). The functions open to anyone are found while the holders (the creator) are read.
  const probeDue = !details && trades.length > 0
  // Who may act for the token: the power probe's callers, and the token's side among LP holders.
  let candidatesFailed = false
  const candidatesRead = started(
    powerCandidates(client, token, code, owner, holdersRead, probeDue, proxy?.implementation).catch(() => {
      // Candidates the node failed to read leave the probe short: said as "powers not probed".
      candidatesFailed = true
      return [] as Address[]
    }),
  )
  // Plain transfers from the wallets the token may treat apart: a transfer that creates tokens is a
  // mint hidden in transfer() (an exempt wallet never debited), whatever the code names.
  const transfersRead = probeDue
    ? Promise.all([candidatesRead, holdersRead]).then(([found, holders]) =>
        probeCandidateTransfers(client, {
          token,
          candidates: [
            ...found,
            ...(holders?.top ?? []).filter((row) => row.role === undefined).map((row) => row.address),
          ],
          totalSupply: facts.totalSupply,
          skip: [
            ...poolsFound.map((pool) => pool.pair),
            ...entry.swaps.flatMap((swap) => [swap.router, swap.factory]),
            entry.wrappedNative,
            ...lockerAddresses,
          ],
        }).catch(() => undefined),
      )
    : undefined
  const probeRead = probeDue
    ? (async () =>
        probePowers(client, {
          token,
          code: proxy
            ? `${code}${(await client.getCode({ address: proxy.implementation }))?.slice(2) ?? ''}`
            : code,
          candidates: candidatesRead,
          known: [
            ...poolsFound.map((pool) => pool.pair),
            ...entry.swaps.flatMap((swap) => [swap.router, swap.factory]),
            entry.wrappedNative,
            ...(locker ? [locker] : []),
          ],
          trades,
          // The functions of the held powers found by name: which of them can never run.
          closable: powers.flatMap((power) =>
            power.source === 'bytecode' &&
            power.usableNow &&
            power.kind !== 'upgrade' &&
            power.kind !== 'ownership'
              ? power.functions.flatMap((signature) =>
                  plainArguments(signature) ? (selectorOf(signature) ?? []) : [],
                )
              : [],
          ),
        }))().catch(() => undefined)
    : undefined

  // Outside contracts the token keeps (a "config" constructor argument that is really an address,
  // a guard its transfer calls): their powers over the token's sales are the token's. Each is probed
  // as the token is, its functions called by the same candidates, the effect read on a holder's sale.
  const outsideRead = probeDue
    ? Promise.all([candidatesRead, holdersRead])
        .then(async ([found, holders]) =>
          probeKeptContracts(client, {
            token,
            candidates: found,
            // The contracts a holder's transfer into the pool calls, wherever the token keeps them.
            called: await calledBySale(client, token, holders, poolsFound),
            trades,
            skip: [
              ...poolsFound.map((pool) => pool.pair),
              ...entry.swaps.flatMap((swap) => [swap.router, swap.factory]),
              entry.wrappedNative,
              ...lockerAddresses,
              ...(proxy ? [proxy.implementation] : []),
              ...(proxy?.beacon ? [proxy.beacon] : []),
              ...(proxy?.admin ? [proxy.admin] : []),
            ],
          }),
        )
        .catch(() => undefined)
    : undefined
  const [holders, holderSales, probe, verified, lpHolders, candidates, lpHistory, transfers, outside] =
    await Promise.all([
      holdersRead,
      holderSalesRead,
      probeRead,
      verifiedRead,
      lpHoldersRead,
      candidatesRead,
      lpHistoryRead,
      transfersRead,
      outsideRead,
    ])
  const transferFindings = transfers && transfers !== 'unsupported' ? transfers.findings : undefined
  // Whether the token knows where it trades: an exchange's address among those it keeps.
  const exchanges = [
    ...poolsFound.map((pool) => pool.pair),
    ...entry.swaps.flatMap((swap) => [swap.router, swap.factory]),
  ]
  const keptExchange = candidates.find((kept) => exchanges.some((exchange) => isAddressEqual(exchange, kept)))
  // A power whose every function the probe found closed (refused to its holder for another reason
  // than its caller) can never run: listed as closed, never counted.
  const closedSelectors = new Set(probe?.closed ?? [])
  const shownPowers =
    closedSelectors.size === 0 ? powers : powers.map((power) => closedPower(power, closedSelectors))
  const pools = poolsFound.map((pool, index): PoolLiquidity => {
    const lp = lpHolders[index]
    const history = lpHistory[index]
    const controllers = [
      token,
      ...candidates,
      ...(lp?.firstProvider ? [lp.firstProvider] : []),
      ...(holders?.creator ? [holders.creator] : []),
    ]
    const controlled = (address: Address) =>
      controllers.some((controller) => isAddressEqual(controller, address))
    const removed = history ? removedByTokenSide(history, controlled) : undefined
    return {
      ...pool,
      ...(lp
        ? {
            freeHolders: {
              top: lp.top.map((row) => ({ ...row, controlled: controlled(row.address) })),
              count: lp.count,
            },
          }
        : {}),
      ...(removed ? { removed } : {}),
    }
  })

  const report: Omit<TokenSafetyReport, 'verdict'> = {
    chainId: entry.id,
    blockNumber: block.number ?? 0n,
    chainTime: block.timestamp,
    token: tokenFactsOf(token, facts),
    ...(details ? { template: details.template } : {}),
    owner,
    ...(proxy ? { proxy } : {}),
    powers: shownPowers,
    trades,
    pools,
    ...(holders ? { holders } : {}),
    ...(historyFailed ? { historyFailed: true as const } : {}),
    ...(holderSales && (holderSales.tests.length > 0 || holderSales.unsupported)
      ? {
          holderSales: {
            tests: holderSales.tests,
            ...(holderSales.unsupported ? { unsupported: true as const } : {}),
          },
        }
      : {}),
    ...(probe && (probe.powers.length > 0 || (outside?.powers.length ?? 0) > 0)
      ? { probedPowers: [...probe.powers, ...(outside?.powers ?? [])] }
      : {}),
    // A probe the node failed, whole or in part, is reported as "powers not probed", never as nothing.
    ...(probeDue &&
    (!probe ||
      probe.untested > 0 ||
      !transferFindings ||
      !outside ||
      outside.untested > 0 ||
      candidatesFailed)
      ? { powerProbeFailed: true as const }
      : {}),
    ...(transferFindings && transferFindings.length > 0 ? { transfersCreate: transferFindings } : {}),
    // Functions beyond the probe's limit are named as untried, never passed over in silence.
    ...(probe && probe.skipped > 0 ? { powerProbeSkipped: probe.skipped } : {}),
    // Trades tried on a pool without one reading: what starts from a reading did not run, and says so.
    ...(trades.some((trade) => trade.failed === 'error' || trade.failed === 'reverted') &&
    !trades.some((trade) => trade.reading?.canBuy)
      ? { simulationsNotRun: true as const }
      : {}),
    ...((holderSales && 'method' in holderSales && holderSales.method === 'ethCall') ||
    probe?.method === 'ethCall'
      ? { simulatedThrough: 'ethCall' as const }
      : {}),
    ...(keptExchange ? { keptExchange } : {}),
    ...(holderSales || probe
      ? { simulations: (holderSales?.calls ?? 0) + (probe?.calls ?? 0) + (outside?.calls ?? 0) }
      : {}),
    verified,
  }
  return { ...report, verdict: safetyVerdict(report, block.timestamp) }
}

/**
 * Who owns a token and which powers over holders its code (or its template's settings) gives, as
 * the safety check reads them, without the pools, trades and holders: what a sale or presale page
 * shows about the token it sells (a token that can pause or blacklist can freeze a claim after the
 * raise was paid). Undefined when `token` has no code.
 *
 * @example
 * const found = await readTokenPowers(publicClient, { token })
 * found && usablePowers(found.powers) // [{ kind: 'pause', ... }]
 */
export async function readTokenPowers(
  client: PublicClient,
  { token }: { token: Address },
): Promise<{ owner: OwnerStatus; powers: PowerFinding[] } | undefined> {
  const address = getAddress(token)
  const reader = pacedReadClient(client)
  const code = await reader.getCode({ address })
  if (!code || code === '0x') return undefined
  const { owner, powers } = await powersOfCode(reader, address, code)
  return { owner, powers }
}

/** The powers someone can use today, ownership hand-over aside (not a power over holders). */
export function usablePowers(powers: readonly PowerFinding[]): PowerFinding[] {
  return powers.filter((power) => power.usableNow && power.kind !== 'ownership')
}

async function powersOfCode(client: PublicClient, token: Address, code: Hex) {
  const details = await readTemplateDetails(client, token)
  if (details) {
    const owner = await templateOwner(client, details)
    return { owner, powers: templatePowers(details, owner.kind === 'owned'), proxy: undefined, details }
  }
  const proxy = await readProxy(client, { address: token, code })
  const implementationCode = proxy ? await client.getCode({ address: proxy.implementation }) : undefined
  const selectors = pushedSelectors(code)
  for (const selector of pushedSelectors(implementationCode)) selectors.add(selector)
  // The owner and the mint cap are read together; the powers' usability waits for the owner.
  const [owner, found] = await Promise.all([
    codeOwner(client, token, selectors),
    codePowers(client, token, code, implementationCode, selectors),
  ])
  const ownerHolds = owner.kind === 'owned' || owner.kind === 'noOwnerFunction'
  return { owner, powers: codePowerFindings(found, proxy, ownerHolds), proxy, details }
}

/**
 * readTokenDetails, plus the ERC314 family's fee cap (MAX_FEE_BPS, which Manage Token does not
 * show); undefined for any other contract, or a template whose extra reads fail (a dividend coin
 * that no longer answers), which is then checked as any contract.
 */
async function readTemplateDetails(client: PublicClient, token: Address): Promise<TokenDetails | undefined> {
  const details = await readTokenDetails(client, { address: token }).catch(whenContractRefuses(undefined))
  if (!details || !isMarket314Template(details.template)) return details
  const cap = await client.readContract({ address: token, abi: feeCapAbi, functionName: 'MAX_FEE_BPS' })
  return { ...details, settings: { ...details.settings, MAX_FEE_BPS: cap } }
}

/** The owner of a template, from what readTokenDetails read (timed renounce included). */
async function templateOwner(client: PublicClient, details: TokenDetails): Promise<OwnerStatus> {
  if (!hasOwner(details.template)) return { kind: 'noOwnerFunction' }
  const { owner, settings, chainTime } = details
  const { returningOwner: returning, renounceEndsAt: until } = settings
  // The templates store every owner nobody can act as (0x…dEaD, the token itself) as zero
  // (NoOwner.sol): zero is no owner, exactly as their rules read it.
  if (isNoOwner(owner, details.address)) {
    if (returning && !isAddressEqual(returning, zeroAddress) && until !== undefined && until > chainTime)
      return { kind: 'timed', returningOwner: returning, until }
    return { kind: 'renounced' }
  }
  const ownerCode = await client.getCode({ address: owner })
  return { kind: 'owned', owner, isContract: ownerCode !== undefined && ownerCode !== '0x' }
}

/** The owner of any other contract: owner() or getOwner() when its code (or its logic's) has one. */
async function codeOwner(client: PublicClient, token: Address, selectors: Set<Hex>): Promise<OwnerStatus> {
  const functionName = hasFunction(selectors, 'owner()')
    ? 'owner'
    : hasFunction(selectors, 'getOwner()')
      ? 'getOwner'
      : undefined
  if (!functionName) return { kind: 'noOwnerFunction' }
  const owner = await client
    .readContract({ address: token, abi: ownerAbi, functionName })
    .catch(whenContractRefuses(undefined))
  if (owner === undefined) return { kind: 'noOwnerFunction' }
  if (isNoOwner(owner, token)) return { kind: 'renounced' }
  const ownerCode = await client.getCode({ address: owner })
  return {
    kind: 'owned',
    owner: getAddress(owner),
    isContract: ownerCode !== undefined && ownerCode !== '0x',
  }
}

/** A power the code of a contract that is no template has, with its mint's cap() when it has one. */
type FoundPower = { kind: PowerFinding['kind']; functions: string[]; cap?: PowerFinding['cap'] }

/** The powers in a contract's code and its implementation's, and the cap() of its mint. */
async function codePowers(
  client: PublicClient,
  token: Address,
  code: Hex,
  implementationCode: Hex | undefined,
  selectors: Set<Hex>,
): Promise<FoundPower[]> {
  const found: FoundPower[] = bytecodePowers(code)
  for (const power of bytecodePowers(implementationCode)) {
    const same = found.find((other) => other.kind === power.kind)
    if (same) same.functions = [...new Set([...same.functions, ...power.functions])]
    else found.push(power)
  }
  const mint = found.find((power) => power.kind === 'mint')
  if (mint && hasFunction(selectors, 'cap()')) {
    const cap = await client
      .readContract({ address: token, abi: capAbi, functionName: 'cap' })
      .then((value) => ({ kind: 'supply' as const, value }))
      .catch(whenContractRefuses(undefined))
    if (cap) mint.cap = cap
  }
  return found
}

/**
 * The findings of a contract that is no template: usable while an owner holds them (or no owner
 * check is visible); a proxy's upgrade power is its admin's.
 */
function codePowerFindings(
  found: readonly FoundPower[],
  proxy: ProxyInfo | undefined,
  ownerHolds: boolean,
): PowerFinding[] {
  const findings: PowerFinding[] = []
  for (const { kind, functions, cap } of found) {
    if (kind === 'upgrade') continue
    findings.push({ kind, functions, ...(cap ? { cap } : {}), usableNow: ownerHolds, source: 'bytecode' })
  }
  const upgradeFunctions = found.find((power) => power.kind === 'upgrade')?.functions ?? []
  if (proxy?.upgradeable) {
    findings.push({
      kind: 'upgrade',
      functions: upgradeFunctions,
      // An admin slot names who upgrades; without one (UUPS) the logic's own owner check decides.
      usableNow:
        proxy.admin !== undefined
          ? !isBurnAddress(proxy.admin) && !(proxy.adminOwner && isBurnAddress(proxy.adminOwner))
          : ownerHolds,
      source: 'bytecode',
    })
  } else if (upgradeFunctions.length > 0 && proxy?.standard !== 'eip1167') {
    findings.push({ kind: 'upgrade', functions: upgradeFunctions, usableNow: ownerHolds, source: 'bytecode' })
  }
  return findings
}

/**
 * `power` marked closed when it comes from the code, is held, and each of its functions is among
 * `closed` (the power probe's functions refused to their holder for another reason than their caller).
 */
function closedPower(power: PowerFinding, closed: ReadonlySet<Hex>): PowerFinding {
  if (power.source !== 'bytecode' || !power.usableNow || power.functions.length === 0) return power
  if (power.kind === 'upgrade' || power.kind === 'ownership') return power
  const selectors = power.functions.map(selectorOf)
  if (!selectors.every((selector) => selector !== undefined && closed.has(selector))) return power
  return { ...power, usableNow: false, closed: true }
}

/**
 * Whether every argument of `signature` is a plain value (address, bool, an integer): what the
 * power probe's shapes fill right, so a refusal of all of them is no decoding failure.
 */
function plainArguments(signature: string): boolean {
  const inner = /\((.*)\)$/.exec(signature)?.[1]
  if (inner === undefined) return false
  return inner === '' || inner.split(',').every((type) => /^(address|bool|u?int\d*)$/.test(type.trim()))
}

/** The selector of a function signature such as 'mint(address,uint256)', undefined for none. */
function selectorOf(signature: string): Hex | undefined {
  try {
    return toFunctionSelector(`function ${signature}`)
  } catch {
    return undefined
  }
}

/** The smaller of two amounts. */
const least = (a: bigint, b: bigint) => (a < b ? a : b)

/**
 * One simulated buy and sale per catalogue exchange: through the token's pool with the wrapped
 * native coin when it has one, else through its deepest pool with a catalogue token (a stablecoin)
 * that itself pairs with the wrapped native coin on that exchange ([native, quote, token]). The buy
 * spends 0.1% of the shallower side, counted in the native coin, at most 0.1 of the coin.
 */
async function testTrades(
  client: PublicClient,
  token: Address,
  entry: ChainEntry,
  pools: readonly PoolLiquidity[],
): Promise<TradeTest[]> {
  if (isAddressEqual(token, entry.wrappedNative)) return []
  const native = entry.wrappedNative
  return Promise.all(
    entry.swaps.map(async (swap): Promise<TradeTest> => {
      const base = { dex: swap.name, router: swap.router }
      const own = pools.filter((pool) => pool.dex === swap.name && pool.reserveQuote > 0n)
      const direct = own.find((pool) => isAddressEqual(pool.quote, native))
      let route: { pair: Address; path: Address[]; value: bigint } | undefined
      if (direct) {
        route = { pair: direct.pair, path: [native, token], value: direct.reserveQuote / probeShareDivisor }
      } else {
        const byDepth = [...own].sort((a, b) => (a.reserveToken > b.reserveToken ? -1 : 1))
        for (const pool of byDepth) {
          const hop = await client.readContract({
            address: swap.factory,
            abi: uniswapV2FactoryAbi,
            functionName: 'getPair',
            args: [pool.quote, native],
          })
          if (isAddressEqual(hop, zeroAddress)) continue
          const [[reserve0, reserve1], token0] = await Promise.all([
            client.readContract({ address: hop, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
            client.readContract({ address: hop, abi: uniswapV2PairAbi, functionName: 'token0' }),
          ])
          const [nativeReserve, quoteReserve] = isAddressEqual(token0, native)
            ? [reserve0, reserve1]
            : [reserve1, reserve0]
          if (nativeReserve === 0n || quoteReserve === 0n) continue
          // The token pool's quote side, priced in the native coin through the hop.
          const poolInNative = (pool.reserveQuote * nativeReserve) / quoteReserve
          route = {
            pair: pool.pair,
            path: [native, pool.quote, token],
            value: least(nativeReserve, poolInNative) / probeShareDivisor,
          }
          break
        }
      }
      if (!route) return { ...base, failed: 'noPool' }
      const { pair, path } = route
      const value = least(route.value, probeValueCap)
      if (value <= 0n) return { ...base, pair, path, failed: 'noPool' }
      try {
        const reading = await measureSwapTax(client, { router: swap.router, buyPath: path, value })
        return { ...base, pair, path, value, reading }
      } catch (error) {
        // A revert is the token's answer (it broke the probe), any other failure the node's.
        return { ...base, pair, path, value, failed: isContractRefusal(error) ? 'reverted' : 'error' }
      }
    }),
  )
}

/** At most this many outside contracts a token keeps are probed. */
const keptContractsProbed = 3

/**
 * The powers of the outside contracts `token` keeps among `candidates` (addresses with code, other
 * than the exchanges, lockers and proxy parts in `skip`): each contract's gated functions called by
 * the candidates, the effect read on a holder's sale of the token (probePowers with a `target`).
 */
async function probeKeptContracts(
  client: PublicClient,
  parameters: {
    token: Address
    candidates: readonly Address[]
    /** Contracts a transfer was traced calling (undefined where the node has no tracer). */
    called?: readonly Address[] | undefined
    trades: readonly TradeTest[]
    skip: readonly Address[]
  },
): Promise<{ powers: ProbedPower[]; untested: number; calls: number }> {
  const { token, candidates, skip } = parameters
  const others = [
    ...new Set(
      [...(parameters.called ?? []), ...candidates]
        .filter(
          (address) =>
            !isAddressEqual(address, token) &&
            !isBurnAddress(address) &&
            !skip.some((other) => isAddressEqual(other, address)),
        )
        .map((address) => getAddress(address)),
    ),
  ]
  const codes = await Promise.all(others.map((address) => client.getCode({ address })))
  const kept = others
    .map((address, index) => ({ address, code: codes[index] }))
    .filter(
      (found): found is { address: Address; code: Hex } => found.code !== undefined && found.code !== '0x',
    )
    .slice(0, keptContractsProbed)
  const probed = await Promise.all(
    kept.map(({ address, code }) =>
      probePowers(client, {
        token,
        target: address,
        code,
        candidates,
        known: skip,
        trades: parameters.trades,
      }).then((found) => ({
        ...found,
        powers: found.powers.map((power) => ({ ...power, contract: address })),
      })),
    ),
  )
  return {
    powers: probed.flatMap((found) => found.powers),
    untested: probed.reduce((sum, found) => sum + found.untested, 0),
    calls: codes.length + probed.reduce((sum, found) => sum + found.calls, 0),
  }
}

/**
 * The contracts a transfer of the largest ordinary holder into the token's first pool calls (the
 * node's call tracer), or undefined where there is no such holder or tracer.
 */
async function calledBySale(
  client: PublicClient,
  token: Address,
  holders: TokenSafetyReport['holders'],
  pools: readonly PoolLiquidity[],
): Promise<Address[] | undefined> {
  const holder = holders?.top.find((row) => row.role === undefined && row.balance > 0n && !row.isContract)
  const pool = pools[0]
  if (!holder || !pool) return undefined
  const amount = holder.balance / 100n > 0n ? holder.balance / 100n : holder.balance
  return contractsATransferCalls(client, { token, from: holder.address, to: pool.pair, amount })
}

/** What the token's side (`controlled`) removed of a pool's liquidity, and its largest remover. */
function removedByTokenSide(
  history: LiquidityHistory,
  controlled: (address: Address) => boolean,
): NonNullable<PoolLiquidity['removed']> {
  let byTokenSide = 0n
  let remover: Address | undefined
  let largest = 0n
  for (const [address, amount] of history.removedBy) {
    if (!controlled(address)) continue
    byTokenSide += amount
    if (amount > largest) {
      largest = amount
      remover = address
    }
  }
  return { peak: history.peak, byTokenSide, ...(remover ? { remover } : {}) }
}

/** How many of the first storage slots are read for addresses a token keeps (a second controller, a fee wallet)... */
const storageSlotsRead = 10
/** ...and at most this many more that the code reads by a constant (beyond the first, or hashed). */
const codeSlotsRead = 16

/**
 * Who may hold a power over holders of a contract: the owner owner() names, the creator, and the
 * addresses its code (constants, immutables) and (with `readSlots`, where the power probe runs) its
 * storage keeps, where a "renounced" token hides a second controller: the first slots and those the
 * code (or, behind a proxy, its `implementation`'s) reads by a constant, each address alone in its
 * slot or packed beside a number. The slots are read while the holders (the creator) still are.
 */
async function powerCandidates(
  client: PublicClient,
  token: Address,
  code: Hex,
  owner: OwnerStatus,
  holdersRead: Promise<TokenSafetyReport['holders']>,
  readSlots: boolean,
  implementation?: Address,
): Promise<Address[]> {
  // Behind a proxy the logic's code names the slots of the proxy's storage it reads.
  const logic = readSlots && implementation ? await client.getCode({ address: implementation }) : undefined
  const first = Array.from({ length: storageSlotsRead }, (_, slot) => BigInt(slot))
  const named = [...new Set([...codeStorageSlots(code), ...codeStorageSlots(logic)])]
    .filter((slot) => slot >= BigInt(storageSlotsRead))
    .slice(0, codeSlotsRead)
  const [slots, holders] = await Promise.all([
    readSlots
      ? Promise.all(
          // A slot the node failed to read is an error of the check (the screen says it could not
          // read), never a slot without a controller.
          [...first, ...named].map((slot) =>
            client.getStorageAt({ address: token, slot: `0x${slot.toString(16)}` }),
          ),
        )
      : [],
    holdersRead,
  ])
  const creator = holders?.creator
  // An address alone in its slot, or packed beside a number (a flag, the decimals, a date).
  const stored = slots.flatMap((value) => addressesInWord(value))
  return [
    ...(owner.kind === 'owned' ? [owner.owner] : []),
    ...(owner.kind === 'timed' ? [owner.returningOwner] : []),
    ...(creator ? [creator] : []),
    ...codeAddresses(code),
    ...stored,
  ]
}

async function readVerifiedSafely(
  readVerified: CheckTokenSafetyParameters['readVerified'],
  token: Address,
): Promise<TokenSafetyReport['verified']> {
  if (!readVerified) return 'unknown'
  const answer = await readVerified(token).catch(() => undefined)
  return answer === true ? 'yes' : answer === false ? 'no' : 'unknown'
}

import {
  type Address,
  decodeAbiParameters,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  getContractAddress,
  type Hex,
  isAddressEqual,
  type PublicClient,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { readToken } from '../erc20/readToken.ts'
import { isUnlimitedAmount } from '../erc20/unlimitedAmount.ts'
import { decodeContractError } from '../errors/contractErrors.ts'
import { isContractRefusal } from '../errors/contractRefusal.ts'
import { endpointRefused } from '../errors/endpointRefused.ts'
import { blockDaysAgo, contractsCreatedSince, type newContractDays } from './newContracts.ts'

/** A transaction as a page asks a wallet to send it. */
export type SimulatedRequest = {
  from: Address
  /** The contract or account called; absent (or null) for a contract creation. */
  to?: Address | null | undefined
  data?: Hex | undefined
  value?: bigint | undefined
}

/** What enters (`amount` > 0) or leaves (`amount` < 0) the sender's wallet, per asset. */
export type AssetChange = {
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155'
  /** The token's contract; the zero address for the chain's coin. */
  asset: Address
  /** Which NFT (ERC-721, ERC-1155). */
  tokenId?: bigint
  amount: bigint
  /** The token's symbol and decimals where it answers them (ERC-20; the coin's are the chain's). */
  symbol?: string
  decimals?: number
  /** Who sent it or received it. */
  counterparties: Address[]
}

/** An allowance the transaction grants on the sender's assets. */
export type ApprovalGrant =
  | {
      kind: 'erc20'
      token: Address
      spender: Address
      amount: bigint
      unlimited: boolean
      symbol?: string
      decimals?: number
    }
  | { kind: 'erc721'; token: Address; spender: Address; tokenId: bigint }
  | { kind: 'operator'; token: Address; spender: Address; approved: boolean }
  | {
      kind: 'permit2'
      token: Address
      spender: Address
      amount: bigint
      unlimited: boolean
      expiration: bigint
    }

/** Why a transaction would revert, as far as its revert data says. */
export type RevertReason =
  | { kind: 'message'; message: string }
  | { kind: 'panic'; code: bigint }
  /** One of TokenBox's contracts' errors, by name (the UI words it from the error table). */
  | { kind: 'error'; name: string; args: readonly unknown[] }
  /** Another contract's error: its selector only. */
  | { kind: 'unknown'; selector: Hex }
  | { kind: 'none' }

export type TransactionSimulation =
  | {
      status: 'success'
      /** How it was simulated: `eth_simulateV1`, or `debug_traceCall` where the node lacks it. */
      method: 'simulateV1' | 'traceCall'
      changes: AssetChange[]
      approvals: ApprovalGrant[]
      /** Contracts the transaction creates. */
      created: Address[]
      /**
       * Of those who receive the sender's assets or may spend them, the contracts created within the
       * last {@link newContractDays} days (a drainer is days old). Absent where the node could not
       * tell: a chain younger than that, or a node without old state.
       */
      newContracts?: Address[]
      /** How many of those recipients could not be checked: the node failed the old state's reads. */
      newContractsUnread?: number
      gasUsed: bigint
    }
  | { status: 'reverted'; method: 'simulateV1' | 'traceCall' | 'call'; reason: RevertReason }
  /** The node can neither simulate nor trace: only that the call would not revert is known. */
  | { status: 'unavailable' }

const transferTopic = toEventSelector(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)
const approvalTopic = toEventSelector(
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
)
const approvalForAllTopic = toEventSelector(
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
)
const transferSingleTopic = toEventSelector(
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
)
const transferBatchTopic = toEventSelector(
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
)
/** Permit2's allowance event: owner, token, spender indexed; amount (uint160), expiration (uint48). */
const permit2ApprovalTopic = toEventSelector(
  'event Approval(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration)',
)
/** The address eth_simulateV1's `traceTransfers` gives the coin's moves, as ERC-20 Transfer logs. */
const nativeTransferAddress: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

type Log = { address: Address; topics: readonly Hex[]; data: Hex }
/** A move of the coin: from a trace's call frame, or a traceTransfers log. */
type NativeMove = { from: Address; to: Address; value: bigint }

const topicAddress = (topic: Hex | undefined): Address =>
  getAddress(`0x${(topic ?? '0x').slice(-40).padStart(40, '0')}`)
const word = (data: Hex, index: number): bigint =>
  BigInt(`0x${data.slice(2 + index * 64, 2 + (index + 1) * 64) || '0'}`)

/** The nodes (by client) that refused a method: not asked again. */
const refused = new WeakMap<PublicClient, Set<string>>()
const refusedBy = (client: PublicClient) => {
  const methods = refused.get(client) ?? new Set<string>()
  refused.set(client, methods)
  return methods
}

/**
 * What a transaction will do to its sender's assets, before it is signed (issue 80): the coin, the
 * ERC-20s, ERC-721s and ERC-1155s that leave and enter the sender's wallet, the allowances it grants
 * (ERC-20 and NFT approvals, operators, Permit2 allowances, each with "unlimited" said), the
 * contracts it creates, or why it reverts. From the user's own RPC: `eth_simulateV1` with the
 * coin's moves traced where the node has it; else `debug_traceCall` with the call tracer and its
 * logs; else an `eth_call`, which tells only whether it reverts (`unavailable` when it does not).
 * Nothing is sent. The network fee is not counted (a wallet shows it apart).
 *
 * @example
 * const simulation = await simulateTransaction(client, { from: account, to: router, data, value })
 * simulation.status === 'success' && simulation.changes // [{ kind: 'native', amount: -10n ** 18n, ... }, { kind: 'erc20', amount: 2_850_000_000n, symbol: 'USDT', ... }]
 */
export async function simulateTransaction(
  client: PublicClient,
  request: SimulatedRequest,
): Promise<TransactionSimulation> {
  const from = getAddress(request.from)
  // The block of about 30 days ago, looked for while the transaction is simulated; a node that
  // fails it is said, not taken for "nothing new".
  const cutBlock = blockDaysAgo(client).then(
    (block) => ({ block }),
    () => 'unread' as const,
  )
  const skipped = refusedBy(client)
  const remember = (method: string) => (error: unknown) => {
    if (endpointRefused(error)) skipped.add(method)
    return undefined
  }
  const traced =
    (!skipped.has('eth_simulateV1')
      ? await throughSimulation(client, from, request).catch(remember('eth_simulateV1'))
      : undefined) ??
    (!skipped.has('debug_traceCall')
      ? await throughTrace(client, from, request).catch(remember('debug_traceCall'))
      : undefined)
  if (!traced) return throughCall(client, from, request)
  if (traced.revert !== undefined)
    return { status: 'reverted', method: traced.method, reason: revertReason(traced.revert) }
  // A token the transaction itself creates has no code yet: its symbol and decimals are read as they
  // are right after it (in the same simulated block, or on the state the tracer says it leaves).
  const readCreated = (tokens: Address[]) =>
    (traced.method === 'simulateV1'
      ? tokensAfter(client, from, request, tokens)
      : tokensFromPrestate(client, from, request, tokens)
    ).catch(() => new Map<string, TokenFacts>())
  const { changes, approvals } = await describe(client, from, traced.logs, traced.native, readCreated)
  // Who receives the sender's assets or may spend them, when a contract created lately: a drainer
  // is days old. Said only where the node can tell (a chain older than the window, old state served).
  const recipients = [
    ...new Set(
      [
        ...changes.filter((change) => change.amount < 0n).flatMap((change) => change.counterparties),
        ...approvals.map((grant) => grant.spender),
      ].map((address) => getAddress(address)),
    ),
  ].filter(
    (address) =>
      !isAddressEqual(address, from) &&
      address !== zeroAddress &&
      !traced.created.some((created) => isAddressEqual(created, address)),
  )
  const age = await recipientsAge(client, recipients, await cutBlock)
  return {
    status: 'success',
    method: traced.method,
    changes,
    approvals,
    created: traced.created,
    ...age,
    gasUsed: traced.gasUsed,
  }
}

/**
 * Which of `recipients` are contracts created since `cut` (about 30 days ago): none said on a chain
 * younger than that (`cut.block` undefined), and a count of the unchecked where the node failed.
 */
async function recipientsAge(
  client: PublicClient,
  recipients: readonly Address[],
  cut: { block: bigint | undefined } | 'unread',
): Promise<{ newContracts?: Address[]; newContractsUnread?: number }> {
  if (cut !== 'unread' && cut.block === undefined) return {}
  if (recipients.length === 0) return { newContracts: [] }
  if (cut === 'unread' || cut.block === undefined) return { newContractsUnread: recipients.length }
  try {
    return { newContracts: await contractsCreatedSince(client, recipients, cut.block) }
  } catch {
    // A node without the old state (pruned): how many recipients could not be told.
    return { newContractsUnread: recipients.length }
  }
}

type Traced = {
  method: 'simulateV1' | 'traceCall'
  logs: Log[]
  native: NativeMove[]
  created: Address[]
  gasUsed: bigint
  /** The revert data when it reverted. */
  revert?: Hex
}

type TokenFacts = { symbol: string; decimals: number }

/**
 * The symbol and decimals of `tokens` as they are right after the transaction (one `eth_simulateV1`
 * block: the transaction, then the reads), for tokens it creates. A read that fails, or an answer
 * that is no string and small number, leaves that token out.
 */
async function tokensAfter(
  client: PublicClient,
  from: Address,
  request: SimulatedRequest,
  tokens: readonly Address[],
): Promise<Map<string, TokenFacts>> {
  const reads = tokens.flatMap((token) =>
    (['symbol', 'decimals'] as const).map((functionName) => ({
      from,
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName }),
    })),
  )
  const [block] = (await client.request({
    method: 'eth_simulateV1',
    params: [
      { blockStateCalls: [{ calls: [callOf(from, request), ...reads] }], validation: false },
      'latest',
    ],
  } as never)) as { calls: { status: Hex; returnData: Hex }[] }[]
  const facts = new Map<string, TokenFacts>()
  tokens.forEach((token, index) => {
    const [symbol, decimals] = [block?.calls[1 + 2 * index], block?.calls[2 + 2 * index]]
    if (symbol?.status !== '0x1' || decimals?.status !== '0x1') return
    try {
      const read = {
        symbol: decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbol.returnData }),
        decimals: decodeFunctionResult({
          abi: erc20Abi,
          functionName: 'decimals',
          data: decimals.returnData,
        }),
      }
      if (read.decimals <= 36) facts.set(token.toLowerCase(), read)
    } catch {
      // Not an ERC-20's answer: the amount stays in base units.
    }
  })
  return facts
}

/**
 * {@link tokensAfter} where the node has no `eth_simulateV1` (or, as anvil, cannot create a contract
 * in it): the prestate tracer's "after" of the created tokens (their code, immutables included, and
 * the storage their constructor wrote), then `symbol()` and `decimals()` read with that state put
 * in place.
 */
async function tokensFromPrestate(
  client: PublicClient,
  from: Address,
  request: SimulatedRequest,
  tokens: readonly Address[],
): Promise<Map<string, TokenFacts>> {
  const diff = (await client.request({
    method: 'debug_traceCall',
    params: [callOf(from, request), 'latest', { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }],
  } as never)) as { post?: Record<string, { code?: Hex; storage?: Record<Hex, Hex> }> }
  const post = Object.fromEntries(
    Object.entries(diff.post ?? {}).map(([address, state]) => [address.toLowerCase(), state]),
  )
  const facts = new Map<string, TokenFacts>()
  await Promise.all(
    tokens.map(async (token) => {
      const state = post[token.toLowerCase()]
      if (!state?.code) return
      const stateOverride = [
        {
          address: token,
          code: state.code,
          stateDiff: Object.entries(state.storage ?? {}).map(([slot, value]) => ({
            slot: slot as Hex,
            value: value as Hex,
          })),
        },
      ]
      const read = async (functionName: 'symbol' | 'decimals') => {
        const { data } = await client.call({
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName }),
          stateOverride,
        })
        return data ? decodeFunctionResult({ abi: erc20Abi, functionName, data }) : undefined
      }
      const [symbol, decimals] = await Promise.all([read('symbol'), read('decimals')]).catch(() => [])
      if (typeof symbol === 'string' && typeof decimals === 'number' && decimals <= 36)
        facts.set(token.toLowerCase(), { symbol, decimals })
    }),
  )
  return facts
}

function callOf(from: Address, request: SimulatedRequest) {
  return {
    from,
    ...(request.to ? { to: request.to } : {}),
    ...(request.data ? { data: request.data } : {}),
    ...(request.value ? { value: `0x${request.value.toString(16)}` } : {}),
  }
}

async function throughSimulation(
  client: PublicClient,
  from: Address,
  request: SimulatedRequest,
): Promise<Traced> {
  const [block] = (await client.request({
    method: 'eth_simulateV1',
    params: [
      { blockStateCalls: [{ calls: [callOf(from, request)] }], traceTransfers: true, validation: false },
      'latest',
    ],
  } as never)) as { calls: { status: Hex; returnData: Hex; gasUsed: Hex; logs: Log[] }[] }[]
  const answer = block?.calls[0]
  if (!answer) throw new Error('eth_simulateV1 answered no call')
  if (answer.status !== '0x1')
    return { method: 'simulateV1', logs: [], native: [], created: [], gasUsed: 0n, revert: answer.returnData }
  const native = answer.logs
    .filter((log) => isAddressEqual(log.address, nativeTransferAddress) && log.topics[0] === transferTopic)
    .map((log) => ({
      from: topicAddress(log.topics[1]),
      to: topicAddress(log.topics[2]),
      value: word(log.data, 0),
    }))
  const logs = answer.logs.filter((log) => !isAddressEqual(log.address, nativeTransferAddress))
  const created = request.to ? [] : [await createdAddress(client, from)]
  return { method: 'simulateV1', logs, native, created, gasUsed: BigInt(answer.gasUsed) }
}

/** The call tracer's frame (geth's shape, which anvil, Erigon and Reth answer too). */
type Frame = {
  type: string
  from: Address
  to?: Address
  value?: Hex
  output?: Hex
  error?: string
  gasUsed?: Hex
  logs?: Log[]
  calls?: Frame[]
}

async function throughTrace(client: PublicClient, from: Address, request: SimulatedRequest): Promise<Traced> {
  const root = (await client.request({
    method: 'debug_traceCall',
    params: [
      {
        from,
        ...(request.to ? { to: request.to } : {}),
        ...(request.data ? { data: request.data } : {}),
        ...(request.value ? { value: `0x${request.value.toString(16)}` } : {}),
      },
      'latest',
      { tracer: 'callTracer', tracerConfig: { withLog: true } },
    ],
  } as never)) as Frame
  if (root.error)
    return {
      method: 'traceCall',
      logs: [],
      native: [],
      created: [],
      gasUsed: 0n,
      revert: root.output ?? '0x',
    }
  const logs: Log[] = []
  const native: NativeMove[] = []
  const created: Address[] = []
  // Depth first, in execution order; a frame that failed (and was caught) left nothing behind.
  const walk = (frame: Frame) => {
    if (frame.error) return
    const value = frame.value ? BigInt(frame.value) : 0n
    if (value > 0n && frame.to) native.push({ from: getAddress(frame.from), to: getAddress(frame.to), value })
    if ((frame.type === 'CREATE' || frame.type === 'CREATE2') && frame.to) created.push(getAddress(frame.to))
    logs.push(...(frame.logs ?? []))
    for (const inner of frame.calls ?? []) walk(inner)
  }
  walk(root)
  return { method: 'traceCall', logs, native, created, gasUsed: root.gasUsed ? BigInt(root.gasUsed) : 0n }
}

async function throughCall(
  client: PublicClient,
  from: Address,
  request: SimulatedRequest,
): Promise<TransactionSimulation> {
  try {
    await client.call({
      account: from,
      ...(request.to ? { to: request.to } : {}),
      ...(request.data ? { data: request.data } : {}),
      ...(request.value ? { value: request.value } : {}),
    })
    return { status: 'unavailable' }
  } catch (error) {
    // A node that failed to answer is an error; only the contract's own refusal is a revert.
    if (!isContractRefusal(error)) throw error
    return { status: 'reverted', method: 'call', reason: revertReason(revertData(error)) }
  }
}

/** The revert data an eth_call error carries, anywhere along its causes. */
function revertData(error: unknown): Hex {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current; depth++) {
    const data = (current as { data?: unknown }).data
    const hex = typeof data === 'string' ? data : (data as { data?: unknown } | undefined)?.data
    if (typeof hex === 'string' && /^0x[0-9a-fA-F]*$/.test(hex)) return hex as Hex
    current = (current as { cause?: unknown }).cause
  }
  return '0x'
}

/** Revert data in words: a message, a panic, one of TokenBox's errors, or another contract's selector. */
export function revertReason(data: Hex): RevertReason {
  if (data.length < 10) return { kind: 'none' }
  const selector = data.slice(0, 10).toLowerCase() as Hex
  if (selector === '0x08c379a0' || selector === '0x4e487b71') {
    try {
      const decoded = decodeErrorResult({ data, abi: [] })
      if (decoded.errorName === 'Error') return { kind: 'message', message: String(decoded.args?.[0] ?? '') }
      if (decoded.errorName === 'Panic') return { kind: 'panic', code: BigInt(decoded.args?.[0] as bigint) }
    } catch {
      return { kind: 'unknown', selector }
    }
  }
  const known = decodeContractError(data)
  return known ? { kind: 'error', name: known.errorName, args: known.args } : { kind: 'unknown', selector }
}

/**
 * A distributor seen through: when what the sender sent to a contract is passed on whole within the
 * transaction (the contract keeps none of it) to two or more others, those are who it goes to (a
 * multi-sender's recipients, the wallets a drainer splits its take between), not the contract in
 * between. A contract that hands it to one other (a router wrapping the coin into WETH, paying a
 * pair) stays the counterparty: it is the one the user deals with.
 */
function passOn(
  change: AssetChange,
  key: string,
  sender: Address,
  flows: readonly { key: string; from: Address; to: Address; amount: bigint }[],
) {
  if (change.amount >= 0n || change.kind === 'erc721' || change.kind === 'erc1155') return
  const same = flows.filter((flow) => flow.key === key)
  const counterparties: Address[] = []
  for (const middle of change.counterparties) {
    let net = 0n
    const onward: Address[] = []
    for (const flow of same) {
      if (isAddressEqual(flow.to, middle)) net += flow.amount
      if (isAddressEqual(flow.from, middle)) {
        net -= flow.amount
        if (
          !isAddressEqual(flow.to, sender) &&
          !isAddressEqual(flow.to, middle) &&
          !onward.some((address) => isAddressEqual(address, flow.to))
        )
          onward.push(flow.to)
      }
    }
    const through = net === 0n && onward.length >= 2 ? onward : [middle]
    for (const address of through)
      if (!counterparties.some((known) => isAddressEqual(known, address))) counterparties.push(address)
  }
  change.counterparties = counterparties
}

async function createdAddress(client: PublicClient, from: Address): Promise<Address> {
  return getContractAddress({ from, nonce: BigInt(await client.getTransactionCount({ address: from })) })
}

/** The sender's changes and grants from the logs and the coin's moves, with symbols and decimals. */
async function describe(
  client: PublicClient,
  sender: Address,
  logs: readonly Log[],
  native: readonly NativeMove[],
  readCreated?: (tokens: Address[]) => Promise<Map<string, TokenFacts>>,
): Promise<{ changes: AssetChange[]; approvals: ApprovalGrant[] }> {
  const changes = new Map<string, AssetChange>()
  const move = (change: Omit<AssetChange, 'counterparties'>, counterparty: Address) => {
    const key = `${change.kind}:${change.asset.toLowerCase()}:${change.tokenId ?? ''}`
    const existing = changes.get(key)
    if (existing) {
      existing.amount += change.amount
      if (!existing.counterparties.some((address) => isAddressEqual(address, counterparty)))
        existing.counterparties.push(counterparty)
    } else changes.set(key, { ...change, counterparties: [counterparty] })
  }
  // Every move of the coin and of ERC-20s, whoever's: to see through a contract that passes on what it got.
  const flows: { key: string; from: Address; to: Address; amount: bigint }[] = []
  const side = (from: Address, to: Address, amount: bigint): [bigint, Address] | undefined => {
    const out = isAddressEqual(from, sender)
    const into = isAddressEqual(to, sender)
    if (out === into) return undefined
    return out ? [-amount, to] : [amount, from]
  }
  for (const { from, to, value } of native) {
    flows.push({ key: `native:${zeroAddress}:`, from, to, amount: value })
    const moved = side(from, to, value)
    if (moved) move({ kind: 'native', asset: zeroAddress, amount: moved[0] }, moved[1])
  }
  const approvals: ApprovalGrant[] = []
  for (const log of logs) {
    const asset = getAddress(log.address)
    const [topic, one, two, three] = log.topics
    if (topic === transferTopic && log.topics.length === 3) {
      const amount = word(log.data, 0)
      flows.push({
        key: `erc20:${asset.toLowerCase()}:`,
        from: topicAddress(one),
        to: topicAddress(two),
        amount,
      })
      const moved = side(topicAddress(one), topicAddress(two), amount)
      if (moved) move({ kind: 'erc20', asset, amount: moved[0] }, moved[1])
    } else if (topic === transferTopic && log.topics.length === 4) {
      const moved = side(topicAddress(one), topicAddress(two), 1n)
      if (moved) move({ kind: 'erc721', asset, tokenId: BigInt(three as Hex), amount: moved[0] }, moved[1])
    } else if (topic === transferSingleTopic && log.topics.length === 4) {
      const moved = side(topicAddress(two), topicAddress(three), word(log.data, 1))
      if (moved) move({ kind: 'erc1155', asset, tokenId: word(log.data, 0), amount: moved[0] }, moved[1])
    } else if (topic === transferBatchTopic && log.topics.length === 4) {
      const [ids, values] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data)
      ids.forEach((id, index) => {
        const moved = side(topicAddress(two), topicAddress(three), values[index] ?? 0n)
        if (moved) move({ kind: 'erc1155', asset, tokenId: id, amount: moved[0] }, moved[1])
      })
    } else if (topic === approvalTopic && isAddressEqual(topicAddress(one), sender)) {
      if (log.topics.length === 3) {
        const amount = word(log.data, 0)
        approvals.push({
          kind: 'erc20',
          token: asset,
          spender: topicAddress(two),
          amount,
          unlimited: isUnlimitedAmount(amount),
        })
      } else if (log.topics.length === 4)
        approvals.push({
          kind: 'erc721',
          token: asset,
          spender: topicAddress(two),
          tokenId: BigInt(three as Hex),
        })
    } else if (topic === approvalForAllTopic && isAddressEqual(topicAddress(one), sender)) {
      approvals.push({
        kind: 'operator',
        token: asset,
        spender: topicAddress(two),
        approved: word(log.data, 0) !== 0n,
      })
    } else if (topic === permit2ApprovalTopic && isAddressEqual(topicAddress(one), sender)) {
      const amount = word(log.data, 0)
      approvals.push({
        kind: 'permit2',
        token: topicAddress(two),
        spender: topicAddress(three),
        amount,
        unlimited: isUnlimitedAmount(amount),
        expiration: word(log.data, 1),
      })
    }
  }
  for (const [key, change] of changes) passOn(change, key, sender, flows)
  const moved = [...changes.values()].filter((change) => change.amount !== 0n)
  // Symbols and decimals of the ERC-20s met, read together (one Multicall3 call where the chain has one).
  const erc20s = [
    ...new Set(
      [
        ...moved.filter((change) => change.kind === 'erc20').map((change) => change.asset),
        ...approvals.flatMap((grant) => (grant.kind === 'erc20' ? [grant.token] : [])),
      ].map((address) => address.toLowerCase()),
    ),
  ]
  const tokens = new Map(
    await Promise.all(
      erc20s.map(
        async (address) => [address, await readToken(client, { token: address as Address })] as const,
      ),
    ),
  )
  // Tokens without code at the latest block (created by this very transaction), read after it.
  const unread = [...tokens].filter(([, token]) => !token).map(([address]) => address as Address)
  const created = unread.length && readCreated ? await readCreated(unread) : new Map<string, TokenFacts>()
  const named = <T extends { symbol?: string; decimals?: number }>(item: T, address: Address): T => {
    const token = tokens.get(address.toLowerCase()) ?? created.get(address.toLowerCase())
    return token ? { ...item, symbol: token.symbol, decimals: token.decimals } : item
  }
  const coin = client.chain?.nativeCurrency
  return {
    changes: moved.map((change) =>
      change.kind === 'erc20'
        ? named(change, change.asset)
        : change.kind === 'native' && coin
          ? { ...change, symbol: coin.symbol, decimals: coin.decimals }
          : change,
    ),
    approvals: approvals.map((grant) => (grant.kind === 'erc20' ? named(grant, grant.token) : grant)),
  }
}

import { bulkInscriberAbi } from '@tokenbox/core/contracts/BulkInscriber.abi.ts'
import { bulkInscriberBytecode } from '@tokenbox/core/contracts/BulkInscriber.bytecode.ts'
import { inscriptionBalanceKey, inscriptionTickKey } from '@tokenbox/core/inscription/indexer/types.ts'
import { inscriptionToHex } from '@tokenbox/core/inscription/inscriptionFromHex.ts'
import { seededRandom } from '@tokenbox/core/testing/seededRandom.ts'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  type Hex,
  http,
  numberToHex,
} from 'viem'

/** What a sent transaction was meant to be; the expected index is worked out from these. */
type Intent =
  | { kind: 'deploy'; tick: string; max: bigint; lim: bigint }
  | { kind: 'mint'; tick: string; amount: bigint }
  | { kind: 'transfer'; tick: string; amount: bigint }
  /** Data that starts with `data:` but is no inscription by parseInscription's rules. */
  | { kind: 'malformed'; input: Hex }
  /** A plain value transfer, no data: most of a real chain's transactions. */
  | { kind: 'plain' }
  /** BulkInscriber's creation, at the deployer's first nonce of the run. */
  | { kind: 'inscriberDeploy' }
  /**
   * A call of BulkInscriber: `inscribe(mint, count)`, `count` ESIP-3 mints for the caller (0: the
   * call reverts and emits nothing), or with `transfer` one event transfer from BulkInscriber, which
   * holds nothing (always insufficientBalance).
   */
  | { kind: 'bulkMint'; tick: string; amount: bigint; count: number }
  | { kind: 'eventTransfer'; tick: string; amount: bigint }

type PlannedTransaction = { from: Address; to: Address; intent: Intent }

export type ExpectedTick = { max: bigint; lim: bigint; minted: bigint; holders: number; deployer: Address }

/** The index the chain must produce, keyed as core's state is (inscriptionTickKey, inscriptionBalanceKey). */
export type ExpectedInscriptionIndex = {
  ticks: Map<string, ExpectedTick>
  balances: Map<string, bigint>
}

export type InscriptionChainCounts = {
  /** Blocks that carry at least one transaction. */
  blocksWithTransactions: number
  transactions: number
  /** Well-formed inscriptions (whether they count or not), calldata and ESIP-3 events. */
  inscriptions: number
  /** Of `inscriptions`, those carried by ESIP-3 events (BulkInscriber's). */
  eventInscriptions: number
  /** BulkInscriber calls that reverted (their events are gone with them). */
  revertedCalls: number
  malformed: number
  plain: number
  /** Inscriptions that change the index, by op; the rest are ignored by the rules. */
  counted: { deploy: number; mint: number; transfer: number }
  ignored: number
  /** Mints of a tick whose `max` had been reached. */
  overMints: number
}

/** What the catch-up benches report of the backlog they index: its blocks and what they carry. */
export type InscriptionBacklog = {
  blocks: number
  blocksWithTransactions: number
  transactions: number
  inscriptions: number
  eventInscriptions: number
}

/** The backlog of `blocks` blocks whose transactions were counted in `counts`. */
export function inscriptionBacklog(blocks: number, counts: InscriptionChainCounts): InscriptionBacklog {
  return {
    blocks,
    blocksWithTransactions: counts.blocksWithTransactions,
    transactions: counts.transactions,
    inscriptions: counts.inscriptions,
    eventInscriptions: counts.eventInscriptions,
  }
}

export type ProducedInscriptionChain = {
  head: bigint
  expected: ExpectedInscriptionIndex
  counts: InscriptionChainCounts
}

// The account model (ASC-20): the rules this chain's expected index is worked out by.
const protocol = 'asc-20'
/** The tick minted out early (its over-mints are ignored) and the one never minted out. */
const bnbs = { tick: 'bnbs', max: 2_000_000n, lim: 1000n }
const frog = { tick: 'frog', max: 10n ** 30n, lim: 10n ** 24n }
/** The share of blocks that carry transactions, and how many each carries. */
const busyBlockShare = 0.125
const transactionsPerBusyBlock = { least: 4, most: 28 }
const gas = numberToHex(60_000)
/** Enough for BulkInscriber's creation and for its calls of up to 10 inscriptions. */
const contractGas = numberToHex(600_000)

const inscriptionText = (op: 'mint' | 'transfer', tick: string, amount: bigint) =>
  `data:,{"p":"${protocol}","op":"${op}","tick":"${tick}","amt":"${amount}"}`

function inputOf(intent: Intent): Hex | undefined {
  switch (intent.kind) {
    case 'deploy':
      return inscriptionToHex(
        `data:,{"p":"${protocol}","op":"deploy","tick":"${intent.tick}","max":"${intent.max}","lim":"${intent.lim}"}`,
      )
    case 'mint':
    case 'transfer':
      return inscriptionToHex(
        `data:,{"p":"${protocol}","op":"${intent.kind}","tick":"${intent.tick}","amt":"${intent.amount}"}`,
      )
    case 'malformed':
      return intent.input
    case 'plain':
      return undefined
    case 'inscriberDeploy':
      return bulkInscriberBytecode
    case 'bulkMint':
      return encodeFunctionData({
        abi: bulkInscriberAbi,
        functionName: 'inscribe',
        args: [inscriptionText('mint', intent.tick, intent.amount), BigInt(intent.count)],
      })
    case 'eventTransfer':
      return encodeFunctionData({
        abi: bulkInscriberAbi,
        functionName: 'inscribeMany',
        args: [[inscriptionText('transfer', intent.tick, intent.amount)]],
      })
  }
}

const malformedInputs: Hex[] = [
  // amt as a JSON number, cut-off JSON, plain text, a byte that is not UTF-8.
  inscriptionToHex('data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":1000}'),
  inscriptionToHex('data:,{"p":"asc-20","op":"mint","tick":"bnbs"'),
  inscriptionToHex('data:,hello'),
  '0x646174613a2cff',
]

/**
 * The expected index, worked out from the intents in mined order by a deliberately plain reading of
 * the rules (first deploy wins, mints self-sent up to `lim`, the crossing mint gets the remainder,
 * transfers need the balance): written apart from core's applyInscriptionBlock so the bench can
 * catch it being fast and wrong.
 */
function createExpectedIndex() {
  const expected: ExpectedInscriptionIndex = { ticks: new Map(), balances: new Map() }
  const counts: InscriptionChainCounts = {
    blocksWithTransactions: 0,
    transactions: 0,
    inscriptions: 0,
    eventInscriptions: 0,
    revertedCalls: 0,
    malformed: 0,
    plain: 0,
    counted: { deploy: 0, mint: 0, transfer: 0 },
    ignored: 0,
    overMints: 0,
  }
  const move = (tickKey: string, address: Address, delta: bigint) => {
    const tick = expected.ticks.get(tickKey) as ExpectedTick
    const key = inscriptionBalanceKey(tickKey, address)
    const before = expected.balances.get(key) ?? 0n
    const after = before + delta
    if (after === 0n) expected.balances.delete(key)
    else expected.balances.set(key, after)
    if (before === 0n && after > 0n) tick.holders++
    if (before > 0n && after === 0n) tick.holders--
  }
  /** A mint of `from`'s own, for calldata and events alike (an event's is always self-sent). */
  const mint = (tickKey: string, from: Address, amount: bigint, selfSent: boolean) => {
    const tick = expected.ticks.get(tickKey)
    if (tick && tick.minted >= tick.max) counts.overMints++
    if (!selfSent || !tick || amount > tick.lim || tick.minted >= tick.max) return void counts.ignored++
    const left = tick.max - tick.minted
    const credited = amount < left ? amount : left
    tick.minted += credited
    move(tickKey, from, credited)
    counts.counted.mint++
  }
  const apply = ({ from, to, intent }: PlannedTransaction) => {
    counts.transactions++
    if (intent.kind === 'plain') return void counts.plain++
    if (intent.kind === 'malformed') return void counts.malformed++
    if (intent.kind === 'inscriberDeploy') return
    if (intent.kind === 'bulkMint' || intent.kind === 'eventTransfer') {
      const tickKey = inscriptionTickKey(protocol, intent.tick)
      if (intent.kind === 'eventTransfer') {
        // BulkInscriber never holds a balance (no calldata transfer can reach it: it has no fallback).
        counts.inscriptions++
        counts.eventInscriptions++
        return void counts.ignored++
      }
      if (intent.count === 0) return void counts.revertedCalls++
      for (let index = 0; index < intent.count; index++) {
        counts.inscriptions++
        counts.eventInscriptions++
        mint(tickKey, from, intent.amount, true)
      }
      return
    }
    counts.inscriptions++
    const tickKey = inscriptionTickKey(protocol, intent.tick.toLowerCase())
    const tick = expected.ticks.get(tickKey)
    const selfSent = from === to
    if (intent.kind === 'deploy') {
      if (!selfSent || tick) return void counts.ignored++
      expected.ticks.set(tickKey, {
        max: intent.max,
        lim: intent.lim,
        minted: 0n,
        holders: 0,
        deployer: from,
      })
      counts.counted.deploy++
    } else if (intent.kind === 'mint') {
      mint(tickKey, from, intent.amount, selfSent)
    } else {
      const held = expected.balances.get(inscriptionBalanceKey(tickKey, from)) ?? 0n
      if (!tick || selfSent || held < intent.amount) return void counts.ignored++
      move(tickKey, from, -intent.amount)
      move(tickKey, to, intent.amount)
      counts.counted.transfer++
    }
  }
  return { expected, counts, apply }
}

/**
 * Builds a chain of `blocks` blocks after genesis on a fresh anvil node (automine off): about one
 * block in eight carries 4 to 28 transactions sent by 19 dev accounts and mined together with
 * `evm_mine`, the blocks between are mined empty with `anvil_mine`. The transactions: a deploy of
 * `bnbs` (max 2,000,000, lim 1,000) in block 1, a deploy of `FROG` (huge max) a third of the way in
 * with a mint of it just before, a second deploy of `bnbs` (ignored); then mostly mints (of `bnbs`
 * until it is minted out, the rest over-mints, and of `frog`), transfers (some above the sender's
 * balance), mints above `lim`, mints sent to another address, malformed `data:` inscriptions and
 * plain value transfers. Resolves the head and the index the rules must arrive at, worked out from
 * each block's mined transaction order.
 *
 * @example
 * const chain = await produceInscriptionChain(node.url, { blocks: 10_000 })
 */
export async function produceInscriptionChain(
  rpcUrl: string,
  options: { blocks: number; seed?: number },
): Promise<ProducedInscriptionChain> {
  const random = seededRandom(options.seed ?? 25)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T
  // JSON-RPC batches: a block's transactions reach anvil in one HTTP request.
  const client = createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 100 } }) })
  const request = (method: string, params: unknown[] = []) =>
    (client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({ method, params })
  const accounts = ((await request('eth_accounts')) as Address[]).map(
    (account) => account.toLowerCase() as Address,
  )
  const deployer = accounts[0] as Address
  const senders = accounts.slice(1)
  const nonces = new Map<Address, number>()
  for (const account of accounts)
    nonces.set(account, Number(await request('eth_getTransactionCount', [account, 'latest'])))
  await request('evm_setAutomine', [false])
  const { expected, counts, apply } = createExpectedIndex()

  const frogBlock = Math.floor(options.blocks / 3)
  const inscriber = getContractAddress({
    from: deployer,
    nonce: BigInt(nonces.get(deployer) as number),
  }).toLowerCase() as Address
  const planBlock = (number: number): PlannedTransaction[] => {
    if (number === 1)
      return [
        { from: deployer, to: inscriber, intent: { kind: 'inscriberDeploy' } },
        { from: deployer, to: deployer, intent: { kind: 'deploy', ...bnbs } },
      ]
    if (number === frogBlock)
      return [{ from: deployer, to: deployer, intent: { kind: 'deploy', ...frog, tick: 'FROG' } }]
    if (number === frogBlock - 1) {
      const from = pick(senders)
      return [{ from, to: from, intent: { kind: 'mint', tick: 'frog', amount: 1n } }]
    }
    if (number === frogBlock + 1) {
      const from = pick(senders)
      return [{ from, to: from, intent: { kind: 'deploy', tick: 'bnbs', max: 1n, lim: 1n } }]
    }
    if (random() >= busyBlockShare) return []
    const { least, most } = transactionsPerBusyBlock
    const size = least + Math.floor(random() * (most - least + 1))
    return Array.from({ length: size }, (): PlannedTransaction => {
      const from = pick(senders)
      const other = pick(accounts.filter((account) => account !== from))
      const tick = number > frogBlock && random() < 0.4 ? 'frog' : 'bnbs'
      const limit = tick === 'frog' ? frog.lim : bnbs.lim
      const roll = random()
      if (roll < 0.68) {
        const amount = tick === 'frog' ? limit / pick([1n, 2n, 10n]) : pick([1000n, 1000n, 500n, 250n, 100n])
        return { from, to: from, intent: { kind: 'mint', tick, amount } }
      }
      if (roll < 0.78) {
        const amount = tick === 'frog' ? limit / pick([3n, 1n]) : pick([100n, 700n, 5000n, 100_000n])
        return { from, to: other, intent: { kind: 'transfer', tick, amount } }
      }
      if (roll < 0.81) return { from, to: from, intent: { kind: 'mint', tick, amount: limit + 1n } }
      if (roll < 0.83) return { from, to: other, intent: { kind: 'mint', tick, amount: 1n } }
      if (roll < 0.86) {
        // ESIP-3 mints through BulkInscriber, now and then above lim, or a call that reverts.
        const amount = random() < 0.1 ? limit + 1n : tick === 'frog' ? limit : 1000n
        const count = pick([0, 1, 5, 10, 10])
        return { from, to: inscriber, intent: { kind: 'bulkMint', tick, amount, count } }
      }
      if (roll < 0.865) return { from, to: inscriber, intent: { kind: 'eventTransfer', tick, amount: 1n } }
      if (roll < 0.9) return { from, to: from, intent: { kind: 'malformed', input: pick(malformedInputs) } }
      return { from, to: other, intent: { kind: 'plain' } }
    })
  }

  let head = 0
  for (let number = 1; number <= options.blocks; number++) {
    const planned = planBlock(number)
    if (planned.length === 0) continue
    if (number - 1 > head) await request('anvil_mine', [numberToHex(number - 1 - head)])
    const byHash = new Map<Hash, PlannedTransaction>()
    const hashes = await Promise.all(
      planned.map((transaction) => {
        const nonce = nonces.get(transaction.from) as number
        nonces.set(transaction.from, nonce + 1)
        const input = inputOf(transaction.intent)
        return request('eth_sendTransaction', [
          {
            from: transaction.from,
            ...(transaction.intent.kind === 'inscriberDeploy' ? {} : { to: transaction.to }),
            nonce: numberToHex(nonce),
            gas: ['inscriberDeploy', 'bulkMint', 'eventTransfer'].includes(transaction.intent.kind)
              ? contractGas
              : gas,
            ...(input ? { data: input } : { value: '0x1' }),
          },
        ]) as Promise<Hash>
      }),
    )
    for (const [index, hash] of hashes.entries()) byHash.set(hash, planned[index] as PlannedTransaction)
    await request('evm_mine')
    const block = (await request('eth_getBlockByNumber', [numberToHex(number), false])) as {
      transactions: Hash[]
    } | null
    if (!block || block.transactions.length !== planned.length)
      throw new Error(
        `block ${number}: ${block?.transactions.length ?? 'no block,'} transactions mined of ${planned.length} sent`,
      )
    for (const hash of block.transactions) apply(byHash.get(hash) as PlannedTransaction)
    counts.blocksWithTransactions++
    head = number
  }
  if (options.blocks > head) await request('anvil_mine', [numberToHex(options.blocks - head)])
  const mined = BigInt((await request('eth_blockNumber')) as Hex)
  if (mined !== BigInt(options.blocks)) throw new Error(`head ${mined}, expected ${options.blocks}`)
  await request('evm_setAutomine', [true])
  return { head: mined, expected, counts }
}

import {
  type Address,
  encodeAbiParameters,
  type Hash,
  type Hex,
  keccak256,
  pad,
  toBytes,
  toEventSelector,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { bulkInscriberAbi } from '../../contracts/BulkInscriber.abi.ts'
import { inscriptionToHex } from '../inscriptionFromHex.ts'
import { applyInscriptionBlock } from './applyInscriptionBlock.ts'
import { emptyInscriptionIndexState } from './emptyInscriptionIndexState.ts'
import { inscriptionKeysOfBlocks } from './inscriptionKeysOfBlocks.ts'
import { revertInscriptionEffects } from './revertInscriptionEffects.ts'
import {
  esip3CreationTopic,
  type InscriptionEffect,
  type InscriptionIndexState,
  type InscriptionSourceBlock,
  type InscriptionSourceLog,
  type InscriptionSourceTransaction,
  inscriptionBalanceKey,
} from './types.ts'

const alice = '0x00000000000000000000000000000000000A11CE' as Address
const bob = '0x0000000000000000000000000000000000000B0B' as Address
const carol = '0x000000000000000000000000000000000000CA01' as Address
/** A contract that mints for its callers (BulkInscriber's part). */
const inscriber = '0x00000000000000000000000000000000000B01C5' as Address
/** A contract holding balances it hands out by event (the inscription presale's part). */
const escrow = '0x0000000000000000000000000000000000E5C120' as Address
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash

/** A log as a contract emits it, before the block numbers it. */
type FixtureLog = Pick<InscriptionSourceLog, 'address' | 'topics' | 'data'>
type FixtureTransaction = Omit<InscriptionSourceTransaction, 'index'> & { logs?: FixtureLog[] }

let txCounter = 0
/** A transaction carrying `text` (or raw data), self-sent by default, with the logs it emitted. */
function tx(
  from: Address,
  text: string,
  options: { to?: Address | null; success?: boolean; logs?: FixtureLog[] } = {},
): FixtureTransaction {
  txCounter += 1
  return {
    hash: hash(1_000_000 + txCounter),
    from,
    to: options.to === undefined ? from : options.to,
    input: text.startsWith('0x') ? (text as `0x${string}`) : inscriptionToHex(text),
    success: options.success ?? true,
    logs: options.logs ?? [],
  }
}
/** A call to a contract (data that is no inscription) in which contracts emitted `logs`. */
const call = (from: Address, contract: Address, logs: FixtureLog[], options: { success?: boolean } = {}) =>
  tx(from, '0x12345678', { to: contract, logs, ...options })
/** The ESIP-3 creation event as `emitter` emits it for `initialOwner`. */
const creation = (emitter: Address, initialOwner: Address, contentUri: string): FixtureLog => ({
  address: emitter,
  topics: [esip3CreationTopic, pad(initialOwner.toLowerCase() as Hex)],
  data: encodeAbiParameters([{ type: 'string' }], [contentUri]),
})
/** Numbers transactions and logs in block order; a failed transaction's logs never reach a block. */
function block(number: number, transactions: FixtureTransaction[]): InscriptionSourceBlock {
  const logs: InscriptionSourceLog[] = []
  const numbered = transactions.map(({ logs: emitted = [], ...transaction }, index) => {
    if (transaction.success)
      for (const log of emitted)
        logs.push({
          ...log,
          transactionHash: transaction.hash,
          transactionIndex: index,
          logIndex: logs.length,
        })
    return { ...transaction, index }
  })
  return {
    number: BigInt(number),
    hash: hash(number),
    parentHash: hash(number - 1),
    transactions: numbered,
    logs,
  }
}
const deploy = (tick: string, max: number, lim: number, p = 'asc-20') =>
  `data:,{"p":"${p}","op":"deploy","tick":"${tick}","max":"${max}","lim":"${lim}"}`
const mint = (tick: string, amt: number, p = 'asc-20') =>
  `data:,{"p":"${p}","op":"mint","tick":"${tick}","amt":"${amt}"}`
const transfer = (tick: string, amt: number) =>
  `data:,{"p":"asc-20","op":"transfer","tick":"${tick}","amt":"${amt}"}`

/** Applies blocks in order; returns the final state and every block's effects and ignored list. */
function run(blocks: InscriptionSourceBlock[], start: InscriptionIndexState = emptyInscriptionIndexState()) {
  let state = start
  const effects: InscriptionEffect[][] = []
  const ignored: string[] = []
  for (const each of blocks) {
    const result = applyInscriptionBlock(state, each)
    state = result.state
    effects.push(result.effects)
    ignored.push(...result.ignored.map((entry) => entry.reason))
  }
  return { state, effects, ignored }
}
const balance = (state: InscriptionIndexState, address: Address, tick = 'bnbs', p = 'asc-20') =>
  state.balances.get(inscriptionBalanceKey(`${p}:${tick}`, address)) ?? 0n

describe('applyInscriptionBlock', () => {
  it("reads only the account model's protocols: an erc-20 or bsc-20 deploy is not its", () => {
    const { state } = run([
      block(1, [tx(alice, deploy('bnbs', 100, 10, 'erc-20')), tx(alice, deploy('bnbs', 100, 10, 'bsc-20'))]),
    ])
    expect(state.ticks.size).toBe(0)
  })

  it('deploys, mints up to max with the crossing mint getting the remainder, then ignores mints', () => {
    const { state, ignored } = run([
      block(1, [tx(alice, deploy('bnbs', 2500, 1000))]),
      block(2, [tx(alice, mint('bnbs', 1000)), tx(bob, mint('bnbs', 1000))]),
      block(3, [tx(bob, mint('bnbs', 1000)), tx(carol, mint('bnbs', 1000))]),
    ])
    const tick = state.ticks.get('asc-20:bnbs')
    expect(tick).toMatchObject({
      max: 2500n,
      lim: 1000n,
      minted: 2500n,
      holders: 2,
      deployer: alice.toLowerCase(),
    })
    expect(tick?.deployBlock).toBe(1n)
    expect(balance(state, alice)).toBe(1000n)
    expect(balance(state, bob)).toBe(1500n)
    expect(balance(state, carol)).toBe(0n)
    expect(ignored).toEqual(['fullyMinted'])
  })

  it('keeps the first deploy of a tick, whatever the case it was written in', () => {
    const { state, ignored } = run([
      block(1, [tx(alice, deploy('BNBS', 100, 10)), tx(bob, deploy('bnbs', 999, 999))]),
      block(2, [tx(bob, deploy('BnBs', 5, 5)), tx(bob, mint('BNbs', 10))]),
    ])
    expect(state.ticks.size).toBe(1)
    expect(state.ticks.get('asc-20:bnbs')).toMatchObject({ tick: 'bnbs', max: 100n, lim: 10n, minted: 10n })
    expect(balance(state, bob)).toBe(10n)
    expect(ignored).toEqual(['alreadyDeployed', 'alreadyDeployed'])
  })

  it('keeps protocols apart: the same tick under another p is another tick', () => {
    const { state } = run([
      block(1, [tx(alice, deploy('bnbs', 100, 10)), tx(alice, deploy('bnbs', 50, 5, 'sarc-20'))]),
    ])
    expect(state.ticks.size).toBe(2)
    const { ignored } = run([block(2, [tx(bob, mint('bnbs', 10, 'sarc-20'))])], state)
    expect(ignored).toEqual(['aboveLimit'])
  })

  it('ignores a mint before the deploy, in an earlier block or earlier in the same block', () => {
    const { state, ignored } = run([
      block(1, [tx(bob, mint('bnbs', 10))]),
      block(2, [tx(bob, mint('bnbs', 10)), tx(alice, deploy('bnbs', 100, 10)), tx(carol, mint('bnbs', 10))]),
    ])
    expect(ignored).toEqual(['notDeployed', 'notDeployed'])
    expect(balance(state, bob)).toBe(0n)
    expect(balance(state, carol)).toBe(10n)
  })

  it('follows transaction index, not list order', () => {
    const deployTx = { ...tx(alice, deploy('bnbs', 100, 10)), index: 0 }
    const mintTx = { ...tx(bob, mint('bnbs', 10)), index: 1 }
    const result = applyInscriptionBlock(emptyInscriptionIndexState(), {
      ...block(1, []),
      transactions: [mintTx, deployTx],
    })
    expect(result.effects.map((effect) => effect.op)).toEqual(['deploy', 'mint'])
  })

  it('ignores failed transactions, malformed inscriptions, other data and mints above lim', () => {
    const { state, ignored } = run([
      block(1, [
        tx(alice, deploy('bnbs', 100, 10), { success: false }),
        tx(alice, '0xa9059cbb0000'),
        tx(alice, 'data:,{"p":"asc-20","op":"deploy","tick":"bnbs","max":100,"lim":"10"}'),
        tx(alice, 'data:,{"p":"asc-20","op":"deploy","tick":"bnbs","max":"100","lim":"10","lim":"100"}'),
        tx(alice, '0x646174613a2cff'),
      ]),
      block(2, [
        tx(alice, deploy('bnbs', 100, 10)),
        tx(bob, mint('bnbs', 11)),
        tx(bob, mint('bnbs', 5), { success: false }),
      ]),
    ])
    expect(ignored).toEqual(['aboveLimit'])
    expect(state.ticks.get('asc-20:bnbs')).toMatchObject({ minted: 0n, holders: 0, deployBlock: 2n })
  })

  it('needs deploys and mints sent to oneself', () => {
    const { state, ignored } = run([
      block(1, [tx(alice, deploy('bnbs', 100, 10), { to: bob }), tx(alice, deploy('bnbs', 100, 10))]),
      block(2, [tx(bob, mint('bnbs', 10), { to: alice })]),
    ])
    expect(ignored).toEqual(['notSelfSent', 'notSelfSent'])
    expect(state.ticks.get('asc-20:bnbs')?.minted).toBe(0n)
  })

  it('moves balances on transfer when the sender holds enough, and counts holders', () => {
    const { state, ignored } = run([
      block(1, [tx(alice, deploy('bnbs', 100, 10)), tx(alice, mint('bnbs', 10))]),
      block(2, [
        tx(alice, transfer('bnbs', 11), { to: bob }),
        tx(alice, transfer('bnbs', 4), { to: alice }),
        tx(alice, transfer('bnbs', 4), { to: null }),
        tx(alice, transfer('bnbs', 4), { to: bob }),
        tx(carol, transfer('bnbs', 1), { to: bob }),
        tx(bob, transfer('zzzz', 1), { to: alice }),
      ]),
    ])
    expect(ignored).toEqual([
      'insufficientBalance',
      'selfTransfer',
      'selfTransfer',
      'insufficientBalance',
      'notDeployed',
    ])
    expect(balance(state, alice)).toBe(6n)
    expect(balance(state, bob)).toBe(4n)
    expect(state.ticks.get('asc-20:bnbs')?.holders).toBe(2)
    const { state: after } = run([block(3, [tx(alice, transfer('bnbs', 6), { to: bob })])], state)
    expect(balance(after, alice)).toBe(0n)
    expect(after.balances.has(inscriptionBalanceKey('asc-20:bnbs', alice))).toBe(false)
    expect(after.ticks.get('asc-20:bnbs')?.holders).toBe(1)
  })

  it('never changes the state it was given', () => {
    const start = run([block(1, [tx(alice, deploy('bnbs', 100, 10))])]).state
    const snapshot = { ticks: new Map(start.ticks), balances: new Map(start.balances) }
    run([block(2, [tx(alice, mint('bnbs', 10))])], start)
    expect(start).toEqual(snapshot)
  })
})

describe('applyInscriptionBlock with ESIP-3 creation events', () => {
  it('reads the topic of the event BulkInscriber emits', () => {
    const signature = 'ethscriptions_protocol_CreateEthscription(address,string)'
    expect(esip3CreationTopic).toBe(keccak256(toBytes(signature)))
    const event = bulkInscriberAbi.find((item) => item.type === 'event')
    expect(event && toEventSelector(event)).toBe(esip3CreationTopic)
  })

  it('counts an event deploy or mint for initialOwner, whoever sent the transaction', () => {
    const { state, effects, ignored } = run([
      block(1, [call(alice, inscriber, [creation(inscriber, alice, deploy('bnbs', 100, 10))])]),
      block(2, [
        call(alice, inscriber, [
          creation(inscriber, alice, mint('bnbs', 10)),
          creation(inscriber, alice, mint('bnbs', 10)),
        ]),
        // Bob's call mints for Carol: anyone may mint, so it takes nothing from anyone.
        call(bob, inscriber, [creation(inscriber, carol, mint('bnbs', 5))]),
        call(bob, inscriber, [creation(inscriber, carol, mint('bnbs', 11))]),
      ]),
    ])
    expect(state.ticks.get('asc-20:bnbs')).toMatchObject({
      minted: 25n,
      holders: 2,
      deployer: alice.toLowerCase(),
      deployBlock: 1n,
    })
    expect(balance(state, alice)).toBe(20n)
    expect(balance(state, carol)).toBe(5n)
    expect(balance(state, bob)).toBe(0n)
    expect(balance(state, inscriber)).toBe(0n)
    expect(effects[1]?.map((effect) => [effect.txIndex, effect.logIndex])).toEqual([
      [0, 0],
      [0, 1],
      [1, 2],
    ])
    expect(ignored).toEqual(['aboveLimit'])
  })

  it('moves an event transfer from the emitting contract to initialOwner, only what the contract holds', () => {
    const start = run([
      block(1, [tx(alice, deploy('bnbs', 100, 20)), tx(alice, mint('bnbs', 20))]),
      // Alice fills the escrow with a calldata transfer to it.
      block(2, [tx(alice, transfer('bnbs', 6), { to: escrow })]),
    ]).state
    expect(balance(start, escrow)).toBe(6n)
    const { state, effects } = run(
      [
        block(3, [
          call(bob, escrow, [creation(escrow, bob, transfer('bnbs', 4))]),
          call(carol, escrow, [creation(escrow, carol, transfer('bnbs', 2))]),
        ]),
      ],
      start,
    )
    expect(balance(state, escrow)).toBe(0n)
    expect(balance(state, bob)).toBe(4n)
    expect(balance(state, carol)).toBe(2n)
    expect(balance(state, alice)).toBe(14n)
    expect(state.ticks.get('asc-20:bnbs')).toMatchObject({ minted: 20n, holders: 3 })
    expect(effects[0]?.[0]?.balances).toEqual([
      {
        key: inscriptionBalanceKey('asc-20:bnbs', escrow),
        address: escrow.toLowerCase(),
        before: 6n,
        after: 2n,
      },
      { key: inscriptionBalanceKey('asc-20:bnbs', bob), address: bob.toLowerCase(), before: 0n, after: 4n },
    ])
  })

  it('ignores an event transfer the contract cannot cover, to itself, or of a tick not deployed', () => {
    const start = run([
      block(1, [tx(alice, deploy('bnbs', 100, 20)), tx(alice, mint('bnbs', 20))]),
      block(2, [tx(alice, transfer('bnbs', 3), { to: escrow })]),
    ]).state
    const { state, ignored } = run(
      [
        block(3, [
          call(bob, escrow, [creation(escrow, bob, transfer('bnbs', 4))]),
          // A contract cannot spend Alice's balance by naming her: it moves only its own.
          call(bob, inscriber, [creation(inscriber, alice, transfer('bnbs', 1))]),
          call(bob, escrow, [creation(escrow, escrow, transfer('bnbs', 1))]),
          call(bob, escrow, [creation(escrow, bob, transfer('frog', 1))]),
        ]),
      ],
      start,
    )
    expect(ignored).toEqual(['insufficientBalance', 'insufficientBalance', 'selfTransfer', 'notDeployed'])
    expect(state).toEqual(start)
  })

  it("applies a transaction's calldata inscription before its events, then the events in log order", () => {
    const { state, effects, ignored } = run([
      block(1, [tx(alice, deploy('bnbs', 100, 20)), tx(alice, mint('bnbs', 20))]),
      block(2, [
        // One transaction: Alice's calldata transfer to the escrow, whose fallback pays Bob from it.
        tx(alice, transfer('bnbs', 10), {
          to: escrow,
          logs: [creation(escrow, bob, transfer('bnbs', 7)), creation(escrow, carol, transfer('bnbs', 7))],
        }),
        // A calldata mint of a tick its own events deploy: the calldata comes first, so it is early.
        tx(carol, mint('frog', 1), { logs: [creation(inscriber, carol, deploy('frog', 10, 1))] }),
        call(carol, inscriber, [creation(inscriber, carol, mint('frog', 1))]),
      ]),
    ])
    expect(balance(state, escrow)).toBe(3n)
    expect(balance(state, bob)).toBe(7n)
    expect(balance(state, carol)).toBe(0n)
    expect(balance(state, carol, 'frog')).toBe(1n)
    expect(ignored).toEqual(['insufficientBalance', 'notDeployed'])
    expect(effects[1]?.map((effect) => [effect.op, effect.txIndex, effect.logIndex])).toEqual([
      ['transfer', 0, null],
      ['transfer', 0, 0],
      ['deploy', 1, 2],
      ['mint', 2, 3],
    ])
  })

  it('follows transaction index and log index, not list order', () => {
    const ordered = block(1, [
      tx(alice, deploy('bnbs', 100, 10)),
      call(bob, inscriber, [
        creation(inscriber, bob, mint('bnbs', 10)),
        creation(inscriber, carol, mint('bnbs', 10)),
      ]),
    ])
    const shuffled = {
      ...ordered,
      transactions: [...ordered.transactions].reverse(),
      logs: [...ordered.logs].reverse(),
    }
    const result = applyInscriptionBlock(emptyInscriptionIndexState(), shuffled)
    expect(result.effects.map((effect) => [effect.op, effect.logIndex])).toEqual([
      ['deploy', null],
      ['mint', 0],
      ['mint', 1],
    ])
  })

  it('leaves out logs that only borrow the topic and contents that are no inscription', () => {
    const good = creation(inscriber, alice, mint('bnbs', 1))
    const { state, ignored } = run([
      block(1, [tx(alice, deploy('bnbs', 100, 10))]),
      block(2, [
        call(alice, inscriber, [
          { ...good, topics: [...good.topics, pad('0x01')] },
          { ...good, topics: [esip3CreationTopic] },
          { ...good, topics: [esip3CreationTopic, `0x01${(good.topics[1] as Hex).slice(4)}` as Hex] },
          { ...good, topics: [pad('0x01'), good.topics[1] as Hex] },
          { ...good, data: '0x1234' },
          creation(inscriber, alice, ` ${mint('bnbs', 1)}`),
          creation(inscriber, alice, 'data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":1}'),
          creation(inscriber, alice, `data:;base64,${btoa(mint('bnbs', 1).slice(6))}`),
          { ...good, data: encodeAbiParameters([{ type: 'bytes' }], ['0x646174613a2cff']) },
        ]),
        // A reverted call's events never reach the block.
        call(alice, inscriber, [good], { success: false }),
      ]),
    ])
    expect(ignored).toEqual([])
    expect(balance(state, alice)).toBe(0n)
    expect(run([block(3, [call(alice, inscriber, [good])])], state).state.balances.size).toBe(1)
  })
})

describe('revertInscriptionEffects', () => {
  it('undoes the last blocks of a chain back to the state before them', () => {
    const blocks = [
      block(1, [tx(alice, deploy('bnbs', 25, 10)), tx(alice, mint('bnbs', 10))]),
      block(2, [tx(bob, mint('bnbs', 10)), tx(alice, transfer('bnbs', 10), { to: carol })]),
      block(3, [tx(carol, mint('bnbs', 10)), tx(bob, deploy('frog', 1, 1)), tx(bob, mint('frog', 1))]),
    ]
    const first = run(blocks.slice(0, 1))
    const all = run(blocks.slice(1), first.state)
    expect(all.state.ticks.get('asc-20:bnbs')).toMatchObject({ minted: 25n, holders: 2 })
    const reverted = revertInscriptionEffects(all.state, all.effects.flat())
    expect(reverted).toEqual(first.state)
    // And the same blocks applied again give the same state.
    expect(run(blocks.slice(1), reverted).state).toEqual(all.state)
  })

  it('undoes event mints and transfers with the calldata around them', () => {
    const blocks = [
      block(1, [
        call(alice, inscriber, [creation(inscriber, alice, deploy('bnbs', 30, 10))]),
        tx(alice, mint('bnbs', 10)),
      ]),
      block(2, [
        tx(alice, transfer('bnbs', 10), { to: escrow, logs: [creation(escrow, bob, transfer('bnbs', 4))] }),
        call(bob, inscriber, [
          creation(inscriber, bob, mint('bnbs', 10)),
          creation(inscriber, carol, mint('bnbs', 10)),
        ]),
      ]),
      block(3, [
        call(carol, escrow, [creation(escrow, carol, transfer('bnbs', 6))]),
        call(carol, inscriber, [creation(inscriber, carol, mint('bnbs', 10))]),
      ]),
    ]
    const first = run(blocks.slice(0, 1))
    const all = run(blocks.slice(1), first.state)
    expect(all.state.ticks.get('asc-20:bnbs')).toMatchObject({ minted: 30n, holders: 2 })
    expect(balance(all.state, carol)).toBe(16n)
    expect(balance(all.state, bob)).toBe(14n)
    const reverted = revertInscriptionEffects(all.state, all.effects.flat())
    expect(reverted).toEqual(first.state)
    expect(run(blocks.slice(1), reverted).state).toEqual(all.state)
  })
})

describe('inscriptionKeysOfBlocks', () => {
  it('lists the ticks and balances a batch can touch, addresses in lower case', () => {
    const keys = inscriptionKeysOfBlocks([
      block(1, [tx(alice, deploy('BNBS', 100, 10)), tx(bob, transfer('bnbs', 1), { to: carol })]),
      block(2, [tx(carol, 'data:,nonsense'), tx(alice, mint('bnbs', 1), { success: false })]),
    ])
    expect([...keys.ticks.keys()]).toEqual(['asc-20:bnbs'])
    expect([...keys.balances.keys()].sort()).toEqual(
      [alice, bob, carol].map((address) => inscriptionBalanceKey('asc-20:bnbs', address)).sort(),
    )
  })

  it("lists an event mint's initialOwner and an event transfer's contract and initialOwner", () => {
    const keys = inscriptionKeysOfBlocks([
      block(1, [
        call(bob, inscriber, [creation(inscriber, alice, mint('bnbs', 1))]),
        call(bob, escrow, [creation(escrow, carol, transfer('frog', 1))]),
      ]),
    ])
    expect([...keys.balances.keys()].sort()).toEqual(
      [
        inscriptionBalanceKey('asc-20:bnbs', alice),
        inscriptionBalanceKey('asc-20:frog', escrow),
        inscriptionBalanceKey('asc-20:frog', carol),
      ].sort(),
    )
  })
})

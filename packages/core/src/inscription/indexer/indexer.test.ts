import type { Address, Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import { inscriptionToHex } from '../inscriptionFromHex.ts'
import { applyInscriptionBlock } from './applyInscriptionBlock.ts'
import { emptyInscriptionIndexState } from './emptyInscriptionIndexState.ts'
import { inscriptionKeysOfBlocks } from './inscriptionKeysOfBlocks.ts'
import { revertInscriptionEffects } from './revertInscriptionEffects.ts'
import {
  type InscriptionEffect,
  type InscriptionIndexState,
  type InscriptionSourceBlock,
  type InscriptionSourceTransaction,
  inscriptionBalanceKey,
} from './types.ts'

const alice = '0x00000000000000000000000000000000000A11CE' as Address
const bob = '0x0000000000000000000000000000000000000B0B' as Address
const carol = '0x000000000000000000000000000000000000CA01' as Address
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash

let txCounter = 0
/** A transaction carrying `text`, self-sent by default. */
function tx(from: Address, text: string, options: { to?: Address | null; success?: boolean } = {}) {
  txCounter += 1
  return {
    hash: hash(1_000_000 + txCounter),
    from,
    to: options.to === undefined ? from : options.to,
    input: text.startsWith('0x') ? (text as `0x${string}`) : inscriptionToHex(text),
    success: options.success ?? true,
  }
}
function block(
  number: number,
  transactions: Omit<InscriptionSourceTransaction, 'index'>[],
): InscriptionSourceBlock {
  return {
    number: BigInt(number),
    hash: hash(number),
    parentHash: hash(number - 1),
    transactions: transactions.map((transaction, index) => ({ ...transaction, index })),
  }
}
const deploy = (tick: string, max: number, lim: number, p = 'bsc-20') =>
  `data:,{"p":"${p}","op":"deploy","tick":"${tick}","max":"${max}","lim":"${lim}"}`
const mint = (tick: string, amt: number, p = 'bsc-20') =>
  `data:,{"p":"${p}","op":"mint","tick":"${tick}","amt":"${amt}"}`
const transfer = (tick: string, amt: number) =>
  `data:,{"p":"bsc-20","op":"transfer","tick":"${tick}","amt":"${amt}"}`

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
const balance = (state: InscriptionIndexState, address: Address, tick = 'bnbs', p = 'bsc-20') =>
  state.balances.get(inscriptionBalanceKey(`${p}:${tick}`, address)) ?? 0n

describe('applyInscriptionBlock', () => {
  it('deploys, mints up to max with the crossing mint getting the remainder, then ignores mints', () => {
    const { state, ignored } = run([
      block(1, [tx(alice, deploy('bnbs', 2500, 1000))]),
      block(2, [tx(alice, mint('bnbs', 1000)), tx(bob, mint('bnbs', 1000))]),
      block(3, [tx(bob, mint('bnbs', 1000)), tx(carol, mint('bnbs', 1000))]),
    ])
    const tick = state.ticks.get('bsc-20:bnbs')
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
    expect(state.ticks.get('bsc-20:bnbs')).toMatchObject({ tick: 'bnbs', max: 100n, lim: 10n, minted: 10n })
    expect(balance(state, bob)).toBe(10n)
    expect(ignored).toEqual(['alreadyDeployed', 'alreadyDeployed'])
  })

  it('keeps protocols apart: the same tick under another p is another tick', () => {
    const { state } = run([
      block(1, [tx(alice, deploy('bnbs', 100, 10)), tx(alice, deploy('bnbs', 50, 5, 'asc-20'))]),
    ])
    expect(state.ticks.size).toBe(2)
    const { ignored } = run([block(2, [tx(bob, mint('bnbs', 10, 'asc-20'))])], state)
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
        tx(alice, 'data:,{"p":"bsc-20","op":"deploy","tick":"bnbs","max":100,"lim":"10"}'),
        tx(alice, 'data:,{"p":"bsc-20","op":"deploy","tick":"bnbs","max":"100","lim":"10","lim":"100"}'),
        tx(alice, '0x646174613a2cff'),
      ]),
      block(2, [
        tx(alice, deploy('bnbs', 100, 10)),
        tx(bob, mint('bnbs', 11)),
        tx(bob, mint('bnbs', 5), { success: false }),
      ]),
    ])
    expect(ignored).toEqual(['aboveLimit'])
    expect(state.ticks.get('bsc-20:bnbs')).toMatchObject({ minted: 0n, holders: 0, deployBlock: 2n })
  })

  it('needs deploys and mints sent to oneself', () => {
    const { state, ignored } = run([
      block(1, [tx(alice, deploy('bnbs', 100, 10), { to: bob }), tx(alice, deploy('bnbs', 100, 10))]),
      block(2, [tx(bob, mint('bnbs', 10), { to: alice })]),
    ])
    expect(ignored).toEqual(['notSelfSent', 'notSelfSent'])
    expect(state.ticks.get('bsc-20:bnbs')?.minted).toBe(0n)
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
    expect(state.ticks.get('bsc-20:bnbs')?.holders).toBe(2)
    const { state: after } = run([block(3, [tx(alice, transfer('bnbs', 6), { to: bob })])], state)
    expect(balance(after, alice)).toBe(0n)
    expect(after.balances.has(inscriptionBalanceKey('bsc-20:bnbs', alice))).toBe(false)
    expect(after.ticks.get('bsc-20:bnbs')?.holders).toBe(1)
  })

  it('never changes the state it was given', () => {
    const start = run([block(1, [tx(alice, deploy('bnbs', 100, 10))])]).state
    const snapshot = { ticks: new Map(start.ticks), balances: new Map(start.balances) }
    run([block(2, [tx(alice, mint('bnbs', 10))])], start)
    expect(start).toEqual(snapshot)
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
    expect(all.state.ticks.get('bsc-20:bnbs')).toMatchObject({ minted: 25n, holders: 2 })
    const reverted = revertInscriptionEffects(all.state, all.effects.flat())
    expect(reverted).toEqual(first.state)
    // And the same blocks applied again give the same state.
    expect(run(blocks.slice(1), reverted).state).toEqual(all.state)
  })
})

describe('inscriptionKeysOfBlocks', () => {
  it('lists the ticks and balances a batch can touch, addresses in lower case', () => {
    const keys = inscriptionKeysOfBlocks([
      block(1, [tx(alice, deploy('BNBS', 100, 10)), tx(bob, transfer('bnbs', 1), { to: carol })]),
      block(2, [tx(carol, 'data:,nonsense'), tx(alice, mint('bnbs', 1), { success: false })]),
    ])
    expect([...keys.ticks.keys()]).toEqual(['bsc-20:bnbs'])
    expect([...keys.balances.keys()].sort()).toEqual(
      [alice, bob, carol].map((address) => inscriptionBalanceKey('bsc-20:bnbs', address)).sort(),
    )
  })
})

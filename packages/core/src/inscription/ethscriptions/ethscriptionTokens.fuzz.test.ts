import fc from 'fast-check'
import { type Address, type Hash, type Hex, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { inscriptionTickKey } from '../indexer/types.ts'
import { applyEthscriptionCandidates } from './applyEthscriptionCandidates.ts'
import {
  applyEthscriptionTokenEvents,
  type EthscriptionTokenState,
  isRepeatableTokenMint,
} from './applyEthscriptionTokenEvents.ts'
import { readEthscriptionCandidates } from './readEthscriptionCandidates.ts'
import type { EthscriptionsState } from './types.ts'

const people = [
  '0x00000000000000000000000000000000000000a1',
  '0x00000000000000000000000000000000000000b2',
  '0x00000000000000000000000000000000000000c3',
] as Address[]
const idOf = (index: number) => `0x${(index + 1).toString(16).padStart(64, '0')}` as Hash

/** One transaction a fuzzed sender may send: a mint (any id and amount, to anyone) or a transfer of an earlier transaction's id. */
const action = fc.oneof(
  fc.record({
    kind: fc.constant('mint' as const),
    protocol: fc.constantFrom('erc-20', 'bsc-20'),
    id: fc.integer({ min: 0, max: 6 }),
    amt: fc.constantFrom('100', '50', '100'),
    from: fc.integer({ min: 0, max: 2 }),
    to: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    of: fc.integer({ min: 0, max: 40 }),
    from: fc.integer({ min: 0, max: 2 }),
    to: fc.integer({ min: 0, max: 2 }),
  }),
)

describe('the item model under any sequence of mints and transfers', () => {
  it('never counts more than max / lim items, balances always sum to what is minted, each item has one owner', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        // Two ticks deployed first: erc-20 with ids 1 to 4 (max 450, lim 100), bsc-20 with 3 mints.
        const texts: { from: Address; to: Address; input: Hex }[] = [
          {
            from: people[0]!,
            to: people[0]!,
            input: stringToHex('data:,{"p":"erc-20","op":"deploy","tick":"fz","max":"450","lim":"100"}'),
          },
          {
            from: people[0]!,
            to: people[0]!,
            input: stringToHex('data:,{"p":"bsc-20","op":"deploy","tick":"fz","max":"300","lim":"100"}'),
          },
        ]
        for (const each of actions) {
          const from = people[each.from]!
          const to = people[each.to]!
          if (each.kind === 'mint') {
            const id = each.protocol === 'erc-20' ? `"id":"${each.id}",` : ''
            texts.push({
              from,
              to,
              input: stringToHex(
                `data:,{"p":"${each.protocol}","op":"mint","tick":"fz",${id}"amt":"${each.amt}"}`,
              ),
            })
          } else texts.push({ from, to, input: idOf(each.of % Math.max(texts.length, 1)) })
        }
        let base: EthscriptionsState = { contents: new Set(), owners: new Map() }
        let tokens: EthscriptionTokenState = { ticks: new Map(), items: new Map(), balances: new Map() }
        texts.forEach((transaction, index) => {
          const block = {
            transactions: [{ ...transaction, hash: idOf(index), index: 0, success: true }],
            logs: [],
          }
          const applied = applyEthscriptionCandidates(
            base,
            BigInt(index),
            readEthscriptionCandidates(block),
            isRepeatableTokenMint,
          )
          base = applied.state
          tokens = applyEthscriptionTokenEvents(tokens, applied.events).state
        })
        for (const [p, capacity] of [
          ['erc-20', 4n],
          ['bsc-20', 3n],
        ] as const) {
          const key = inscriptionTickKey(p, 'fz')
          const tick = tokens.ticks.get(key)!
          const items = [...tokens.items.entries()].filter(([, item]) => item.tickKey === key)
          expect(BigInt(items.length) * tick.lim).toBe(tick.minted)
          expect(BigInt(items.length)).toBeLessThanOrEqual(capacity)
          // Numbered items are distinct numbers within 1..max / lim.
          if (p === 'erc-20') {
            const numbers = items.map(([, item]) => item.itemId)
            expect(new Set(numbers).size).toBe(numbers.length)
            for (const number of numbers) expect(number >= 1n && number <= 4n).toBe(true)
          }
          let sum = 0n
          for (const person of people) {
            const balance = tokens.balances.get(`${person}:${key}`) ?? 0n
            const owned = items.filter(([id]) => base.owners.get(id)?.owner === person).length
            expect(balance).toBe(BigInt(owned) * tick.lim)
            sum += balance
          }
          expect(sum).toBe(tick.minted)
          expect(tick.holders).toBe(
            people.filter((person) => (tokens.balances.get(`${person}:${key}`) ?? 0n) > 0n).length,
          )
        }
      }),
      { numRuns: 300 },
    )
  })
})

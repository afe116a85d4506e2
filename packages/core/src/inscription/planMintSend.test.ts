import { describe, expect, it } from 'vitest'
import { planMintSend } from './planMintSend.ts'
import type { IndexedTick, TickStatus } from './tickStatus.ts'

const tick = (over: Partial<IndexedTick> = {}): TickStatus => ({
  kind: 'indexed',
  indexedBlock: 10,
  tick: {
    p: 'erc-20',
    tick: 'eths',
    max: 300n,
    lim: 100n,
    minted: 100n,
    remaining: 200n,
    holders: 1,
    deployer: '0x',
    deployTx: '0x',
    deployBlock: 1,
    fullyMinted: false,
    ...over,
  },
})
const erc = { p: 'erc-20', op: 'mint', tick: 'eths', id: '2', amt: '100' } as const
const text = (id: string) => `data:,{"p":"erc-20","op":"mint","tick":"eths","id":"${id}","amt":"100"}`

describe('planMintSend', () => {
  it('asks before a mint of a fully minted tick, whatever its model', () => {
    expect(planMintSend({ mint: erc, count: 1, status: tick({ fullyMinted: true }), freeIds: [] }).kind).toBe(
      'confirmFull',
    )
    const bsc = { p: 'bsc-20', op: 'mint', tick: 'bnbs', amt: '100' } as const
    expect(
      planMintSend({ mint: bsc, count: 2, status: tick({ fullyMinted: true }), freeIds: undefined }),
    ).toEqual({
      kind: 'confirmFull',
      texts: Array(2).fill('data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"100"}'),
    })
  })

  it('numbers repeated mints with different free ids, and keeps a free id typed in the form', () => {
    expect(planMintSend({ mint: erc, count: 2, status: tick(), freeIds: ['3', '1'] })).toEqual({
      kind: 'send',
      texts: [text('3'), text('1')],
    })
    expect(planMintSend({ mint: erc, count: 1, status: tick(), freeIds: ['2'] })).toEqual({
      kind: 'send',
      texts: [text('2')],
    })
  })

  it('offers a free id for a taken one, and only the mints that can count when ids run short', () => {
    expect(planMintSend({ mint: erc, count: 1, status: tick(), freeIds: ['3'] })).toEqual({
      kind: 'confirmTaken',
      texts: [text('3')],
      id: '2',
      instead: '3',
    })
    expect(planMintSend({ mint: erc, count: 3, status: tick(), freeIds: ['3'] })).toEqual({
      kind: 'confirmPartial',
      texts: [text('3')],
      left: 1,
    })
    expect(planMintSend({ mint: erc, count: 1, status: tick(), freeIds: [] }).kind).toBe('confirmFull')
  })

  it('asks before sending unchecked when the indexer cannot be read, a numbered mint once', () => {
    expect(planMintSend({ mint: erc, count: 3, status: { kind: 'unreadable' }, freeIds: undefined })).toEqual(
      {
        kind: 'confirmUnreadable',
        texts: [text('2')],
      },
    )
    expect(planMintSend({ mint: erc, count: 2, status: tick(), freeIds: 'unreadable' }).kind).toBe(
      'confirmUnreadable',
    )
  })

  it('stops nothing without the indexer', () => {
    expect(
      planMintSend({ mint: erc, count: 1, status: { kind: 'unavailable' }, freeIds: undefined }),
    ).toEqual({
      kind: 'send',
      texts: [text('2')],
    })
  })
})

import { describe, expect, it } from 'vitest'
import { readTickReply } from './tickStatus.ts'

describe('readTickReply', () => {
  it('reads the amounts as exact bigints, past what a JavaScript number holds', () => {
    const status = readTickReply({
      indexedBlock: '120',
      tick: {
        p: 'bsc-20',
        tick: 'bnbs',
        max: '21000000000000000000000000',
        lim: '1000',
        minted: '20999999999999999999999000',
        remaining: '1000',
        holders: '3',
        deployer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        deployTx: `0x${'ab'.repeat(32)}`,
        deployBlock: 7,
        fullyMinted: false,
      },
    })
    expect(status).toEqual({
      kind: 'indexed',
      indexedBlock: 120,
      tick: {
        p: 'bsc-20',
        tick: 'bnbs',
        max: 21_000_000_000_000_000_000_000_000n,
        lim: 1000n,
        minted: 20_999_999_999_999_999_999_999_000n,
        remaining: 1000n,
        holders: 3,
        deployer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        deployTx: `0x${'ab'.repeat(32)}`,
        deployBlock: 7,
        fullyMinted: false,
      },
    })
  })

  it('keeps a tick nobody deployed as null, with the block the indexer reached', () => {
    expect(readTickReply({ indexedBlock: 5, tick: null })).toEqual({
      kind: 'indexed',
      indexedBlock: 5,
      tick: null,
    })
  })
})

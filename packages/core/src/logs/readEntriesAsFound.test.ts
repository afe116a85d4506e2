import { describe, expect, it } from 'vitest'
import { readEntriesAsFound } from './readEntriesAsFound.ts'

/**
 * How a progressive list hands on its rows while a scan still runs: reads are the list's own
 * (here, plain promises standing for a contract's read), so what is asserted is the order, the
 * partial batches and what the final rows say when a read failed.
 */
describe('readEntriesAsFound', () => {
  it('shows the rows that were read when one of a batch fails, and the final rows say the failure', async () => {
    const shown: string[][] = []
    const reader = readEntriesAsFound<string, string>({
      entryOf: async (found) => {
        if (found === 'broken') throw new Error('endpoint refused')
        return `row ${found}`
      },
      onEntries: (rows) => shown.push(rows),
    })
    reader.found(['c', 'broken', 'b'])
    await expect(reader.rows(['c', 'broken', 'b', 'a'])).rejects.toThrow('endpoint refused')
    expect(shown).toEqual([['row c', 'row b']])
  })

  it('reads each found thing once, keeps the list order, leaves out what is not a row and shows batches in turn', async () => {
    const asked: string[] = []
    const releases = new Map<string, () => void>()
    const reader = readEntriesAsFound<string, string>({
      entryOf: (found) => {
        asked.push(found)
        return new Promise((resolve) => {
          releases.set(found, () => resolve(found === 'skip' ? null : `row ${found}`))
        })
      },
      onEntries: (rows) => shown.push(rows),
    })
    const shown: string[][] = []
    reader.found(['d'])
    reader.found(['d', 'skip', 'c'])
    // The newer batch's reads finish first; the older batch is still shown before it.
    releases.get('skip')?.()
    releases.get('c')?.()
    releases.get('d')?.()
    const all = reader.rows(['d', 'skip', 'c', 'd', 'b'])
    releases.get('b')?.()
    expect(await all).toEqual(['row d', 'row c', 'row b'])
    expect(shown).toEqual([['row d'], ['row d', 'row c']])
    expect(asked).toEqual(['d', 'skip', 'c', 'b'])
  })
})

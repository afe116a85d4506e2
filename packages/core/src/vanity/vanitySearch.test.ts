import type { VanityWasm } from '@tokenbox/vanity'
import { loadVanityWasm } from '@tokenbox/vanity/testing'
import { getAddress, getContractAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { lastHit, searchEvents, vanityInput } from '../../testing/vanitySearchTesting.ts'
import type { VanityPatternInput } from './vanityPattern.ts'
import { deriveVanityKey, drawStartScalar, runVanitySearch, type VanityWorkerEvent } from './vanitySearch.ts'

const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

async function search(input: VanityPatternInput, stopAfter = Number.POSITIVE_INFINITY) {
  const wasm = await loadVanityWasm()
  let slices = 0
  return searchEvents(
    (io) => runVanitySearch(wasm, { type: 'start', input, batch: 256 }, { ...io, sliceMs: 5 }),
    () => slices++ >= stopAfter,
  )
}

describe('drawStartScalar', () => {
  it('takes 256 random bits and redraws 0 and values >= n', () => {
    const draws = [new Uint8Array(32), new Uint8Array(32).fill(0xff), new Uint8Array(32).fill(7)]
    let calls = 0
    const k = drawStartScalar((bytes) => {
      bytes.set(draws[calls++]!)
      return bytes
    })
    expect(calls).toBe(3)
    expect(k).toBe(BigInt(`0x${'07'.repeat(32)}`))
  })

  it('never repeats a start over many draws, all in [1, n)', () => {
    const starts = new Set(Array.from({ length: 2000 }, () => drawStartScalar()))
    expect(starts.size).toBe(2000)
    for (const k of starts) expect(k > 0n && k < n).toBe(true)
  })
})

describe('runVanitySearch on the real module', () => {
  it('finds a 3-character prefix whose key re-derives to the shown address', async () => {
    const found = lastHit(await search(vanityInput({ text: 'a1c' })), 'found')
    expect(privateKeyToAddress(found.privateKey)).toBe(found.address)
    expect(found.address.slice(2, 5).toLowerCase()).toBe('a1c')
    expect(found.attempts).toBeGreaterThan(0)
  })

  it('keeps searching past case-blind candidates until the checksum case matches', async () => {
    const found = lastHit(
      await search(vanityInput({ match: 'suffix', suffix: 'Ab', caseSensitive: true })),
      'found',
    )
    expect(getAddress(found.address).endsWith('Ab')).toBe(true)
  })

  it('finds a contract address at nonce 0 for "contains"', async () => {
    const found = lastHit(
      await search(vanityInput({ match: 'contains', text: 'beef', target: 'contract' })),
      'found',
    )
    expect(privateKeyToAddress(found.privateKey)).toBe(found.address)
    expect(found.contractAddress).toBe(getContractAddress({ from: found.address, nonce: 0n }))
    expect(found.contractAddress!.toLowerCase()).toContain('beef')
  })

  it('stops when asked and reports the keys tried, with progress on the way', async () => {
    const events = await search(vanityInput({ text: 'ffffffffff' }), 3)
    expect(events.at(-1)).toMatchObject({ type: 'stopped' })
    expect(events.filter((event) => event.type === 'progress').length).toBeGreaterThan(0)
    expect(events.at(-1)!.attempts).toBeGreaterThan(256)
  })

  it('never shows a hit that fails the re-derivation: a wrong index from the loop is an Error', async () => {
    // a module that claims a match at index 0 for a 40-character pattern no key will have
    const lying = {
      maxBatch: 1024,
      attempts: 1,
      hitIndex: 0,
      setPatterns: () => undefined,
      start: () => true,
      search: () => 'found' as const,
    } as unknown as VanityWasm
    const events: VanityWorkerEvent[] = []
    await runVanitySearch(
      lying,
      {
        type: 'start',
        input: vanityInput({ text: '0'.repeat(40) }),
      },
      { post: (event) => events.push(event), shouldStop: () => false, yieldToEvents: async () => undefined },
    )
    expect(events.at(-1)).toEqual({ type: 'error', error: 'error.verify', attempts: 1 })
    expect(events.some((event) => event.type === 'found')).toBe(false)
  })

  it('refuses an invalid pattern without searching', async () => {
    const events = await search(vanityInput({ text: 'xyz' }))
    expect(events).toEqual([{ type: 'error', error: 'error.pattern', attempts: 0 }])
  })
})

describe('deriveVanityKey', () => {
  it('derives the address and the nonce-0 contract address with viem', () => {
    expect(deriveVanityKey(1n, true)).toEqual({
      privateKey: `0x${'0'.repeat(63)}1`,
      address: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
      contractAddress: getContractAddress({ from: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf', nonce: 0n }),
    })
  })
})

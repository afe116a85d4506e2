import { randomBytes } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadVanityWasm } from '../testing/loadVanityWasm.ts'
import { mod, powModP } from '../testing/referenceMath.ts'
import {
  keyAtIndex,
  readBigInt,
  secp256k1Beta,
  secp256k1Lambda,
  type VanityWasm,
  writeBigInt,
} from './vanityWasm.ts'

const G = secp256k1.ProjectivePoint.BASE
const p = secp256k1.CURVE.Fp.ORDER
const n = secp256k1.CURVE.n
const random256 = () => BigInt(`0x${randomBytes(32).toString('hex')}`)
const randomScalar = () => mod(random256(), n - 1n) + 1n

/** The Ethereum address bytes of a point, computed by noble. */
function addressOf(point: { x: bigint; y: bigint }): Uint8Array {
  const xy = new Uint8Array(64)
  const hex = point.x.toString(16).padStart(64, '0') + point.y.toString(16).padStart(64, '0')
  for (let i = 0; i < 64; i++) xy[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16)
  return keccak_256(xy).slice(12)
}

function contractOf(address: Uint8Array): Uint8Array {
  return keccak_256(new Uint8Array([0xd6, 0x94, ...address, 0x80])).slice(12)
}

/** Starts a walk at k0 with noble's points. */
function startAt(wasm: VanityWasm, k0: bigint, batch: number): boolean {
  return wasm.start(G.multiply(k0).toAffine(), G.multiply(BigInt(batch)).toAffine(), G.toAffine(), batch)
}

let wasm: VanityWasm
beforeAll(async () => {
  wasm = await loadVanityWasm()
})

describe('keccak-256 in WebAssembly', () => {
  it('equals noble for every length from 0 to 420 bytes (one to four blocks)', () => {
    const data = randomBytes(420)
    for (let length = 0; length <= 420; length++) {
      const input = new Uint8Array(data.subarray(0, length))
      expect(Buffer.from(wasm.keccak256(input)).toString('hex'), `length ${length}`).toBe(
        Buffer.from(keccak_256(input)).toString('hex'),
      )
    }
  })
})

describe('field arithmetic mod p on 8 x 32-bit limbs', () => {
  const edges = [0n, 1n, 2n, 977n, 2n ** 32n, 2n ** 32n + 977n, p - 1n, p - 2n, 2n ** 255n, 2n ** 224n - 1n]
  const operands = () => [...edges, ...Array.from({ length: 60 }, () => mod(random256()))]

  function run(op: 'fieldAdd' | 'fieldSub' | 'fieldMul', a: bigint, b: bigint): bigint {
    const { memory } = wasm.exports
    const s = wasm.exports.scratchPointer()
    writeBigInt(memory, s, a)
    writeBigInt(memory, s + 32, b)
    wasm.exports[op](s + 64, s, s + 32)
    return readBigInt(memory, s + 64)
  }

  it('adds, subtracts and multiplies like BigInt, canonical results, edge values included', () => {
    const values = operands()
    for (const a of values)
      for (const b of values.slice(0, 25)) {
        expect(run('fieldAdd', a, b)).toBe(mod(a + b))
        expect(run('fieldSub', a, b)).toBe(mod(a - b))
        expect(run('fieldMul', a, b)).toBe(mod(a * b))
      }
  })

  it('squares and inverts like BigInt (1/0 is 0)', () => {
    const { memory } = wasm.exports
    const s = wasm.exports.scratchPointer()
    for (const a of operands()) {
      writeBigInt(memory, s, a)
      wasm.exports.fieldSqr(s + 32, s)
      expect(readBigInt(memory, s + 32)).toBe(mod(a * a))
      wasm.exports.fieldInv(s + 64, s)
      expect(readBigInt(memory, s + 64)).toBe(powModP(a, p - 2n))
      if (a !== 0n) expect(mod(readBigInt(memory, s + 64) * a)).toBe(1n)
    }
  })
})

describe('the point walk', () => {
  it.each([1, 2, 7, 256, 1024])('matches noble (k0 + i)G across rounds with batch %i', (batch) => {
    const k0 = randomScalar()
    expect(startAt(wasm, k0, batch)).toBe(true)
    wasm.setPatterns([], false)
    // a round is advanced lazily by the search call that tests it
    for (let round = 0; round < 4; round++) {
      if (round > 0) {
        expect(wasm.search(6 * batch)).toBe('budget')
        expect(wasm.attempts).toBe((round + 1) * batch * 6)
      }
      for (const j of new Set([0, 1, batch >> 1, batch - 1].filter((j) => j < batch))) {
        const expected = G.multiply(mod(k0 + BigInt(round * batch + j), n)).toAffine()
        expect(wasm.point(j)).toEqual({ x: expected.x, y: expected.y })
      }
      if (round === 0) expect(wasm.search(6 * batch)).toBe('budget')
    }
  })

  it('wraps around the group order: k0 = n - 3 walks to n - 1, then reports the point at infinity', () => {
    expect(startAt(wasm, n - 3n, 1)).toBe(true)
    wasm.setPatterns([], false)
    for (const k of [n - 3n, n - 2n, n - 1n]) {
      expect(wasm.search(6)).toBe('budget')
      expect(wasm.point(0)).toEqual(G.multiply(k).toAffine())
    }
    expect(wasm.search(6)).toBe('degenerate') // (n - 1)G + G is infinity: x_j == x_D
  })

  it('reports a degenerate start or round instead of a wrong point', () => {
    expect(startAt(wasm, 1n, 4)).toBe(false) // P0 = G, then P0 + G needs a doubling
    expect(startAt(wasm, 4n, 4)).toBe(true) // P0 = D: the first round adds D to itself
    wasm.setPatterns([], false)
    expect(wasm.search(24)).toBe('budget')
    expect(wasm.search(24)).toBe('degenerate')
  })
})

describe('the six keys of a point', () => {
  it('are k, -k, λk, -λk, λ²k, -λ²k: λ·(x, y) = (β·x, y) on the curve', () => {
    const k = randomScalar()
    const P = G.multiply(k).toAffine()
    expect(G.multiply(mod(k * secp256k1Lambda, n)).toAffine()).toEqual({
      x: mod(P.x * secp256k1Beta),
      y: P.y,
    })
    expect(keyAtIndex(k, 0)).toBe(k)
    expect(keyAtIndex(k, 1)).toBe(n - k)
    expect(keyAtIndex(k, 4)).toBe(mod(k * secp256k1Lambda * secp256k1Lambda, n))
    expect(keyAtIndex(k, 6)).toBe(k + 1n)
    const keys = Array.from({ length: 600 }, (_, i) => keyAtIndex(k, i))
    expect(new Set(keys).size).toBe(600)
  })
})

describe('hits', () => {
  const full = (bytes: Uint8Array) => ({ mask: new Uint8Array(20).fill(0xff), value: bytes })

  it.each([1, 64, 1024])('stops exactly at the matching key, every variant and mode (batch %i)', (batch) => {
    for (const contract of [false, true])
      for (const variant of [0, 1, 2, 3, 4, 5]) {
        const k0 = randomScalar()
        const target = (3 * batch + 5) * 6 + variant
        const address = addressOf(G.multiply(keyAtIndex(k0, target)).toAffine())
        const wanted = contract ? contractOf(address) : address
        expect(startAt(wasm, k0, batch)).toBe(true)
        wasm.setPatterns([full(wanted)], contract)
        expect(wasm.search(60 * batch)).toBe('found')
        expect(wasm.hitIndex).toBe(target)
        expect(wasm.attempts).toBe(target + 1)
        // the walk resumes after the hit and does not find it again
        expect(wasm.search(24 * batch)).toBe('budget')
        expect(wasm.attempts).toBeGreaterThan(target + 24 * batch)
      }
  })

  it('matches prefix, suffix and nibble-aligned "contains" masks, and any of several patterns', () => {
    const k0 = randomScalar()
    const batch = 128
    const target = 301
    const address = addressOf(G.multiply(keyAtIndex(k0, target)).toAffine())
    // 9 nibbles starting at nibble 13 (odd: the first and last bytes are half masks)
    const mask = new Uint8Array(20)
    mask[6] = 0x0f
    for (let b = 7; b < 11; b++) mask[b] = 0xff
    const value = address.map((byte, b) => byte & mask[b]!)
    const never = { mask: new Uint8Array(20).fill(0xff), value: new Uint8Array(20) }
    expect(startAt(wasm, k0, batch)).toBe(true)
    wasm.setPatterns([never, { mask, value }], false)
    expect(wasm.search(6000)).toBe('found')
    expect(wasm.hitIndex).toBe(target)
  })

  it('counts every key once: a 1-nibble prefix hits about 1/16 of the keys', () => {
    const k0 = randomScalar()
    expect(startAt(wasm, k0, 256)).toBe(true)
    const mask = new Uint8Array(20)
    mask[0] = 0xf0
    wasm.setPatterns([{ mask, value: new Uint8Array(20) }], false)
    const hits: number[] = []
    while (wasm.attempts < 4096) if (wasm.search(4096 - wasm.attempts) === 'found') hits.push(wasm.hitIndex)
    const expected = Array.from({ length: 4096 }, (_, i) => i).filter(
      (i) => addressOf(G.multiply(keyAtIndex(k0, i)).toAffine())[0]! >> 4 === 0,
    )
    expect(hits.filter((i) => i < 4096)).toEqual(expected)
  })
})

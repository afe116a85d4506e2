/**
 * Writes `assembly/unrolled.ts`: the straight-line parts of the search loop, which are too long and
 * too regular to type by hand without mistakes:
 * - keccak-f[1600] with the 25 lanes in locals (one load and one store per lane per permutation),
 *   its rotation offsets and round constants computed here from the FIPS 202 definitions;
 * - secp256k1 field multiplication and squaring on 8 x 32-bit limbs (u64 products, product
 *   scanning), each followed by the reduction that uses p = 2^256 - 2^32 - 977.
 *
 * The generated file is committed (the build needs only `asc`); `unrolled.test.ts` fails when it
 * differs from this generator's output. Run: `node packages/vanity/scripts/generateUnrolled.ts`.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Rotation offsets r[x + 5y] of the rho step: walk (x, y) -> (y, 2x + 3y) from (1, 0). */
function rotationOffsets(): number[] {
  const r = new Array<number>(25).fill(0)
  let x = 1
  let y = 0
  for (let t = 0; t < 24; t++) {
    r[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64
    ;[x, y] = [y, (2 * x + 3 * y) % 5]
  }
  return r
}

/** Round constants from the degree-8 LFSR x^8 + x^6 + x^5 + x^4 + 1. */
function roundConstants(): bigint[] {
  let state = 1
  const nextBit = () => {
    const bit = state & 1
    state = state & 0x80 ? ((state << 1) ^ 0x71) & 0xff : (state << 1) & 0xff
    return bit
  }
  const constants: bigint[] = []
  for (let round = 0; round < 24; round++) {
    let rc = 0n
    for (let j = 0; j < 7; j++) if (nextBit()) rc |= 1n << BigInt((1 << j) - 1)
    constants.push(rc)
  }
  return constants
}

function keccak(): string {
  const r = rotationOffsets()
  const rc = roundConstants()
  const lanes = [...Array(25).keys()]
  const hex = rc.map((c) => `0x${c.toString(16).padStart(16, '0')}`)
  const out: string[] = []
  out.push(
    // five per line, as Biome formats it
    `const ROUND_CONSTANTS = memory.data<u64>([\n${[0, 5, 10, 15, 20].map((i) => `  ${hex.slice(i, i + 5).join(', ')},`).join('\n')}\n])`,
    '',
    '/** keccak-f[1600] on the 25 little-endian lanes at `state`, in place. */',
    'export function keccakF1600(state: usize): void {',
  )
  for (const i of lanes) out.push(`  let a${i} = load<u64>(state, ${8 * i})`)
  out.push('  let c0: u64, c1: u64, c2: u64, c3: u64, c4: u64, d: u64')
  for (const i of lanes) out.push(`  let b${i}: u64`)
  out.push('  for (let round = 0; round < 24; round++) {')
  for (let x = 0; x < 5; x++) out.push(`    c${x} = a${x} ^ a${x + 5} ^ a${x + 10} ^ a${x + 15} ^ a${x + 20}`)
  for (let x = 0; x < 5; x++) {
    out.push(`    d = c${(x + 4) % 5} ^ rotl<u64>(c${(x + 1) % 5}, 1)`)
    for (let y = 0; y < 5; y++) {
      const from = x + 5 * y
      const to = y + 5 * ((2 * x + 3 * y) % 5)
      const rot = r[from]!
      out.push(rot === 0 ? `    b${to} = a${from} ^ d` : `    b${to} = rotl<u64>(a${from} ^ d, ${rot})`)
    }
  }
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 5; x++) {
      const i = x + 5 * y
      out.push(`    a${i} = b${i} ^ (~b${((x + 1) % 5) + 5 * y} & b${((x + 2) % 5) + 5 * y})`)
    }
  out.push('    a0 ^= load<u64>(ROUND_CONSTANTS + ((<usize>round) << 3))')
  out.push('  }')
  for (const i of lanes) out.push(`  store<u64>(state, a${i}, ${8 * i})`)
  out.push('}')
  return out.join('\n')
}

/**
 * Two keccak-f[1600] permutations at once in WebAssembly SIMD: lane i of both states is one v128
 * at `state + 16 i` (first state in the low half). Rotations are two shifts and an or (there is
 * no 64-bit vector rotate); chi's ~b & c is one andnot.
 */
function keccakX2(): string {
  const r = rotationOffsets()
  const lanes = [...Array(25).keys()]
  const rot = (value: string, by: number) =>
    by === 0 ? value : `v128.or(i64x2.shl(${value}, ${by}), i64x2.shr_u(${value}, ${64 - by}))`
  const out: string[] = []
  out.push('/** keccak-f[1600] on two interleaved states at `state` (25 v128 lanes), in place. */')
  out.push('export function keccakF1600x2(state: usize): void {')
  for (const i of lanes) out.push(`  let a${i} = v128.load(state, ${16 * i})`)
  out.push('  let c0: v128, c1: v128, c2: v128, c3: v128, c4: v128, d: v128, t: v128')
  for (const i of lanes) out.push(`  let b${i}: v128`)
  out.push('  for (let round = 0; round < 24; round++) {')
  for (let x = 0; x < 5; x++)
    out.push(
      `    c${x} = v128.xor(v128.xor(v128.xor(a${x}, a${x + 5}), v128.xor(a${x + 10}, a${x + 15})), a${x + 20})`,
    )
  for (let x = 0; x < 5; x++) {
    out.push(`    d = v128.xor(c${(x + 4) % 5}, ${rot(`c${(x + 1) % 5}`, 1)})`)
    for (let y = 0; y < 5; y++) {
      const from = x + 5 * y
      const to = y + 5 * ((2 * x + 3 * y) % 5)
      const by = r[from]!
      if (by === 0) out.push(`    b${to} = v128.xor(a${from}, d)`)
      else {
        out.push(`    t = v128.xor(a${from}, d)`)
        out.push(`    b${to} = ${rot('t', by)}`)
      }
    }
  }
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 5; x++) {
      const i = x + 5 * y
      out.push(
        `    a${i} = v128.xor(b${i}, v128.andnot(b${((x + 2) % 5) + 5 * y}, b${((x + 1) % 5) + 5 * y}))`,
      )
    }
  out.push('    a0 = v128.xor(a0, i64x2.splat(load<u64>(ROUND_CONSTANTS + ((<usize>round) << 3))))')
  out.push('  }')
  for (const i of lanes) out.push(`  v128.store(state, a${i}, ${16 * i})`)
  out.push('}')
  return out.join('\n')
}

/** The reduction of the 16 product columns c0..c15 (each < 2^32) into a canonical element at r. */
function reduce(): string[] {
  const out: string[] = []
  out.push('  // 2^256 = 2^32 + 977 (mod p): fold the high half in once...')
  out.push('  let acc: u64 = c0 + c8 * 977')
  out.push('  let r0 = acc & M')
  for (let i = 1; i < 8; i++) {
    out.push(`  acc = (acc >> 32) + c${i} + c${i + 8} * 977 + c${i + 7}`)
    out.push(`  let r${i} = acc & M`)
  }
  out.push('  const top = (acc >> 32) + c15')
  out.push('  // ...then the few bits above 2^256 that the fold produced...')
  out.push('  acc = r0 + top * 977')
  out.push('  r0 = acc & M')
  out.push('  acc = (acc >> 32) + r1 + top')
  out.push('  r1 = acc & M')
  for (let i = 2; i < 8; i++) {
    out.push(`  acc = (acc >> 32) + r${i}`)
    out.push(`  r${i} = acc & M`)
  }
  out.push('  if (acc >> 32) {')
  out.push('    // ...which wrapped past 2^256 (the value is now tiny, so once is enough)')
  out.push('    acc = r0 + 977')
  out.push('    r0 = acc & M')
  out.push('    acc = (acc >> 32) + r1 + 1')
  out.push('    r1 = acc & M')
  for (let i = 2; i < 8; i++) {
    out.push(`    acc = (acc >> 32) + r${i}`)
    out.push(`    r${i} = acc & M`)
  }
  out.push('  }')
  out.push('  // canonical: subtract p once when p <= r < 2^256 (then r2..r7 are all ones and become 0)')
  out.push(
    '  if ((r7 & r6 & r5 & r4 & r3 & r2) == M && (r1 > 0xfffffffe || (r1 == 0xfffffffe && r0 >= 0xfffffc2f))) {',
  )
  out.push('    acc = r0 + 977')
  out.push('    r0 = acc & M')
  out.push('    r1 = ((acc >> 32) + r1 + 1) & M')
  out.push('    r2 = 0')
  out.push('    r3 = 0')
  out.push('    r4 = 0')
  out.push('    r5 = 0')
  out.push('    r6 = 0')
  out.push('    r7 = 0')
  out.push('  }')
  for (let i = 0; i < 8; i++) out.push(`  store<u32>(r, <u32>r${i}, ${4 * i})`)
  return out
}

function fieldMul(): string {
  const out: string[] = []
  out.push('/** r = a * b mod p (r may alias a or b). */')
  out.push('export function fieldMul(r: usize, a: usize, b: usize): void {')
  for (let i = 0; i < 8; i++) out.push(`  const a${i} = <u64>load<u32>(a, ${4 * i})`)
  for (let i = 0; i < 8; i++) out.push(`  const b${i} = <u64>load<u32>(b, ${4 * i})`)
  out.push('  let t: u64')
  out.push('  let lo: u64')
  out.push('  let hi: u64')
  out.push('  let carry: u64 = 0')
  for (let k = 0; k < 15; k++) {
    out.push(`  lo = carry`)
    out.push(`  hi = 0`)
    for (let i = Math.max(0, k - 7); i <= Math.min(7, k); i++) {
      out.push(`  t = a${i} * b${k - i}`)
      out.push('  lo += t & M')
      out.push('  hi += t >> 32')
    }
    out.push(`  const c${k} = lo & M`)
    out.push('  carry = (lo >> 32) + hi')
  }
  out.push('  const c15 = carry')
  out.push(...reduce())
  out.push('}')
  return out.join('\n')
}

function fieldSqr(): string {
  const out: string[] = []
  out.push('/** r = a * a mod p (r may alias a): the cross products are computed once and doubled. */')
  out.push('export function fieldSqr(r: usize, a: usize): void {')
  for (let i = 0; i < 8; i++) out.push(`  const a${i} = <u64>load<u32>(a, ${4 * i})`)
  out.push('  let t: u64')
  out.push('  let lo: u64')
  out.push('  let hi: u64')
  out.push('  let carry: u64 = 0')
  for (let k = 0; k < 15; k++) {
    out.push(`  lo = carry`)
    out.push(`  hi = 0`)
    for (let i = Math.max(0, k - 7); i <= Math.min(7, k); i++) {
      const j = k - i
      if (j < i) continue
      out.push(`  t = a${i} * a${j}`)
      if (i === j) {
        out.push('  lo += t & M')
        out.push('  hi += t >> 32')
      } else {
        out.push('  lo += (t & M) << 1')
        out.push('  hi += (t >> 32) << 1')
      }
    }
    out.push(`  const c${k} = lo & M`)
    out.push('  carry = (lo >> 32) + hi')
  }
  out.push('  const c15 = carry')
  out.push(...reduce())
  out.push('}')
  return out.join('\n')
}

/** The generated source text. */
export function generateUnrolled(): string {
  return [
    '// Generated by packages/vanity/scripts/generateUnrolled.ts: do not edit by hand.',
    '// biome-ignore-all lint: generated straight-line code',
    '',
    'const M: u64 = 0xffffffff',
    '',
    keccak(),
    '',
    keccakX2(),
    '',
    fieldMul(),
    '',
    fieldSqr(),
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../assembly/unrolled.ts', import.meta.url), generateUnrolled())
}

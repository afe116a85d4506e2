// The vanity search loop. One instance walks the keys k0, k0 + 1, k0 + 2, ... of one worker:
// - BATCH points P_j = (k0 + j)G live in static memory; each round adds D = BATCH*G to all of them
//   in affine coordinates, sharing one field inversion per round (Montgomery's trick), so point
//   j of round t is (k0 + t*BATCH + j)G;
// - each point P = (x, y) of key k gives six addresses, for the keys k, -k, λk, -λk, λ²k, -λ²k
//   (mod n): -P = (x, -y) and, by the curve's endomorphism, λP = (βx, y) and λ²P = (β²x, y). Two
//   field multiplications and one subtraction buy five more addresses, so the walk's field work
//   is shared by six keccaks; attempt index i is point i / 6 with variant i % 6 (see keyAtIndex);
// - each x||y (big-endian) goes to keccak-256 as lanes built from the limbs (no byte buffer);
//   in contract mode a second keccak hashes the RLP [address, 0] = d6 94 <address> 80; the
//   variants k and -k share x, so their keccaks run side by side in SIMD (two states per v128);
// - the address is compared with up to MAX_PATTERNS (mask, value) pairs laid over hash bytes
//   8..31 as three little-endian u64 words: prefix and suffix need one pair, "contains" one pair
//   per nibble offset. Bytes and masks, never hex strings.
// Nothing is allocated: the runtime is the stub one and every buffer is a static data segment.
import { fieldCopy, fieldInv, fieldIsZero, fieldSub } from './field'
import { fieldMul, fieldSqr, keccakF1600, keccakF1600x2 } from './unrolled'

export { fieldAdd, fieldInv, fieldSub } from './field'
export { fieldMul, fieldSqr, keccakF1600 } from './unrolled'

/** Largest batch (points sharing one inversion). */
export const MAX_BATCH: u32 = 1024
/** Most (mask, value) pairs: "contains" with one nibble needs 40. */
export const MAX_PATTERNS: u32 = 48

const POINTS = memory.data(MAX_BATCH * 64) // x (32 bytes) then y (32 bytes) per point
const PREFIX = memory.data(MAX_BATCH * 32) // running products of x_j - x_D
const INPUT = memory.data(256) // P0.x, P0.y, D.x, D.y, G.x, G.y, β, β², little-endian 32 bytes each
const PATTERNS = memory.data(MAX_PATTERNS * 48) // mask lanes 1..3, then value lanes 1..3
const STATE = memory.data(200) // keccak state
const STATE2 = memory.data(400, 16) // two interleaved keccak states (SIMD)
const SCRATCH = memory.data(1024) // for the test exports and the inversion
const INV = memory.data(32)
const LAMBDA = memory.data(32)
const T1 = memory.data(32)
const T2 = memory.data(32)
const ZERO = memory.data(32)
const NEG_Y = memory.data(32)
const BETA_X = memory.data(32)
const BETA2_X = memory.data(32)
const LANES = memory.data(160) // x, y, -y, βx, β²x of the current point as keccak lanes
// lane offset of the x shared by each pair of variants (y, -y) in LANES
const PAIR_X = memory.data<u32>([0, 96, 128])

let batch: u32 = 0
let cursor: u32 = 0
let variant: u32 = 0
let roundBase: u64 = 0
let hit: u64 = 0
let patternCount: u32 = 0
let contractMode: bool = false

/** Where JS writes P0, D, G, β and β² before `start`. */
export function inputPointer(): usize {
  return INPUT
}

/** Where JS writes the (mask, value) pairs before `setPatterns`. */
export function patternPointer(): usize {
  return PATTERNS
}

/** A 1 KiB area for the correctness tests' operands. */
export function scratchPointer(): usize {
  return SCRATCH
}

/** Where point j of the current round lives (tests compare it with noble). */
export function pointPointer(j: u32): usize {
  return POINTS + ((<usize>j) << 6)
}

/** Uses the first `count` pairs written at `patternPointer()`; `contract` hashes the nonce-0 address. */
export function setPatterns(count: u32, contract: bool): void {
  patternCount = count < MAX_PATTERNS ? count : MAX_PATTERNS
  contractMode = contract
}

/** r = a + b for distinct, non-opposite affine points (false when x_a === x_b). */
function addAffine(r: usize, a: usize, b: usize): bool {
  fieldSub(T1, b, a)
  if (fieldIsZero(T1)) return false
  fieldInv(T1, T1)
  fieldSub(LAMBDA, b + 32, a + 32)
  fieldMul(LAMBDA, LAMBDA, T1)
  fieldSqr(T2, LAMBDA)
  fieldSub(T2, T2, a)
  fieldSub(T2, T2, b) // x
  fieldSub(T1, a, T2)
  fieldMul(T1, T1, LAMBDA)
  fieldSub(r + 32, T1, a + 32) // y
  fieldCopy(r, T2)
  return true
}

/**
 * Starts a walk from the points at `inputPointer()`: P0 = k0*G, D = size*G and G. Returns false
 * when two x coordinates coincide (probability about 2^-240: the caller draws a new k0).
 */
export function start(size: u32): bool {
  batch = size < 1 ? 1 : size > MAX_BATCH ? MAX_BATCH : size
  cursor = 0
  variant = 0
  roundBase = 0
  fieldCopy(POINTS, INPUT)
  fieldCopy(POINTS + 32, INPUT + 32)
  for (let j: u32 = 1; j < batch; j++) {
    const p = POINTS + ((<usize>j) << 6)
    if (!addAffine(p, p - 64, INPUT + 128)) return false
  }
  return true
}

/** Adds D to every point with one inversion; false on a degenerate batch (x_j === x_D). */
function advance(): bool {
  const dx = INPUT + 64
  const dy = INPUT + 96
  fieldSub(PREFIX, POINTS, dx)
  for (let j: u32 = 1; j < batch; j++) {
    const p = POINTS + ((<usize>j) << 6)
    const q = PREFIX + ((<usize>j) << 5)
    fieldSub(T1, p, dx)
    fieldMul(q, q - 32, T1)
  }
  const last = PREFIX + ((<usize>(batch - 1)) << 5)
  if (fieldIsZero(last)) return false
  fieldInv(INV, last)
  for (let j: i32 = <i32>batch - 1; j >= 0; j--) {
    const p = POINTS + ((<usize>j) << 6)
    fieldSub(T1, p, dx)
    if (j > 0) {
      fieldMul(T2, INV, PREFIX + ((<usize>(j - 1)) << 5)) // 1 / (x_j - x_D)
      fieldMul(INV, INV, T1) // 1 / prod_{i<j}
    } else {
      fieldCopy(T2, INV)
    }
    fieldSub(LAMBDA, p + 32, dy)
    fieldMul(LAMBDA, LAMBDA, T2)
    fieldSqr(T2, LAMBDA)
    fieldSub(T2, T2, p)
    fieldSub(T2, T2, dx) // x'
    fieldSub(T1, p, T2)
    fieldMul(T1, T1, LAMBDA)
    fieldSub(p + 32, T1, p + 32) // y'
    fieldCopy(p, T2)
  }
  return true
}

/** Writes a field element as the 4 keccak lanes of its 32 big-endian bytes. */
function toLanes(lanes: usize, a: usize): void {
  store<u64>(lanes, bswap<u64>(load<u64>(a, 24)), 0)
  store<u64>(lanes, bswap<u64>(load<u64>(a, 16)), 8)
  store<u64>(lanes, bswap<u64>(load<u64>(a, 8)), 16)
  store<u64>(lanes, bswap<u64>(load<u64>(a, 0)), 24)
}

/** The lanes of the point at p and of its five companions' coordinates. */
function prepare(p: usize): void {
  fieldSub(NEG_Y, ZERO, p + 32)
  fieldMul(BETA_X, p, INPUT + 192)
  fieldMul(BETA2_X, p, INPUT + 224)
  toLanes(LANES, p)
  toLanes(LANES + 32, p + 32)
  toLanes(LANES + 64, NEG_Y)
  toLanes(LANES + 96, BETA_X)
  toLanes(LANES + 128, BETA2_X)
}

/**
 * Hashes x||y and x||-y side by side (x lanes at xl; y and -y are LANES + 32 and + 64), and in
 * contract mode their nonce-0 contracts; leaves address hash lanes 1..3 of both in HASHES.
 */
function hashPair(xl: usize): void {
  const s = STATE2
  for (let i: usize = 0; i < 4; i++) v128.store(s + (i << 4), i64x2.splat(load<u64>(xl + (i << 3))))
  for (let i: usize = 0; i < 4; i++) {
    store<u64>(s + ((4 + i) << 4), load<u64>(LANES + 32 + (i << 3)))
    store<u64>(s + ((4 + i) << 4), load<u64>(LANES + 64 + (i << 3)), 8)
  }
  v128.store(s, i64x2.splat(1), 8 << 4) // padding: 0x01 after the 64 bytes...
  const zero = i64x2.splat(0)
  for (let i: usize = 9; i < 25; i++) v128.store(s + (i << 4), zero)
  v128.store(s, i64x2.splat(0x8000000000000000), 16 << 4) // ...and 0x80 in the rate's last byte
  keccakF1600x2(s)
  if (contractMode) {
    for (let half: usize = 0; half < 16; half += 8) {
      const h1 = load<u64>(s + half, 16)
      const h2 = load<u64>(s + half, 32)
      const h3 = load<u64>(s + half, 48)
      // message bytes 2..21 are hash bytes 12..31, i.e. the hash shifted right by 80 bits
      store<u64>(s + half, (((h1 >> 16) | (h2 << 48)) & 0xffffffffffff0000) | 0x94d6, 0)
      store<u64>(s + half, (h2 >> 16) | (h3 << 48), 16)
      store<u64>(s + half, (h3 >> 16) | ((<u64>0x80) << 48) | ((<u64>0x01) << 56), 32)
    }
    for (let i: usize = 3; i < 25; i++) v128.store(s + (i << 4), zero)
    v128.store(s, i64x2.splat(0x8000000000000000), 16 << 4)
    keccakF1600x2(s)
  }
}

/** Whether half 0 or 1 of the last hashPair matches any pattern. */
function matchesHalf(half: usize): bool {
  const s = STATE2 + (half << 3)
  const h1 = load<u64>(s, 16)
  const h2 = load<u64>(s, 32)
  const h3 = load<u64>(s, 48)
  const end = PATTERNS + <usize>patternCount * 48
  for (let q = PATTERNS; q < end; q += 48) {
    if (
      (h1 & load<u64>(q, 0)) === load<u64>(q, 24) &&
      (h2 & load<u64>(q, 8)) === load<u64>(q, 32) &&
      (h3 & load<u64>(q, 16)) === load<u64>(q, 40)
    )
      return true
  }
  return false
}

/**
 * Tests at least `budget` more keys (whole points of six), or stops at the first match. Returns 1 on a
 * match (its index in `hitIndex()`; the next call resumes after it), 0 when the budget is spent,
 * -1 when a round is degenerate (the caller restarts from a new k0).
 */
export function search(budget: u32): i32 {
  let done: u32 = 0
  while (done < budget) {
    if (cursor >= batch) {
      if (!advance()) return -1
      cursor = 0
      roundBase += batch
    }
    const p = POINTS + ((<usize>cursor) << 6)
    prepare(p)
    while (variant < 6) {
      const pair = variant >> 1
      hashPair(LANES + <usize>load<u32>(PAIR_X + ((<usize>pair) << 2)))
      // after a hit on the first half, the next call redoes the pair and tests the second
      for (let half = variant & 1; half < 2; half++) {
        const v = (pair << 1) + half
        variant = v + 1
        done++
        if (matchesHalf(half)) {
          hit = (roundBase + cursor) * 6 + v
          if (variant === 6) {
            variant = 0
            cursor++
          }
          return 1
        }
      }
    }
    variant = 0
    cursor++
  }
  return 0
}

/** Keys tested since `start` (exact below 2^53). */
export function attempts(): f64 {
  return <f64>((roundBase + cursor) * 6 + variant)
}

/** Index i of the last match: point i / 6, variant i % 6 (keyAtIndex gives its key). */
export function hitIndex(): f64 {
  return <f64>hit
}

/** keccak-256 of `length` bytes at `input` into 32 bytes at `output` (for the tests). */
export function keccak256(input: usize, length: u32, output: usize): void {
  const s = STATE
  for (let i: usize = 0; i < 200; i += 8) store<u64>(s + i, 0)
  let offset: u32 = 0
  while (length - offset >= 136) {
    for (let i: u32 = 0; i < 136; i++) store<u8>(s + i, load<u8>(s + i) ^ load<u8>(input + offset + i))
    keccakF1600(s)
    offset += 136
  }
  const rest = length - offset
  for (let i: u32 = 0; i < rest; i++) store<u8>(s + i, load<u8>(s + i) ^ load<u8>(input + offset + i))
  store<u8>(s + rest, load<u8>(s + rest) ^ 0x01)
  store<u8>(s + 135, load<u8>(s + 135) ^ 0x80)
  keccakF1600(s)
  for (let i: usize = 0; i < 32; i += 8) store<u64>(output + i, load<u64>(s + i))
}

// CREATE2 salt mining: the address of `keccak256(0xff ++ deployer ++ salt ++ initCodeHash)[12..]`
// for salts salt_c = base[0..24] ++ c (c a big-endian u64 counter), two salts per SIMD keccak.
// The 85-byte preimage fits one keccak block: only lanes 5 and 6 (bytes 40..55, the counter is
// bytes 45..52) change from one salt to the next.
const CREATE2 = memory.data(96) // the preimage 0xff ++ deployer ++ salt ++ initCodeHash (85 bytes)
let create2Counter: u64 = 0
let create2Hit: u64 = 0

/** Where the host writes the 85-byte preimage of the salt base (counter bytes 45..52 ignored). */
export function create2Pointer(): usize {
  return CREATE2
}

/** Starts the salt walk at counter 0 (patterns come from setPatterns, contract mode off). */
export function create2Start(): void {
  create2Counter = 0
  contractMode = false
}

/** Writes the salt counter `c` big-endian at preimage bytes 45..52. */
function writeCounter(c: u64): void {
  store<u8>(CREATE2 + 45, <u8>(c >> 56))
  store<u8>(CREATE2 + 46, <u8>(c >> 48))
  store<u8>(CREATE2 + 47, <u8>(c >> 40))
  store<u8>(CREATE2 + 48, <u8>(c >> 32))
  store<u8>(CREATE2 + 49, <u8>(c >> 24))
  store<u8>(CREATE2 + 50, <u8>(c >> 16))
  store<u8>(CREATE2 + 51, <u8>(c >> 8))
  store<u8>(CREATE2 + 52, <u8>c)
}

/**
 * Tests at least `budget` more salts (pairs), or stops at the first match. Returns 1 on a match
 * (its counter in `create2HitCounter()`; the next call resumes after the pair), 0 when the budget
 * is spent.
 */
export function create2Search(budget: u32): i32 {
  const s = STATE2
  const zero = i64x2.splat(0)
  // The fixed lanes: 0..4 and 7..10 of the preimage, its padding (0x01 at byte 85, 0x80 at 135).
  store<u8>(CREATE2 + 85, 0x01)
  for (let i: usize = 86; i < 96; i++) store<u8>(CREATE2 + i, 0)
  let done: u32 = 0
  while (done < budget) {
    const c = create2Counter
    for (let i: usize = 0; i < 11; i++) v128.store(s + (i << 4), i64x2.splat(load<u64>(CREATE2 + (i << 3))))
    writeCounter(c)
    store<u64>(s + (5 << 4), load<u64>(CREATE2 + 40))
    store<u64>(s + (6 << 4), load<u64>(CREATE2 + 48))
    writeCounter(c + 1)
    store<u64>(s + (5 << 4), load<u64>(CREATE2 + 40), 8)
    store<u64>(s + (6 << 4), load<u64>(CREATE2 + 48), 8)
    for (let i: usize = 11; i < 25; i++) v128.store(s + (i << 4), zero)
    v128.store(s, i64x2.splat(0x8000000000000000), 16 << 4)
    keccakF1600x2(s)
    create2Counter = c + 2
    done += 2
    if (matchesHalf(0)) {
      create2Hit = c
      return 1
    }
    if (matchesHalf(1)) {
      create2Hit = c + 1
      return 1
    }
  }
  return 0
}

/** Salts tested since `create2Start` (exact below 2^53). */
export function create2Attempts(): f64 {
  return <f64>create2Counter
}

/** The counter of the last matching salt: the salt is the base's first 24 bytes ++ it (big-endian). */
export function create2HitCounter(): f64 {
  return <f64>create2Hit
}

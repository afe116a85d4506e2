/**
 * secp256k1 field and point arithmetic in WGSL, as one source chunk to paste in front of a kernel.
 *
 * WGSL has only 32-bit integers and no high-half multiply, so the layout is chosen around that:
 * - an element (`Fe`) is `array<u32, 8>`, little-endian 32-bit limbs, always canonical (< p), as
 *   in `assembly/field.ts`: equality, zero tests and the bytes handed to keccak need no extra step;
 * - add and sub work on the 32-bit limbs with carries recovered by comparisons;
 * - mul and sqr split both operands into 16 digits of 16 bits, so every digit product fits a u32.
 *   A column of the schoolbook product sums up to 16 such products, which would overflow, so each
 *   column keeps two accumulators, one for the products' low 16 bits and one for their high 16
 *   bits (each below 2^20); one carry pass turns them into the 32 digits of the 512-bit product;
 * - reduction folds the high half H onto the low half L with 2^256 ≡ 2^32 + 977 (mod p), twice
 *   (the second fold takes the ~34 bits the first one leaves above 2^256), then subtracts p once.
 *
 * The code is generated here (fully unrolled, constant indices only) because drivers keep
 * constant-indexed values in registers, while a loop over a limb array may put it in memory.
 *
 * Names the chunk defines, for the kernels that include it: `Fe`, `AffinePoint`, `FE_ZERO`,
 * `FE_ONE`, `FE_BETA`, `feAdd`, `feSub`, `feNeg`, `feMul`, `feSqr`, `feSqrN`, `feInv`, `feIsZero`,
 * `feEqual`, `feReduceOnce`, `secpAddWithInverse`, `secpEndomorphismXs`, and the inversion
 * chain's tables `INV_SQUARINGS`, `INV_FACTOR`, `INV_SAVE`.
 */

import { secp256k1Beta } from '../vanityWasm.ts'

/** 2^256 - p = 2^32 + 977: adding it modulo 2^256 subtracts p. */
const foldLow = 0x3d1
/** 977, the low part of 2^256 mod p (the other part is 2^32, two 16-bit digits up). */
const fold977 = 977

/** The little-endian u32 limbs of a 256-bit value, as WGSL literals. */
function limbLiterals(value: bigint): string {
  const limbs: string[] = []
  for (let i = 0; i < 8; i++) limbs.push(`0x${((value >> BigInt(32 * i)) & 0xffffffffn).toString(16)}u`)
  return limbs.join(', ')
}

const indices = (count: number) => Array.from({ length: count }, (_, i) => i)

/** `let a0 = a[0] & 0xffffu; let a1 = a[0] >> 16u; ...` for operand `name`. */
function splitDigits(name: string): string {
  return indices(8)
    .map(
      (i) =>
        `  let ${name}${2 * i} = ${name}[${i}] & 0xffffu;\n  let ${name}${2 * i + 1} = ${name}[${i}] >> 16u;\n`,
    )
    .join('')
}

/**
 * The 32 digits d0..d31 of a 512-bit product, column by column (product scanning): a column's
 * accumulators live only while it is summed, so about 40 values are live instead of the 62
 * accumulators of a row-by-row product (registers on a GPU; SwiftShader spills to the stack).
 * `terms(k)` lists the column's digit products; `doubled(k)` those counted twice (squaring).
 */
function productDigits(terms: (k: number) => string[], doubled: (k: number) => string[]): string {
  let s = '  var m: u32;\n  var lo: u32;\n  var hi: u32;\n  var carryHi = 0u;\n  var c = 0u;\n'
  for (let k = 0; k <= 30; k++) {
    s += '  lo = 0u;\n  hi = 0u;\n'
    const twice = doubled(k)
    for (const product of twice) s += `  m = ${product};\n  lo += m & 0xffffu;\n  hi += m >> 16u;\n`
    // at most 8 doubled products: below 2^20 after the shift
    if (twice.length > 0) s += '  lo <<= 1u;\n  hi <<= 1u;\n'
    for (const product of terms(k)) s += `  m = ${product};\n  lo += m & 0xffffu;\n  hi += m >> 16u;\n`
    // lo, hi and the previous column's hi are each below 2^21: the sum fits
    s += `  let s${k} = lo + carryHi + c;\n  let d${k} = s${k} & 0xffffu;\n  c = s${k} >> 16u;\n  carryHi = hi;\n`
  }
  // the product is below 2^512, so the last digit holds the rest exactly
  return `${s}  let d31 = carryHi + c;\n`
}

/** Pairs (i, j) of digit indices with i + j = k, 0 <= i, j < 16. */
function columnPairs(k: number): [number, number][] {
  const pairs: [number, number][] = []
  for (let i = Math.max(0, k - 15); i <= Math.min(15, k); i++) pairs.push([i, k - i])
  return pairs
}

/**
 * From the product digits d0..d31 to the reduced element: two folds, packing, one conditional
 * subtraction.
 */
function reduceDigits(): string {
  let s = ''
  // first fold: L + 977·H + 2^32·H, digit by digit (each sum < 2^27)
  s += '  c = 0u;\n'
  for (let k = 0; k < 16; k++) {
    const shifted = k >= 2 ? ` + d${14 + k}` : ''
    s += `  let f${k} = d${k} + ${fold977}u * d${16 + k}${shifted} + c;\n  var r${k} = f${k} & 0xffffu;\n  c = f${k} >> 16u;\n`
  }
  // what stands above 2^256: the carry and the 2^32·H digits that moved past digit 15 (< 2^34)
  s += '  let t16 = c + d30;\n  let e0 = t16 & 0xffffu;\n  let t17 = (t16 >> 16u) + d31;\n'
  s += '  let e1 = t17 & 0xffffu;\n  let e2 = t17 >> 16u;\n'
  // second fold of e·(2^32 + 977); the carry runs through every digit (it may reach the top)
  const extra = [`${fold977}u * e0`, `${fold977}u * e1`, `${fold977}u * e2 + e0`, 'e1', 'e2']
  s += '  c = 0u;\n'
  for (let k = 0; k < 16; k++) {
    const add = k < extra.length ? ` + ${extra[k]}` : ''
    s += `  let g${k} = r${k}${add} + c;\n  r${k} = g${k} & 0xffffu;\n  c = g${k} >> 16u;\n`
  }
  // a carry out here leaves a value below 2^256 + 2^67: feReduceOnce's 2^256 case
  const packed = indices(8).map((i) => `r${2 * i} | (r${2 * i + 1} << 16u)`)
  s += `  return feReduceOnce(Fe(${packed.join(', ')}), c);\n`
  return s
}

function mulSource(): string {
  const terms = (k: number) => columnPairs(k).map(([i, j]) => `a${i} * b${j}`)
  const body = productDigits(terms, () => [])
  return `fn feMul(a: Fe, b: Fe) -> Fe {\n${splitDigits('a')}${splitDigits('b')}${body}${reduceDigits()}}\n`
}

function sqrSource(): string {
  // cross products once, doubled, then the square on the diagonal
  const cross = (k: number) => columnPairs(k).flatMap(([i, j]) => (i < j ? [`a${i} * a${j}`] : []))
  const square = (k: number) => (k % 2 === 0 ? [`a${k / 2} * a${k / 2}`] : [])
  const body = productDigits(square, cross)
  return `fn feSqr(a: Fe) -> Fe {\n${splitDigits('a')}${body}${reduceDigits()}}\n`
}

function addSource(): string {
  let s = 'fn feAdd(a: Fe, b: Fe) -> Fe {\n  var r: Fe;\n'
  s += '  r[0] = a[0] + b[0];\n  var c = select(0u, 1u, r[0] < a[0]);\n'
  for (let i = 1; i < 8; i++) {
    // t wraps or t + c wraps, never both (t wrapped is at most 2^32 - 2)
    s += `  let t${i} = a[${i}] + b[${i}];\n  r[${i}] = t${i} + c;\n`
    s += `  c = select(0u, 1u, t${i} < a[${i}]) | select(0u, 1u, r[${i}] < t${i});\n`
  }
  return `${s}  return feReduceOnce(r, c);\n}\n`
}

function subSource(): string {
  let s = 'fn feSub(a: Fe, b: Fe) -> Fe {\n  var r: Fe;\n'
  s += '  r[0] = a[0] - b[0];\n  var w = select(0u, 1u, a[0] < b[0]);\n'
  for (let i = 1; i < 8; i++) {
    s += `  let t${i} = a[${i}] - b[${i}];\n  r[${i}] = t${i} - w;\n`
    s += `  w = select(0u, 1u, a[${i}] < b[${i}]) | select(0u, 1u, t${i} < w);\n`
  }
  // a < b: add p back, i.e. subtract 2^32 + 977 modulo 2^256 (a - b + p lies in [0, p))
  s += `  let k = 0u - w;\n  let u0 = r[0];\n  r[0] = u0 - (${foldLow}u & k);\n  w = select(0u, 1u, u0 < (${foldLow}u & k));\n`
  s += '  let u1 = r[1] - (1u & k);\n  let w1 = select(0u, 1u, r[1] < (1u & k));\n'
  s += '  r[1] = u1 - w;\n  w = w1 | select(0u, 1u, u1 < w);\n'
  for (let i = 2; i < 8; i++)
    s += `  let u${i} = r[${i}];\n  r[${i}] = u${i} - w;\n  w = select(0u, 1u, u${i} < w);\n`
  return `${s}  return r;\n}\n`
}

function reduceOnceSource(): string {
  let s =
    '// r + 2^256·carry (below 2p) reduced below p: minus p exactly when carry is set or r + 2^256 - p\n'
  s += '// reaches 2^256.\nfn feReduceOnce(r: Fe, carry: u32) -> Fe {\n  var d: Fe;\n'
  s += `  d[0] = r[0] + ${foldLow}u;\n  var c = select(0u, 1u, d[0] < r[0]);\n`
  s +=
    '  let t1 = r[1] + 1u;\n  d[1] = t1 + c;\n  c = select(0u, 1u, t1 < r[1]) | select(0u, 1u, d[1] < t1);\n'
  for (let i = 2; i < 8; i++) s += `  d[${i}] = r[${i}] + c;\n  c = select(0u, 1u, d[${i}] < c);\n`
  s += '  let subtractP = (c | carry) != 0u;\n'
  s += `  return Fe(${indices(8)
    .map((i) => `select(r[${i}], d[${i}], subtractP)`)
    .join(', ')});\n}\n`
  return s
}

const helpersSource = `alias Fe = array<u32, 8>;

struct AffinePoint {
  x: Fe,
  y: Fe,
}

const FE_ZERO = Fe(0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u);
const FE_ONE = Fe(1u, 0u, 0u, 0u, 0u, 0u, 0u, 0u);
// β: a cube root of 1 mod p; λ·(x, y) = (β·x, y) for the matching λ mod n
const FE_BETA = Fe(${limbLiterals(secp256k1Beta)});

fn feIsZero(a: Fe) -> bool {
  return (a[0] | a[1] | a[2] | a[3] | a[4] | a[5] | a[6] | a[7]) == 0u;
}

fn feEqual(a: Fe, b: Fe) -> bool {
  return feIsZero(Fe(a[0] ^ b[0], a[1] ^ b[1], a[2] ^ b[2], a[3] ^ b[3],
    a[4] ^ b[4], a[5] ^ b[5], a[6] ^ b[6], a[7] ^ b[7]));
}

fn feNeg(a: Fe) -> Fe {
  return feSub(FE_ZERO, a);
}

fn feSqrN(a: Fe, n: u32) -> Fe {
  var r = a;
  for (var i = 0u; i < n; i++) {
    r = feSqr(r);
  }
  return r;
}

// a^(p - 2) = 1/a (0 for 0) by an addition chain on the bits of p - 2: 223 ones, a zero, 22 ones,
// then 0000101101; 255 squarings and 15 multiplications (the chain of assembly/field.ts). The chain
// is data, so the body holds one feSqr and one feMul: a JIT that inlines (SwiftShader's LLVM does)
// compiles two copies of them instead of thirty, which took seconds per pipeline.
// Step i: t = t^(2^SQUARINGS[i]) · saved[FACTOR[i]]; then saved[SAVE[i]] = t. The saved values:
// 0: a, 1: a^(2^2-1), 2: a^(2^3-1), 3: a^(2^11-1), 4: a^(2^22-1), 5: a^(2^44-1), 6: a^(2^88-1);
// 7 is a slot nobody reads.
const INV_SQUARINGS = array<u32, 15>(1u, 1u, 3u, 3u, 2u, 11u, 22u, 44u, 88u, 44u, 3u, 23u, 5u, 3u, 2u);
const INV_FACTOR = array<u32, 15>(0u, 0u, 2u, 2u, 1u, 3u, 4u, 5u, 6u, 5u, 2u, 4u, 0u, 1u, 0u);
const INV_SAVE = array<u32, 15>(1u, 2u, 7u, 7u, 3u, 4u, 5u, 6u, 7u, 7u, 7u, 7u, 7u, 7u, 7u);

fn feInv(a: Fe) -> Fe {
  var saved: array<Fe, 8>;
  saved[0] = a;
  var t = a;
  for (var i = 0u; i < 15u; i++) {
    t = feMul(feSqrN(t, INV_SQUARINGS[i]), saved[INV_FACTOR[i]]);
    saved[INV_SAVE[i]] = t;
  }
  return t;
}

// p + q for affine points with p.x != q.x, given inverse = 1 / (q.x - p.x): 2M + 1S + 6 subtractions.
fn secpAddWithInverse(p: AffinePoint, q: AffinePoint, inverse: Fe) -> AffinePoint {
  let slope = feMul(feSub(q.y, p.y), inverse);
  let x = feSub(feSub(feSqr(slope), p.x), q.x);
  let y = feSub(feMul(feSub(p.x, x), slope), p.y);
  return AffinePoint(x, y);
}

// β·x and β²·x: the x of λP and λ²P (both keep y). 1 + β + β² = 0 mod p, so β²·x = -x - β·x costs
// two subtractions instead of a second multiplication.
fn secpEndomorphismXs(x: Fe) -> array<Fe, 2> {
  let betaX = feMul(x, FE_BETA);
  return array<Fe, 2>(betaX, feSub(feNeg(x), betaX));
}
`

/**
 * The WGSL chunk: field arithmetic mod p = 2^256 - 2^32 - 977 and affine point addition on
 * secp256k1 (see the module comment for the layout and the names it defines). It declares no
 * bindings and no entry point.
 *
 * @example
 * const module = device.createShaderModule({ code: `${secp256k1FieldWgsl}\n${myKernel}` })
 */
export const secp256k1FieldWgsl: string = [
  helpersSource,
  reduceOnceSource(),
  addSource(),
  subSource(),
  mulSource(),
  sqrSource(),
].join('\n')

/**
 * Writes a field element (< 2^256) as the chunk's 8 little-endian u32 limbs at `offset`.
 *
 * @example
 * const limbs = new Uint32Array(8)
 * writeFieldLimbs(limbs, 0, 977n) // limbs[0] === 977
 */
export function writeFieldLimbs(target: Uint32Array, offset: number, value: bigint): void {
  let v = value
  for (let i = 0; i < 8; i++) {
    target[offset + i] = Number(v & 0xffffffffn)
    v >>= 32n
  }
}

/**
 * Reads 8 little-endian u32 limbs at `offset` as a bigint.
 *
 * @example
 * readFieldLimbs(new Uint32Array([1, 1, 0, 0, 0, 0, 0, 0]), 0) // 2n ** 32n + 1n
 */
export function readFieldLimbs(source: Uint32Array, offset: number): bigint {
  let v = 0n
  for (let i = 7; i >= 0; i--) v = (v << 32n) | BigInt(source[offset + i]!)
  return v
}

/**
 * keccak-f[1600] and keccak-256 of fixed-length inputs in WGSL, as a source chunk that kernels
 * prepend to their own code (WGSL has no imports). Every name it declares starts with `keccak`.
 *
 * Layout: WGSL has no u64, so a lane is a vec2<u32> (x = low 32 bits, y = high 32 bits), and a
 * byte string is an array of u32 words in little-endian order (word i holds bytes 4i..4i+3, byte 4i
 * in the low bits): the order keccak itself reads, so absorbing is a copy, not a byte shuffle. A
 * hash comes back the same way: 8 words, an address (hash bytes 12..31) is words 3..7.
 *
 * The permutation is generated below rather than written out: theta, rho, pi and chi are unrolled
 * over the 25 lanes held in locals (registers on a GPU, not an indexed array), each rotation
 * specialised to its constant offset; the 24 rounds stay a loop. The tests hold it against
 * @noble/hashes.
 *
 * Functions the chunk declares:
 * - `keccak_f1600(a: ptr<function, array<vec2<u32>, 25>>)`: the permutation in place;
 * - `keccak_bswap(x: u32) -> u32`: a big-endian word (a field limb) into the byte order above;
 * - `keccak256_64(input: array<u32, 16>) -> array<u32, 8>`: e.g. an uncompressed public key x ++ y;
 * - `keccak256_85(input: array<u32, 22>) -> array<u32, 8>`: e.g. a CREATE2 preimage
 *   0xff ++ deployer ++ salt ++ initCodeHash; word 21 holds byte 84 only (its upper bytes zero).
 */

/** Rotation offsets of rho, lane index x + 5y (FIPS 202, table 2). */
const rhoOffsets = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
]

/** Round constants of iota (FIPS 202, section 3.2.5), as (low, high) words. */
const roundConstants = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
]

const hex32 = (value: bigint) => `0x${value.toString(16).padStart(8, '0')}u`

/** A 64-bit rotation left by a constant n of the lane expression `v` (a local's name). */
function rotateLeft(v: string, n: number): string {
  if (n === 0) return v
  if (n === 32) return `${v}.yx`
  // past 32 the halves swap roles
  const [low, high, k] = n < 32 ? ['x', 'y', n] : ['y', 'x', n - 32]
  return `vec2<u32>((${v}.${low} << ${k}u) | (${v}.${high} >> ${32 - k}u), (${v}.${high} << ${k}u) | (${v}.${low} >> ${32 - k}u))`
}

function permutationBody(): string {
  const lines: string[] = []
  const load = Array.from({ length: 25 }, (_, i) => `  var a${i} = (*a)[${i}];`)
  lines.push(...load)
  lines.push('  for (var round = 0u; round < 24u; round++) {')
  // theta
  for (let x = 0; x < 5; x++)
    lines.push(`    let c${x} = a${x} ^ a${x + 5} ^ a${x + 10} ^ a${x + 15} ^ a${x + 20};`)
  for (let x = 0; x < 5; x++)
    lines.push(`    let d${x} = c${(x + 4) % 5} ^ ${rotateLeft(`c${(x + 1) % 5}`, 1)};`)
  for (let i = 0; i < 25; i++) lines.push(`    a${i} ^= d${i % 5};`)
  // rho and pi: B[y, 2x + 3y] = rot(A[x, y], r[x, y])
  const b: string[] = new Array(25)
  for (let x = 0; x < 5; x++)
    for (let y = 0; y < 5; y++)
      b[y + 5 * ((2 * x + 3 * y) % 5)] = rotateLeft(`a${x + 5 * y}`, rhoOffsets[x + 5 * y]!)
  for (let i = 0; i < 25; i++) lines.push(`    let b${i} = ${b[i]};`)
  // chi
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 5; x++)
      lines.push(
        `    a${x + 5 * y} = b${x + 5 * y} ^ (~b${((x + 1) % 5) + 5 * y} & b${((x + 2) % 5) + 5 * y});`,
      )
  // iota
  lines.push('    a0 ^= keccak_round_constants[round];')
  lines.push('  }')
  for (let i = 0; i < 25; i++) lines.push(`  (*a)[${i}] = a${i};`)
  return lines.join('\n')
}

/** The WGSL chunk (see the file comment for what it declares). */
export const keccakWgsl = `
const keccak_round_constants = array<vec2<u32>, 24>(
${roundConstants.map((c) => `  vec2<u32>(${hex32(c & 0xffffffffn)}, ${hex32(c >> 32n)})`).join(',\n')}
);

fn keccak_f1600(a: ptr<function, array<vec2<u32>, 25>>) {
${permutationBody()}
}

fn keccak_bswap(x: u32) -> u32 {
  return (x << 24u) | ((x & 0xff00u) << 8u) | ((x >> 8u) & 0xff00u) | (x >> 24u);
}

fn keccak_squeeze256(a: ptr<function, array<vec2<u32>, 25>>) -> array<u32, 8> {
  return array<u32, 8>((*a)[0].x, (*a)[0].y, (*a)[1].x, (*a)[1].y, (*a)[2].x, (*a)[2].y, (*a)[3].x, (*a)[3].y);
}

fn keccak256_64(input: array<u32, 16>) -> array<u32, 8> {
  // an explicit zero: a var without one kept its previous lanes in a loop body (see create2Wgsl.ts)
  var a = array<vec2<u32>, 25>();
  for (var i = 0u; i < 8u; i++) {
    a[i] = vec2<u32>(input[2u * i], input[2u * i + 1u]);
  }
  a[8] = vec2<u32>(0x01u, 0u); // pad10*1: 0x01 after the input, 0x80 on the rate's last byte
  a[16] = vec2<u32>(0u, 0x80000000u);
  keccak_f1600(&a);
  return keccak_squeeze256(&a);
}

fn keccak256_85(input: array<u32, 22>) -> array<u32, 8> {
  // an explicit zero: a var without one kept its previous lanes in a loop body (see create2Wgsl.ts)
  var a = array<vec2<u32>, 25>();
  for (var i = 0u; i < 10u; i++) {
    a[i] = vec2<u32>(input[2u * i], input[2u * i + 1u]);
  }
  a[10] = vec2<u32>(input[20], (input[21] & 0xffu) | 0x0100u);
  a[16] = vec2<u32>(0u, 0x80000000u);
  keccak_f1600(&a);
  return keccak_squeeze256(&a);
}
`

/**
 * Packs bytes into the little-endian words the chunk reads (zero-padded to whole words).
 *
 * @example
 * bytesToKeccakWords(new Uint8Array([1, 2, 3, 4, 5])) // Uint32Array [0x04030201, 0x05]
 */
export function bytesToKeccakWords(bytes: Uint8Array): Uint32Array<ArrayBuffer> {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4)
  padded.set(bytes)
  const view = new DataView(padded.buffer)
  return Uint32Array.from({ length: padded.length / 4 }, (_, i) => view.getUint32(4 * i, true))
}

/**
 * The bytes of little-endian words (the inverse of `bytesToKeccakWords`).
 *
 * @example
 * keccakWordsToBytes(Uint32Array.of(0x04030201)) // Uint8Array [1, 2, 3, 4]
 */
export function keccakWordsToBytes(words: ArrayLike<number>): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(words.length * 4)
  const view = new DataView(bytes.buffer)
  for (let i = 0; i < words.length; i++) view.setUint32(4 * i, words[i]!, true)
  return bytes
}

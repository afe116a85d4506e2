import { secp256k1P } from '../src/vanityWasm.ts'

/**
 * Plain bigint arithmetic the tests check the WebAssembly and WGSL code against: no limbs, no
 * tricks, slow and obviously right.
 */

/** `a` reduced into 0..m-1 (m: secp256k1's field prime unless given), negative `a` included. */
export const mod = (a: bigint, m = secp256k1P): bigint => ((a % m) + m) % m

/**
 * `base` to the power `exponent` in secp256k1's field, by square and multiply.
 *
 * @example
 * powModP(a, secp256k1P - 2n) // 1 / a
 */
export function powModP(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let b = mod(base)
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = mod(result * b)
    b = mod(b * b)
    e >>= 1n
  }
  return result
}

/**
 * The byte pattern "the address starts with `nibbles`" (hex digits), as the searches take it.
 *
 * @example
 * prefixPattern('c2') // mask ff00.., value c200..
 */
export function prefixPattern(nibbles: string): { mask: Uint8Array; value: Uint8Array } {
  const mask = new Uint8Array(20)
  const value = new Uint8Array(20)
  for (const [i, nibble] of [...nibbles].entries()) {
    const shift = i % 2 === 0 ? 4 : 0
    mask[i >> 1]! |= 0xf << shift
    value[i >> 1]! |= Number.parseInt(nibble, 16) << shift
  }
  return { mask, value }
}

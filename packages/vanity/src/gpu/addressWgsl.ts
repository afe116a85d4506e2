import { keccakWgsl } from './keccakWgsl.ts'

/**
 * The address check of the GPU vanity search, as a visitor of the secp256k1 walk
 * (`secp256k1WalkWgsl({ visitPoint })`): for every visited point P = (x, y) it derives the six
 * addresses the WebAssembly engine tests per point, in `keyAtIndex`'s order,
 *
 *   variant 0: k    -> (x, y)       1: -k    -> (x, -y)
 *   variant 2: λk   -> (β·x, y)     3: -λk   -> (β·x, -y)
 *   variant 4: λ²k  -> (β²·x, y)    5: -λ²k  -> (β²·x, -y)
 *
 * each the last 20 bytes of keccak-256(x ++ y) (big-endian coordinates), or in contract mode the
 * last 20 bytes of keccak-256(rlp([address, 0])), the address of that key's first contract. Each
 * address goes to `recordAddress(walk, index, variant, address)`, which the caller defines: the
 * search compares it with its patterns, the tests write it out.
 *
 * Cost per point on top of the walk: one multiplication (β·x), three subtractions (β²·x, -y) and
 * six keccak-f[1600] (twelve in contract mode). The six variants are one loop with one keccak call
 * site: SwiftShader inlines every call, and six copies of the unrolled permutation took its
 * compiler far longer than one.
 *
 * An address is 5 u32 words in keccak's little-endian byte order (word i holds address bytes
 * 4i..4i+3, byte 4i lowest): hash words 3..7 as they come out of the sponge, no byte shuffle.
 */

export type AddressVisitorWgslOptions = {
  /** Hash each key's address once more into its first contract's address (RLP [address, 0]). */
  contract?: boolean
  /**
   * WGSL defining `fn recordAddress(walk: u32, index: u32, variant: u32, address: array<u32, 5>)`
   * and any bindings it uses (group 0, binding 3 and up).
   */
  recordAddress: string
}

const addressFunctions = `
// keccak-256(x ++ y)[12..32]: limb 7 is the most significant, so big-endian byte 0 is limb 7's top
fn publicKeyAddress(x: Fe, y: Fe) -> array<u32, 5> {
  // explicit zeros: SwiftShader kept a previous pass's values in uninitialised loop-body arrays
  var input = array<u32, 16>();
  for (var i = 0u; i < 8u; i++) {
    input[i] = keccak_bswap(x[7u - i]);
    input[8u + i] = keccak_bswap(y[7u - i]);
  }
  let hash = keccak256_64(input);
  return array<u32, 5>(hash[3], hash[4], hash[5], hash[6], hash[7]);
}

// keccak-256(d6 94 <address> 80)[12..32], the address CREATE gives at nonce 0: the 23-byte RLP
// shifted two bytes into the words, then keccak's padding (0x01 after the input, 0x80 at the end)
fn firstContractAddress(address: array<u32, 5>) -> array<u32, 5> {
  var a = array<vec2<u32>, 25>();
  a[0] = vec2<u32>(0x94d6u | (address[0] << 16u), (address[0] >> 16u) | (address[1] << 16u));
  a[1] = vec2<u32>((address[1] >> 16u) | (address[2] << 16u), (address[2] >> 16u) | (address[3] << 16u));
  a[2] = vec2<u32>((address[3] >> 16u) | (address[4] << 16u), (address[4] >> 16u) | 0x01800000u);
  a[16] = vec2<u32>(0u, 0x80000000u);
  keccak_f1600(&a);
  return array<u32, 5>(a[1].y, a[2].x, a[2].y, a[3].x, a[3].y);
}
`

/**
 * The visitor source: the keccak chunk, the address functions, `visitPoint` and the caller's
 * `recordAddress`.
 *
 * @example
 * const code = secp256k1WalkWgsl({ batch: 256, visitPoint: addressVisitorWgsl({ recordAddress }) })
 */
export function addressVisitorWgsl({ contract = false, recordAddress }: AddressVisitorWgslOptions): string {
  return `${keccakWgsl}
${addressFunctions}
fn visitPoint(walk: u32, index: u32, point: AffinePoint) {
  let xs = secpEndomorphismXs(point.x);
  let negativeY = feNeg(point.y);
  for (var variant = 0u; variant < 6u; variant++) {
    var x = point.x;
    if (variant >= 4u) {
      x = xs[1];
    } else if (variant >= 2u) {
      x = xs[0];
    }
    var y = point.y;
    if ((variant & 1u) == 1u) {
      y = negativeY;
    }
    var address = publicKeyAddress(x, y);${contract ? '\n    address = firstContractAddress(address);' : ''}
    recordAddress(walk, index, variant, address);
  }
}
${recordAddress}`
}

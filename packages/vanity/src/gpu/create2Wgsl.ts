import { keccakWgsl } from './keccakWgsl.ts'

/**
 * The CREATE2 salt-search kernel. Each invocation hashes `saltsPerInvocation` preimages
 * 0xff ++ deployer ++ salt ++ initCodeHash (85 bytes, one keccak block) and tests the address
 * (hash bytes 12..31) against up to `create2MaxPatterns` byte masks.
 *
 * Salts: the host's random base with three of its words XORed, so every (counter, inner) pair is a
 * distinct salt and the host can rebuild any of them (`create2SaltAt`):
 * - preimage word 10 (salt bytes 19..22) ^= high word of the 64-bit invocation counter,
 * - preimage word 11 (salt bytes 23..26) ^= its low word: the dispatch's first counter + the
 *   invocation's index in the dispatch,
 * - preimage word 12 (salt bytes 27..30) ^= the inner index, 0 .. saltsPerInvocation - 1.
 * Words 10..12 lie wholly inside the salt (bytes 21..52 of the preimage), so the XOR never touches
 * the deployer or the init code hash.
 *
 * Config buffer (u32 words; `create2Config` writes it): 0..21 the preimage's words (word 21 holds
 * byte 84 and the first padding byte), 22 counter low, 23 counter high, 24 salts per invocation,
 * 25 pattern count, then per pattern 5 mask words and 5 value words (address bytes, little-endian).
 * Hit buffer: a count, then (counter low, counter high, inner) per hit, at most `create2MaxHits`;
 * the count goes on past that so the host knows hits were dropped.
 */

export const create2WorkgroupSize = 64
export const create2MaxPatterns = 8
export const create2MaxHits = 32
export const create2ConfigWords = 26 + create2MaxPatterns * 10
export const create2HitBufferBytes = 4 + create2MaxHits * 12
/** Config word of the dispatch's first counter (low, then high). */
export const create2CounterWord = 22

export const create2Wgsl = `${keccakWgsl}
struct Create2Hits {
  count: atomic<u32>,
  entries: array<u32, ${create2MaxHits * 3}>,
}

@group(0) @binding(0) var<storage, read> config: array<u32, ${create2ConfigWords}>;
@group(0) @binding(1) var<storage, read_write> hits: Create2Hits;

@compute @workgroup_size(${create2WorkgroupSize})
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
  let index = id.x + id.y * groups.x * ${create2WorkgroupSize}u;
  let low = config[22] + index;
  let high = config[23] + select(0u, 1u, low < index); // carry
  var lanes: array<vec2<u32>, 5>;
  for (var i = 0u; i < 5u; i++) {
    lanes[i] = vec2<u32>(config[2u * i], config[2u * i + 1u]);
  }
  let lane5 = vec2<u32>(config[10] ^ high, config[11] ^ low);
  let lane6 = config[12];
  let lane6High = config[13];
  let lane7 = vec2<u32>(config[14], config[15]);
  let lane8 = vec2<u32>(config[16], config[17]);
  let lane9 = vec2<u32>(config[18], config[19]);
  let lane10 = vec2<u32>(config[20], config[21]);
  let salts = config[24];
  let patterns = min(config[25], ${create2MaxPatterns}u);
  for (var inner = 0u; inner < salts; inner++) {
    // an explicit zero: Dawn 0.6.2 on SwiftShader left the previous pass's lanes in this loop-body var
    // when it had no initializer (salts with inner > 0 failed their re-derivation with viem)
    var a = array<vec2<u32>, 25>();
    a[0] = lanes[0];
    a[1] = lanes[1];
    a[2] = lanes[2];
    a[3] = lanes[3];
    a[4] = lanes[4];
    a[5] = lane5;
    a[6] = vec2<u32>(lane6 ^ inner, lane6High);
    a[7] = lane7;
    a[8] = lane8;
    a[9] = lane9;
    a[10] = lane10;
    a[16] = vec2<u32>(0u, 0x80000000u);
    keccak_f1600(&a);
    // address bytes 0..19 = hash bytes 12..31 = words 3..7
    let address = array<u32, 5>(a[1].y, a[2].x, a[2].y, a[3].x, a[3].y);
    for (var p = 0u; p < patterns; p++) {
      let base = 26u + p * 10u;
      var matched = true;
      for (var w = 0u; w < 5u; w++) {
        matched = matched && (address[w] & config[base + w]) == config[base + 5u + w];
      }
      if (matched) {
        let slot = atomicAdd(&hits.count, 1u);
        if (slot < ${create2MaxHits}u) {
          hits.entries[3u * slot] = low;
          hits.entries[3u * slot + 1u] = high;
          hits.entries[3u * slot + 2u] = inner;
        }
        break;
      }
    }
  }
}
`

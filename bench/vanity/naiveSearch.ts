import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'

/**
 * The naive vanity loop, as vanity-eth runs it: per attempt a fresh random key, its full public key
 * (a whole scalar multiplication), keccak-256 and a hex-string comparison. The baseline of the
 * benchmark, run the same way in Node and in Chromium. Returns addresses per second.
 */
export function naiveAddressesPerSecond(milliseconds: number, prefix = 'ffffffffff'): number {
  const began = performance.now()
  let attempts = 0
  let hex = ''
  while (performance.now() - began < milliseconds) {
    for (let i = 0; i < 50; i++) {
      const key = secp256k1.utils.randomPrivateKey()
      const address = keccak_256(secp256k1.getPublicKey(key, false).subarray(1)).subarray(12)
      hex = Array.from(address, (byte) => byte.toString(16).padStart(2, '0')).join('')
      if (hex.startsWith(prefix)) break
      attempts++
    }
  }
  return Math.round(attempts / ((performance.now() - began) / 1000))
}

import { secp256k1 } from '@noble/curves/secp256k1'
import type { BytePattern } from '@tokenbox/vanity'
import { loadVanityWasm } from '@tokenbox/vanity/testing'

/** A pattern no address matches: every search below runs its whole time. */
export const neverMatching: BytePattern = {
  mask: new Uint8Array(20).fill(0xff),
  value: new Uint8Array(20).fill(0xff),
}

/**
 * The WebAssembly search loop's speed on this thread, addresses per second: `batch` points per
 * shared inversion (the worker's is 512), the never-matching pattern for `milliseconds`, after a
 * warm-up. One page worker runs exactly this loop.
 *
 * @example
 * const perSecond = await wasmAddressesPerSecond(512, false, 3000)
 */
export async function wasmAddressesPerSecond(
  batch: number,
  contract: boolean,
  milliseconds: number,
): Promise<number> {
  const wasm = await loadVanityWasm()
  const base = secp256k1.ProjectivePoint.BASE
  const k0 = 0x1234567890abcdefn
  wasm.start(base.multiply(k0).toAffine(), base.multiply(BigInt(batch)).toAffine(), base.toAffine(), batch)
  wasm.setPatterns([neverMatching], contract)
  wasm.search(100_000) // warm-up
  const from = wasm.attempts
  const began = performance.now()
  while (performance.now() - began < milliseconds) wasm.search(50_000)
  return Math.round((wasm.attempts - from) / ((performance.now() - began) / 1000))
}

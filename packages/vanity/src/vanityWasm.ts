/**
 * The typed face of `dist/vanity.wasm` (sources in `assembly/`): instantiation, writing points and
 * patterns into its memory, and the search calls. Platform-neutral: Node tests and benches and the
 * browser worker hand in the module bytes or a compiled module however they load it.
 */

/**
 * The part of the WebAssembly JS API used here, declared locally: core type-checks without the
 * DOM library, and Node's types declare only part of the namespace.
 */
type WasmMemory = { readonly buffer: ArrayBuffer }
type WasmGlobal = { readonly value: unknown }
/** A compiled module (`WebAssembly.Module`), e.g. from `WebAssembly.compileStreaming`. */
export type WasmModule = object
type WasmInstance = { readonly exports: Record<string, unknown> }
declare const WebAssembly: {
  instantiate(bytes: ArrayBuffer | ArrayBufferView, imports: object): Promise<{ instance: WasmInstance }>
  instantiate(module: WasmModule, imports: object): Promise<WasmInstance>
}

/** The raw exports of the module (see `assembly/index.ts` for each one's contract). */
export type VanityExports = {
  memory: WasmMemory
  MAX_BATCH: WasmGlobal
  MAX_PATTERNS: WasmGlobal
  inputPointer(): number
  patternPointer(): number
  scratchPointer(): number
  pointPointer(j: number): number
  setPatterns(count: number, contract: number): void
  start(size: number): number
  search(budget: number): number
  attempts(): number
  hitIndex(): number
  keccak256(input: number, length: number, output: number): void
  create2Pointer(): number
  create2Start(): void
  create2Search(budget: number): number
  create2Attempts(): number
  create2HitCounter(): number
  fieldAdd(r: number, a: number, b: number): void
  fieldSub(r: number, a: number, b: number): void
  fieldMul(r: number, a: number, b: number): void
  fieldSqr(r: number, a: number): void
  fieldInv(r: number, a: number): void
}

/** An affine secp256k1 point. */
export type AffinePoint = { x: bigint; y: bigint }

/**
 * One nibble pattern over the 20 address bytes: an address matches when
 * `(address[b] & mask[b]) === value[b]` for every byte b.
 */
export type BytePattern = { mask: Uint8Array; value: Uint8Array }

/** What one `search` call ended with. */
export type SearchOutcome = 'found' | 'budget' | 'degenerate'

/** The secp256k1 field prime p and group order n. */
export const secp256k1P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn
export const secp256k1N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
/** The endomorphism λ·(x, y) = (β·x, y): β is a cube root of 1 mod p, λ one mod n. */
export const secp256k1Beta = 0x7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501een
export const secp256k1Lambda = 0x5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72n

/**
 * The private key of attempt `index` of a walk started at k0: the module tests six keys per point
 * (k0 + index / 6) = k, namely k, -k, λk, -λk, λ²k, -λ²k mod n, in that order.
 *
 * Security: negation and multiplication by the public constant λ are bijections mod n, so each of
 * the six keys is exactly as unpredictable as k0 (256 CSPRNG bits); the walk adds no structure an
 * attacker could search faster than the keys themselves. Only k0 must stay secret, and it never
 * leaves the worker that drew it.
 *
 * @example
 * keyAtIndex(k0, 7) // n - (k0 + 1)
 */
export function keyAtIndex(k0: bigint, index: number): bigint {
  const n = secp256k1N
  let k = (k0 + BigInt(Math.floor(index / 6))) % n
  const variant = index % 6
  if (variant >= 2) k = (k * secp256k1Lambda) % n
  if (variant >= 4) k = (k * secp256k1Lambda) % n
  return variant % 2 === 1 ? (n - k) % n : k
}

/** Compiles and instantiates the module (it imports nothing). */
export async function instantiateVanity(
  source: ArrayBuffer | ArrayBufferView | WasmModule,
): Promise<VanityWasm> {
  const instance =
    source instanceof ArrayBuffer || ArrayBuffer.isView(source)
      ? (await WebAssembly.instantiate(source, {})).instance
      : await WebAssembly.instantiate(source, {})
  return new VanityWasm(instance.exports as unknown as VanityExports)
}

/** Writes a field element (< 2^256) as 32 little-endian bytes. */
export function writeBigInt(memory: WasmMemory, pointer: number, value: bigint): void {
  const bytes = new Uint8Array(memory.buffer, pointer, 32)
  let v = value
  for (let i = 0; i < 32; i++) {
    bytes[i] = Number(v & 0xffn)
    v >>= 8n
  }
}

/** Reads 32 little-endian bytes as a bigint. */
export function readBigInt(memory: WasmMemory, pointer: number): bigint {
  const bytes = new Uint8Array(memory.buffer, pointer, 32)
  let v = 0n
  for (let i = 31; i >= 0; i--) v = (v << 8n) | BigInt(bytes[i]!)
  return v
}

/** A search instance: one per worker (the module keeps its walk in static memory). */
export class VanityWasm {
  readonly exports: VanityExports

  constructor(exports: VanityExports) {
    this.exports = exports
  }

  /** Largest batch and pattern count the module was built with. */
  get maxBatch(): number {
    return this.exports.MAX_BATCH.value as number
  }

  get maxPatterns(): number {
    return this.exports.MAX_PATTERNS.value as number
  }

  /**
   * Starts the walk at P0 = k0*G; `step` must be batch*G and `generator` G. Returns false on a
   * degenerate start (draw another k0).
   */
  start(start: AffinePoint, step: AffinePoint, generator: AffinePoint, batch: number): boolean {
    const { memory } = this.exports
    const input = this.exports.inputPointer()
    writeBigInt(memory, input, start.x)
    writeBigInt(memory, input + 32, start.y)
    writeBigInt(memory, input + 64, step.x)
    writeBigInt(memory, input + 96, step.y)
    writeBigInt(memory, input + 128, generator.x)
    writeBigInt(memory, input + 160, generator.y)
    writeBigInt(memory, input + 192, secp256k1Beta)
    writeBigInt(memory, input + 224, (secp256k1Beta * secp256k1Beta) % secp256k1P)
    return this.exports.start(batch) === 1
  }

  /** Installs the patterns (any one matching is a hit); `contract` matches the nonce-0 contract. */
  setPatterns(patterns: readonly BytePattern[], contract: boolean): void {
    if (patterns.length > this.maxPatterns) throw new RangeError('too many patterns')
    const base = this.exports.patternPointer()
    const memory = new Uint8Array(this.exports.memory.buffer)
    patterns.forEach((pattern, index) => {
      // hash bytes 8..31 as three u64 lanes; the address is hash bytes 12..31
      const entry = base + index * 48
      memory.fill(0, entry, entry + 48)
      memory.set(pattern.mask, entry + 4)
      memory.set(pattern.value, entry + 28)
    })
    this.exports.setPatterns(patterns.length, contract ? 1 : 0)
  }

  /** Tests about `budget` more keys or stops at the first hit. */
  search(budget: number): SearchOutcome {
    const result = this.exports.search(budget)
    return result === 1 ? 'found' : result === 0 ? 'budget' : 'degenerate'
  }

  /** Keys tested since `start`. */
  get attempts(): number {
    return this.exports.attempts()
  }

  /** The last hit's index i: its key is `keyAtIndex(k0, i)`. */
  get hitIndex(): number {
    return this.exports.hitIndex()
  }

  /** The point with index j of the current round (for tests). */
  point(j: number): AffinePoint {
    const pointer = this.exports.pointPointer(j)
    return {
      x: readBigInt(this.exports.memory, pointer),
      y: readBigInt(this.exports.memory, pointer + 32),
    }
  }

  /**
   * Starts a CREATE2 salt walk: salts `saltBase[0..24] ++ c` for the big-endian u64 counter c = 0,
   * 1, 2, ...; an address is `keccak256(0xff ++ deployer ++ salt ++ initCodeHash)[12..]`, matched
   * against the patterns of `setPatterns(patterns, false)`. `saltBase` should be 32 CSPRNG bytes:
   * two searches then never walk the same salts.
   */
  startCreate2(deployer: Uint8Array, saltBase: Uint8Array, initCodeHash: Uint8Array): void {
    if (deployer.length !== 20 || saltBase.length !== 32 || initCodeHash.length !== 32)
      throw new RangeError('deployer is 20 bytes, salt base and init code hash 32')
    const preimage = new Uint8Array(this.exports.memory.buffer, this.exports.create2Pointer(), 85)
    preimage[0] = 0xff
    preimage.set(deployer, 1)
    preimage.set(saltBase, 21)
    preimage.set(initCodeHash, 53)
    this.create2SaltBase = saltBase.slice(0, 24)
    this.exports.create2Start()
  }

  private create2SaltBase = new Uint8Array(24)

  /** Tests about `budget` more salts or stops at the first hit (`create2HitSalt`). */
  searchCreate2(budget: number): 'found' | 'budget' {
    return this.exports.create2Search(budget) === 1 ? 'found' : 'budget'
  }

  /** Salts tested since `startCreate2`. */
  get create2Attempts(): number {
    return this.exports.create2Attempts()
  }

  /** The last hit's salt (32 bytes): the base's first 24 bytes, then its counter big-endian. */
  get create2HitSalt(): Uint8Array {
    const salt = new Uint8Array(32)
    salt.set(this.create2SaltBase)
    let counter = BigInt(this.exports.create2HitCounter())
    for (let i = 31; i >= 24; i--) {
      salt[i] = Number(counter & 0xffn)
      counter >>= 8n
    }
    return salt
  }

  /** keccak-256 of `data` (at most 900 bytes) computed by the module (for tests and benches). */
  keccak256(data: Uint8Array): Uint8Array {
    if (data.length > 900) throw new RangeError('at most 900 bytes')
    const scratch = this.exports.scratchPointer()
    new Uint8Array(this.exports.memory.buffer).set(data, scratch + 64)
    this.exports.keccak256(scratch + 64, data.length, scratch)
    return new Uint8Array(this.exports.memory.buffer, scratch, 32).slice()
  }
}

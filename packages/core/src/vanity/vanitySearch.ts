import { secp256k1 } from '@noble/curves/secp256k1'
import { type AffinePoint, keyAtIndex, type VanityWasm } from '@tokenbox/vanity'
import { type Address, bytesToHex, getContractAddress, type Hex, hexToBytes, numberToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { Create2Target } from './create2Target.ts'
import {
  matchesVanityPattern,
  parseVanityPattern,
  type VanityPattern,
  type VanityPatternInput,
} from './vanityPattern.ts'

/**
 * The protocol between a vanity search's controller (the page, a bench) and each worker. The
 * same messages cross a Web Worker boundary, a Node worker_thread, or stay in one thread.
 */
export type VanityWorkerRequest =
  /** With `create2`: a salt search for that deployer and init code, not a key search. */
  { type: 'start'; input: VanityPatternInput; batch?: number; create2?: Create2Target } | { type: 'stop' }

/** A key found, re-derived and checked (never a bare index from the loop). */
export type VanityFound = {
  privateKey: Hex
  /** The key's address (the deployer in contract mode), EIP-55. */
  address: Address
  /** In contract mode: the address of the key's first contract (nonce 0), EIP-55. */
  contractAddress?: Address
}

/** A CREATE2 salt found, its address re-derived by viem from deployer, salt and init code hash. */
export type VanitySaltFound = {
  salt: Hex
  /** The address `deployer` creates with `salt` and that init code, EIP-55. */
  contractAddress: Address
  deployer: Address
  initCodeHash: Hex
}

export type VanityWorkerEvent =
  /** Once when the walk is set up (0), then every ~250 ms: keys tried by this worker so far. */
  | { type: 'progress'; attempts: number }
  | ({ type: 'found'; attempts: number } & VanityFound)
  | ({ type: 'foundSalt'; attempts: number } & VanitySaltFound)
  /** A catalogue key of the `vanity` namespace. */
  | { type: 'error'; error: VanitySearchError; attempts: number }
  | { type: 'stopped'; attempts: number }

export type VanitySearchError = 'error.verify' | 'error.pattern' | 'error.worker'

/** The secp256k1 group order n. */
const order = secp256k1.CURVE.n
const base = secp256k1.ProjectivePoint.BASE

/**
 * Points per shared inversion (the module allows up to 1024). One inversion costs about 270
 * multiplications; over 512 points and six addresses each that is under 0.1 per address, and the
 * bench's `wasmByBatch` finds 256 to 1024 within its noise on the 2-core machines.
 */
export const defaultVanityBatch = 512

/**
 * A worker's random start k0: 256 bits from the platform CSPRNG (`crypto.getRandomValues`), drawn
 * again when 0 or >= n. Never a smaller seed expanded into a key: a 32-bit seed is what let
 * profanity's keys be recovered (the Wintermute loss, about $160M).
 *
 * @example
 * const k0 = drawStartScalar()
 */
export function drawStartScalar(
  fillRandom: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): bigint {
  for (;;) {
    const bytes = fillRandom(new Uint8Array(32))
    let k = 0n
    for (const byte of bytes) k = (k << 8n) | BigInt(byte)
    if (k > 0n && k < order) return k
  }
}

function affine(k: bigint): AffinePoint {
  const { x, y } = base.multiply(k).toAffine()
  return { x, y }
}

/** The environment a search runs in (a worker, a thread, a test). */
export type VanitySearchIo = {
  post: (event: VanityWorkerEvent) => void
  /** True once a stop was asked; read between slices of work. */
  shouldStop: () => boolean
  /** Lets pending messages (a stop) in; a worker resolves through a MessageChannel, not a clamped timer. */
  yieldToEvents: () => Promise<void>
  fillRandom?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array
  now?: () => number
  /** Milliseconds between progress events (250). */
  progressMs?: number
  /** Target duration of one slice of work in the module between two looks at the stop flag (40). */
  sliceMs?: number
}

/**
 * Runs one worker's search until a verified match, a stop, or an error, posting progress on the
 * way. The module walks k0, k0+1, ... from a fresh random k0 (six keys per point, see
 * keyAtIndex); on a hit at index i the key is keyAtIndex(k0, i), re-derived with viem (its address, and in contract mode its nonce-0 contract
 * address) and checked against the full pattern: a nibble mismatch is an error (never shown as a
 * result); a case mismatch under the checksum option only means the loop's case-blind candidate
 * was not a match, and the search goes on.
 *
 * @example
 * await runVanitySearch(wasm, { type: 'start', input }, { post, shouldStop, yieldToEvents })
 */
export async function runVanitySearch(
  wasm: VanityWasm,
  request: Extract<VanityWorkerRequest, { type: 'start' }>,
  io: VanitySearchIo,
): Promise<void> {
  const now = io.now ?? (() => performance.now())
  const progressMs = io.progressMs ?? 250
  const sliceMs = io.sliceMs ?? 40
  const parsed = parseVanityPattern(request.input)
  if (!parsed.ok) return io.post({ type: 'error', error: 'error.pattern', attempts: 0 })
  const { pattern } = parsed
  if (request.create2) return runCreate2Search(wasm, pattern, request.create2, io)
  const contract = pattern.input.target === 'contract'
  const batch = Math.min(request.batch ?? defaultVanityBatch, wasm.maxBatch)
  const step = affine(BigInt(batch))
  const generator = affine(1n)
  wasm.setPatterns(pattern.bytePatterns, contract)

  let attemptsBefore = 0 // attempts of walks abandoned as degenerate
  let k0 = 0n
  const restart = () => {
    attemptsBefore += k0 === 0n ? 0 : wasm.attempts
    do k0 = drawStartScalar(io.fillRandom)
    while (!wasm.start(affine(k0), step, generator, batch))
  }
  restart()
  const attempts = () => attemptsBefore + wasm.attempts
  // ready: the controller's speed window starts here, after the module and start points are set up
  io.post({ type: 'progress', attempts: 0 })

  let budget = batch * 6
  let lastProgress = now()
  for (;;) {
    if (io.shouldStop()) return io.post({ type: 'stopped', attempts: attempts() })
    const began = now()
    const outcome = wasm.search(budget)
    const took = now() - began
    if (outcome === 'budget') {
      // aim each slice at sliceMs so a stop is seen quickly at any speed
      budget = Math.max(6, Math.min(budget * 4, Math.round((budget * sliceMs) / Math.max(took, 1))))
    } else if (outcome === 'degenerate') {
      restart()
    } else {
      const key = keyAtIndex(k0, wasm.hitIndex)
      const found = deriveVanityKey(key, contract)
      const judged = judgeVanityCandidate(found.contractAddress ?? found.address, pattern)
      if (judged === 'match') return io.post({ type: 'found', attempts: attempts(), ...found })
      if (judged === 'mismatch')
        return io.post({ type: 'error', error: 'error.verify', attempts: attempts() })
    }
    if (now() - lastProgress >= progressMs) {
      lastProgress = now()
      io.post({ type: 'progress', attempts: attempts() })
    }
    await io.yieldToEvents()
  }
}

/**
 * What a candidate the search loops report is, re-derived: a match (letter case included), a case
 * mismatch under the checksum option (the loops compare nibbles only: the search goes on), or a
 * nibble mismatch (the loop erred: an error, never a result).
 *
 * @example
 * judgeVanityCandidate('0xdEAD000000000000000042069420694206942069', pattern) // 'match'
 */
export function judgeVanityCandidate(
  checksummed: string,
  pattern: VanityPattern,
): 'match' | 'caseMismatch' | 'mismatch' {
  if (matchesVanityPattern(checksummed, pattern)) return 'match'
  const caseBlind = { ...pattern, input: { ...pattern.input, caseSensitive: false } }
  return matchesVanityPattern(checksummed, caseBlind) ? 'caseMismatch' : 'mismatch'
}

/**
 * A salt search (CREATE2): salts `base[0..24] ++ counter` from 32 CSPRNG bytes, the WebAssembly
 * loop testing two per keccak; each hit is re-derived by viem (`getContractAddress` with opcode
 * CREATE2) and checked against the full pattern before it is posted, as for keys.
 */
async function runCreate2Search(
  wasm: VanityWasm,
  pattern: VanityPattern,
  target: Create2Target,
  io: VanitySearchIo,
): Promise<void> {
  const now = io.now ?? (() => performance.now())
  const progressMs = io.progressMs ?? 250
  const sliceMs = io.sliceMs ?? 40
  const fillRandom = io.fillRandom ?? ((bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes))
  wasm.setPatterns(pattern.bytePatterns, false)
  wasm.startCreate2(
    hexToBytes(target.deployer),
    fillRandom(new Uint8Array(32)),
    hexToBytes(target.initCodeHash),
  )
  io.post({ type: 'progress', attempts: 0 })
  let budget = 4096
  let lastProgress = now()
  for (;;) {
    if (io.shouldStop()) return io.post({ type: 'stopped', attempts: wasm.create2Attempts })
    const began = now()
    const outcome = wasm.searchCreate2(budget)
    const took = now() - began
    if (outcome === 'budget') {
      budget = Math.max(2, Math.min(budget * 4, Math.round((budget * sliceMs) / Math.max(took, 1))))
    } else {
      const found = deriveCreate2Address(target, bytesToHex(wasm.create2HitSalt))
      const judged = judgeVanityCandidate(found.contractAddress, pattern)
      if (judged === 'match') return io.post({ type: 'foundSalt', attempts: wasm.create2Attempts, ...found })
      if (judged === 'mismatch')
        return io.post({ type: 'error', error: 'error.verify', attempts: wasm.create2Attempts })
    }
    if (now() - lastProgress >= progressMs) {
      lastProgress = now()
      io.post({ type: 'progress', attempts: wasm.create2Attempts })
    }
    await io.yieldToEvents()
  }
}

/**
 * The address a CREATE2 of `target` with `salt` creates, derived from scratch by viem (not by the
 * loop that found the salt).
 *
 * @example
 * deriveCreate2Address({ deployer: '0x0000000000000000000000000000000000000000', initCodeHash: keccak256('0x00') }, `0x${'00'.repeat(32)}`).contractAddress
 * // '0x4D1A2e2bB4F88F0250f26Ffff098B0b30B26BF38' (EIP-1014's first example)
 */
export function deriveCreate2Address(target: Create2Target, salt: Hex): VanitySaltFound {
  const contractAddress = getContractAddress({
    opcode: 'CREATE2',
    from: target.deployer,
    salt,
    bytecodeHash: target.initCodeHash,
  })
  return { salt, contractAddress, deployer: target.deployer, initCodeHash: target.initCodeHash }
}

/**
 * The key's address and, in contract mode, its first contract's address, derived from scratch by
 * viem (not by the WebAssembly loop that found the key).
 *
 * @example
 * deriveVanityKey(1n, true).contractAddress // '0x5b1869D9A4C187F2EAa108f3062412ecf0526b24'
 */
export function deriveVanityKey(key: bigint, contract: boolean): VanityFound {
  const privateKey = numberToHex(key, { size: 32 })
  const address = privateKeyToAddress(privateKey)
  return contract
    ? { privateKey, address, contractAddress: getContractAddress({ from: address, nonce: 0n }) }
    : { privateKey, address }
}

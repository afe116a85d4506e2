import { secp256k1 } from '@noble/curves/secp256k1'
import { type Address, getContractAddress, type Hex, hexToBytes, numberToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { type AffinePoint, type BytePattern, keyAtIndex, secp256k1N } from '../vanityWasm.ts'
import { addressVisitorWgsl } from './addressWgsl.ts'
import { matchesBytePatterns } from './create2Search.ts'
import {
  type GpuBindGroup,
  type GpuBuffer,
  type GpuComputePipeline,
  type GpuDevice,
  gpuBufferUsage,
  gpuMapModeRead,
} from './gpuTypes.ts'
import { bytesToKeccakWords } from './keccakWgsl.ts'
import { maxWalkBatch, secp256k1WalkWgsl } from './secp256k1Walk.ts'
import { writeFieldLimbs } from './secp256k1Wgsl.ts'

/**
 * The fused GPU address search: the secp256k1 walk (secp256k1Walk.ts) with the address check
 * (addressWgsl.ts) as its visitor, so a point never leaves the GPU; only matches come back.
 *
 * Keys: walk w starts at its own k0_w (256 CSPRNG bits, drawn here as the WebAssembly worker draws
 * its k0) and visits k0_w + t for t = 0, 1, 2, ...; each point stands for six keys (see
 * addressWgsl.ts), so attempt i = t·6 + variant is `keyAtIndex(k0_w, i)`, exactly the WebAssembly
 * engine's numbering. A hit records (walk, round, index, variant); the host turns it into a key,
 * derives its address with viem and returns it only when that address matches: the GPU's word is
 * never taken on trust. The k0s stay in this object; nothing else holds them.
 *
 * Config buffer (binding 3): word 0 the dispatch's round (low 32 bits), 1 the pattern count, then
 * per pattern 5 mask words and 5 value words (address bytes in keccak's little-endian words).
 * Hit buffer (binding 4): a count, then (walk, round, index, variant) per hit, at most
 * `addressMaxHits`; the count goes on past that so the host knows hits were dropped.
 */

export const addressMaxPatterns = 8
export const addressMaxHits = 32
const configWords = 2 + addressMaxPatterns * 10
const hitBufferBytes = 4 + addressMaxHits * 16
const workgroupSize = 64

const searchRecorder = `
struct AddressHits {
  count: atomic<u32>,
  entries: array<u32, ${addressMaxHits * 4}>,
}

@group(0) @binding(3) var<storage, read> config: array<u32, ${configWords}>;
@group(0) @binding(4) var<storage, read_write> hits: AddressHits;

fn recordAddress(walk: u32, index: u32, variant: u32, address: array<u32, 5>) {
  let patterns = min(config[1], ${addressMaxPatterns}u);
  for (var p = 0u; p < patterns; p++) {
    let base = 2u + p * 10u;
    var matched = true;
    for (var w = 0u; w < 5u; w++) {
      matched = matched && (address[w] & config[base + w]) == config[base + 5u + w];
    }
    if (matched) {
      let slot = atomicAdd(&hits.count, 1u);
      if (slot < ${addressMaxHits}u) {
        hits.entries[4u * slot] = walk;
        hits.entries[4u * slot + 1u] = config[0];
        hits.entries[4u * slot + 2u] = index;
        hits.entries[4u * slot + 3u] = variant;
      }
      return;
    }
  }
}
`

/**
 * The search kernel's source: the walk with the address visitor and the pattern recorder.
 *
 * @example
 * device.createShaderModule({ code: addressSearchWgsl({ batch: 256, contract: false }) })
 */
export function addressSearchWgsl({ batch, contract }: { batch: number; contract: boolean }): string {
  return secp256k1WalkWgsl({
    batch,
    workgroupSize,
    visitPoint: addressVisitorWgsl({ contract, recordAddress: searchRecorder }),
  })
}

export type GpuAddressSearchParameters = {
  device: GpuDevice
  /** Any one matching is a hit; at most `addressMaxPatterns`. */
  patterns: readonly BytePattern[]
  /** Match the key's first contract (CREATE at nonce 0) instead of the key's own address. */
  contract?: boolean
  /**
   * Points per walk and round, sharing one field inversion (1 to 512, default 256: the inversion
   * is then a few per cent of a round; see `maxWalkBatch`).
   */
  batch?: number
  /**
   * Walks (GPU invocations), default 16,384: about one per core of a data-centre GPU (an H200 has
   * 16,896). More walks hide more latency, but each start is one noble scalar multiplication on
   * the host, ~0.27 ms measured on the 2-core test machine (16,384: ~4.5 s in `create`). Not yet
   * measured on a GPU: bench/vanity/addressGpuBench.ts tries 16,384 and 65,536. Tests on
   * SwiftShader pass a few dozen.
   */
  walks?: number
  /**
   * Test hook: the walks' first scalars (each 1 to n - 1) instead of fresh CSPRNG draws, e.g. one
   * that meets the point at infinity in its first round. A walk restarted later always draws.
   */
  startScalars?: readonly bigint[]
}

/** A key found on the GPU whose address viem re-derived and matched. */
export type GpuAddressHit = {
  privateKey: Hex
  address: Address
  /** Contract mode: the address of the key's first contract (the one that matched). */
  contractAddress?: Address
}

/** The GPU reported a key whose address, re-derived with viem, matches no pattern. */
export class GpuAddressVerifyError extends Error {
  override name = 'GpuAddressVerifyError'
  /** The address viem derived (the contract's in contract mode); the key itself is not kept. */
  readonly address: Address
  constructor(address: Address, hit: { walk: number; round: number; index: number; variant: number }) {
    super(
      `the GPU reported walk ${hit.walk}, round ${hit.round}, point ${hit.index}, variant ${hit.variant}, ` +
        `but that key's address ${address} matches no pattern`,
    )
    this.address = address
  }
}

/**
 * A uniform scalar in 1..n-1: 256 CSPRNG bits, redrawn when 0 or at least n (probability about
 * 2^-128), so every key is equally likely. The same rule as core's `drawStartScalar`, which this
 * package cannot import.
 */
function drawStartScalar(): bigint {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(32))
    let k = 0n
    for (const byte of bytes) k = (k << 8n) | BigInt(byte)
    if (k > 0n && k < secp256k1N) return k
  }
}

const G = secp256k1.ProjectivePoint.BASE

function affine(k: bigint): AffinePoint {
  const { x, y } = G.multiply(k).toAffine()
  return { x, y }
}

function pointWords(points: readonly AffinePoint[]): Uint32Array<ArrayBuffer> {
  const words = new Uint32Array(points.length * 16)
  points.forEach((point, i) => {
    writeFieldLimbs(words, i * 16, point.x)
    writeFieldLimbs(words, i * 16 + 8, point.y)
  })
  return words
}

function checkParameters({
  patterns,
  batch = 256,
  walks = 1,
  startScalars,
}: GpuAddressSearchParameters): void {
  if (patterns.length < 1 || patterns.length > addressMaxPatterns)
    throw new RangeError(`1 to ${addressMaxPatterns} patterns`)
  for (const { mask, value } of patterns) {
    if (mask.length !== 20 || value.length !== 20)
      throw new RangeError('a pattern covers the 20 address bytes')
    // a value bit outside its mask could never match: the search would run forever
    if (value.some((byte, b) => (byte & ~mask[b]!) !== 0))
      throw new RangeError('pattern value outside its mask')
  }
  if (!Number.isInteger(batch) || batch < 1 || batch > maxWalkBatch)
    throw new RangeError(`batch: an integer from 1 to ${maxWalkBatch}`)
  // one dispatch dimension of workgroups (the walk kernel reads id.x only)
  if (!Number.isInteger(walks) || walks < 1 || walks > 65_535 * workgroupSize)
    throw new RangeError(`walks: an integer from 1 to ${65_535 * workgroupSize}`)
  if (startScalars && (startScalars.length !== walks || startScalars.some((k) => k <= 0n || k >= secp256k1N)))
    throw new RangeError('startScalars: one scalar from 1 to n - 1 per walk')
}

/** Compiled kernels by device and source: a second search with the same shape skips the compile. */
const pipelines = new WeakMap<GpuDevice, Map<string, Promise<GpuComputePipeline>>>()

function compiledSearch(device: GpuDevice, code: string): Promise<GpuComputePipeline> {
  const byCode = pipelines.get(device) ?? new Map<string, Promise<GpuComputePipeline>>()
  pipelines.set(device, byCode)
  let pipeline = byCode.get(code)
  if (!pipeline) {
    pipeline = (async () => {
      const module = device.createShaderModule({ label: 'address search', code })
      const errors = (await module.getCompilationInfo()).messages.filter((m) => m.type === 'error')
      if (errors.length > 0)
        throw new Error(
          `address search kernel: ${errors.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`).join('; ')}`,
        )
      return device.createComputePipelineAsync({
        label: 'address search',
        layout: 'auto',
        compute: { module, entryPoint: 'walk' },
      })
    })()
    // a failed compilation is not kept: the next call reports its own error
    pipeline.catch(() => byCode.delete(code))
    byCode.set(code, pipeline)
  }
  return pipeline
}

/**
 * A vanity address search on one GPU device, VanityWasm's shape: `search(budget)` tries at least
 * `budget` more keys (whole rounds: walks · batch · 6 keys each) and returns the hits among them,
 * each re-derived with viem (`privateKeyToAddress`, and `getContractAddress` in contract mode); a
 * hit that does not re-derive throws `GpuAddressVerifyError` and is never returned. A walk that
 * stops on a degenerate round (P = ±jG, probability about batch·2^-255 per walk and round) restarts from a fresh k0.
 *
 * @example
 * const search = await GpuAddressSearch.create({ device, patterns: [{ mask, value }] })
 * let hits: GpuAddressHit[] = []
 * while (hits.length === 0) hits = await search.search(1_000_000_000)
 * search.destroy()
 */
export class GpuAddressSearch {
  readonly batch: number
  readonly walks: number
  /** Keys one round tries: walks · batch points, six keys each. */
  readonly attemptsPerRound: number
  #attempts = 0
  #dropped = 0
  #restarts = 0
  #round = 0
  #searching = false
  /** Per walk: its k0 and the round it (re)started at, so a hit's key is k0 + (round - start)·batch + index. */
  readonly #k0s: bigint[]
  readonly #startRounds: number[]
  readonly #device: GpuDevice
  readonly #patterns: readonly BytePattern[]
  readonly #contract: boolean
  readonly #pipeline: GpuComputePipeline
  readonly #bindGroup: GpuBindGroup
  readonly #buffers: {
    points: GpuBuffer
    multiples: GpuBuffer
    status: GpuBuffer
    config: GpuBuffer
    hits: GpuBuffer
    staging: GpuBuffer
  }

  private constructor(parameters: GpuAddressSearchParameters, pipeline: GpuComputePipeline, batch: number) {
    const { device, patterns, contract = false } = parameters
    const walks = parameters.walks ?? 16_384
    this.#device = device
    this.#patterns = patterns
    this.#contract = contract
    this.#pipeline = pipeline
    this.batch = batch
    this.walks = walks
    this.attemptsPerRound = walks * batch * 6
    this.#k0s = parameters.startScalars
      ? [...parameters.startScalars]
      : Array.from({ length: walks }, drawStartScalar)
    this.#startRounds = new Array(walks).fill(0)

    const storage = gpuBufferUsage.storage | gpuBufferUsage.copySrc | gpuBufferUsage.copyDst
    const buffer = (label: string, size: number, usage = storage) =>
      device.createBuffer({ label: `address search ${label}`, size, usage })
    this.#buffers = {
      points: buffer('points', walks * 64),
      multiples: buffer('multiples', batch * 64),
      status: buffer('status', walks * 4),
      config: buffer('config', configWords * 4),
      hits: buffer('hits', hitBufferBytes),
      // the hits, then the walks' status: one readback per search
      staging: buffer(
        'readback',
        hitBufferBytes + walks * 4,
        gpuBufferUsage.mapRead | gpuBufferUsage.copyDst,
      ),
    }
    const { points, multiples, status, config, hits } = this.#buffers
    device.queue.writeBuffer(points, 0, pointWords(this.#k0s.map(affine)))
    device.queue.writeBuffer(
      multiples,
      0,
      pointWords(Array.from({ length: batch }, (_, j) => affine(BigInt(j + 1)))),
    )
    const configData = new Uint32Array(configWords)
    configData[1] = patterns.length
    patterns.forEach(({ mask, value }, p) => {
      configData.set(bytesToKeccakWords(mask), 2 + p * 10)
      configData.set(bytesToKeccakWords(value), 7 + p * 10)
    })
    device.queue.writeBuffer(config, 0, configData)
    this.#bindGroup = device.createBindGroup({
      layout: pipeline.getBindGroupLayout(0),
      entries: [points, multiples, status, config, hits].map((b, binding) => ({
        binding,
        resource: { buffer: b },
      })),
    })
  }

  /** Compiles the kernel (cached per device) and draws the walks' starts (see the parameters). */
  static async create(parameters: GpuAddressSearchParameters): Promise<GpuAddressSearch> {
    checkParameters(parameters)
    const batch = parameters.batch ?? 256
    const code = addressSearchWgsl({ batch, contract: parameters.contract ?? false })
    const pipeline = await compiledSearch(parameters.device, code)
    return new GpuAddressSearch(parameters, pipeline, batch)
  }

  /** Keys tried since `create` (a walk that stopped is counted as if its rounds ran). */
  get attempts(): number {
    return this.#attempts
  }

  /** Matches beyond the `addressMaxHits` slots of one `search`: a pattern far too easy for its budget. */
  get droppedHits(): number {
    return this.#dropped
  }

  /** Walks restarted from a fresh k0 after a degenerate round. */
  get restarts(): number {
    return this.#restarts
  }

  /**
   * Tries at least `budget` more keys (whole rounds, at least one) and returns the verified hits.
   * The rounds are queued back to back, each with its round number, and read back once.
   */
  async search(budget: number): Promise<GpuAddressHit[]> {
    // one hit buffer and one readback: two searches in flight would read each other's hits
    if (this.#searching) throw new Error('GpuAddressSearch.search is already running')
    this.#searching = true
    try {
      return await this.#search(budget)
    } finally {
      this.#searching = false
    }
  }

  async #search(budget: number): Promise<GpuAddressHit[]> {
    const device = this.#device
    const { config, hits, status, staging } = this.#buffers
    const rounds = Math.max(1, Math.ceil(budget / this.attemptsPerRound))
    const firstRound = this.#round
    const workgroups = Math.ceil(this.walks / workgroupSize)
    device.queue.writeBuffer(hits, 0, new Uint32Array(1)) // count = 0
    for (let r = 0; r < rounds; r++) {
      device.queue.writeBuffer(config, 0, Uint32Array.of((firstRound + r) >>> 0))
      const encoder = device.createCommandEncoder()
      const pass = encoder.beginComputePass()
      pass.setPipeline(this.#pipeline)
      pass.setBindGroup(0, this.#bindGroup)
      pass.dispatchWorkgroups(workgroups)
      pass.end()
      device.queue.submit([encoder.finish()])
    }
    this.#round += rounds
    const encoder = device.createCommandEncoder()
    encoder.copyBufferToBuffer(hits, 0, staging, 0, hitBufferBytes)
    encoder.copyBufferToBuffer(status, 0, staging, hitBufferBytes, this.walks * 4)
    device.queue.submit([encoder.finish()])
    await staging.mapAsync(gpuMapModeRead)
    const words = new Uint32Array(staging.getMappedRange().slice(0))
    staging.unmap()
    this.#attempts += rounds * this.attemptsPerRound

    const found = Math.min(words[0]!, addressMaxHits)
    this.#dropped += words[0]! - found
    const verified: GpuAddressHit[] = []
    for (let h = 0; h < found; h++) {
      const entry = 1 + 4 * h
      // the kernel keeps 32 bits of the round; this search's rounds are firstRound onwards
      const round = firstRound + ((words[entry + 1]! - firstRound) >>> 0)
      verified.push(
        this.#verify({ walk: words[entry]!, round, index: words[entry + 2]!, variant: words[entry + 3]! }),
      )
    }
    // restarted after the hits are read: their keys belong to the k0 the walk had
    const statusWords = words.subarray(hitBufferBytes / 4)
    for (let walk = 0; walk < this.walks; walk++) if (statusWords[walk] !== 0) this.#restart(walk)
    return verified
  }

  #verify(hit: { walk: number; round: number; index: number; variant: number }): GpuAddressHit {
    const { walk, round, index, variant } = hit
    const point = (round - this.#startRounds[walk]!) * this.batch + index
    const privateKey = numberToHex(keyAtIndex(this.#k0s[walk]!, point * 6 + variant), { size: 32 })
    const address = privateKeyToAddress(privateKey)
    const contractAddress = this.#contract ? getContractAddress({ from: address, nonce: 0n }) : undefined
    const matched = contractAddress ?? address
    if (!matchesBytePatterns(hexToBytes(matched), this.#patterns))
      throw new GpuAddressVerifyError(matched, hit)
    return contractAddress ? { privateKey, address, contractAddress } : { privateKey, address }
  }

  #restart(walk: number): void {
    const k0 = drawStartScalar()
    this.#k0s[walk] = k0
    this.#startRounds[walk] = this.#round
    this.#restarts++
    this.#device.queue.writeBuffer(this.#buffers.points, walk * 64, pointWords([affine(k0)]))
    this.#device.queue.writeBuffer(this.#buffers.status, walk * 4, new Uint32Array(1))
  }

  /** Frees the buffers (the device stays the caller's) and forgets the walks' k0s. */
  destroy(): void {
    for (const buffer of Object.values(this.#buffers)) buffer.destroy()
    this.#k0s.fill(0n)
  }
}

export type SearchGpuAddressParameters = GpuAddressSearchParameters & {
  signal?: AbortSignal
  /** Keys tried so far, after every slice. */
  onProgress?: (attempts: number) => void
  /** Target duration of one slice (rounds queued together and read back once), 100 ms by default. */
  sliceMs?: number
}

export type SearchGpuAddressReturnType = (GpuAddressHit & { attempts: number }) | undefined

/**
 * Searches until the first verified hit or the signal aborts (then undefined). Slices grow or
 * shrink so each takes about `sliceMs`, which keeps the GPU busy and a stop prompt.
 *
 * @example
 * const { device } = (await requestGpuDevice(navigator.gpu))!
 * const found = await searchGpuAddress({
 *   device,
 *   patterns: [{ mask, value }],
 *   signal: controller.signal,
 *   onProgress: (attempts) => console.log(attempts),
 * })
 */
export async function searchGpuAddress(
  parameters: SearchGpuAddressParameters,
): Promise<SearchGpuAddressReturnType> {
  const { signal, onProgress, sliceMs = 100 } = parameters
  const search = await GpuAddressSearch.create(parameters)
  try {
    let budget = search.attemptsPerRound
    while (!signal?.aborted) {
      const began = performance.now()
      const [hit] = await search.search(budget)
      const elapsed = performance.now() - began
      onProgress?.(search.attempts)
      if (hit) return { ...hit, attempts: search.attempts }
      const scale = Math.min(4, Math.max(0.25, sliceMs / Math.max(elapsed, 1)))
      budget = Math.max(search.attemptsPerRound, Math.round(budget * scale))
    }
    return undefined
  } finally {
    search.destroy()
  }
}

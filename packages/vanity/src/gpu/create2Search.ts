import { type Address, bytesToHex, getContractAddress, type Hex, hexToBytes, isAddress, isHex } from 'viem'
import type { BytePattern } from '../vanityWasm.ts'
import {
  create2ConfigWords,
  create2CounterWord,
  create2HitBufferBytes,
  create2MaxHits,
  create2MaxPatterns,
  create2Wgsl,
  create2WorkgroupSize,
} from './create2Wgsl.ts'
import {
  type GpuBindGroup,
  type GpuBuffer,
  type GpuComputePipeline,
  type GpuDevice,
  gpuBufferUsage,
  gpuMapModeRead,
} from './gpuTypes.ts'
import { bytesToKeccakWords } from './keccakWgsl.ts'

export type Create2SearchParameters = {
  device: GpuDevice
  /** The contract that runs CREATE2 (a factory, the deterministic deployment proxy). */
  deployer: Address
  /** keccak256 of the init code (creation bytecode with its constructor arguments). */
  initCodeHash: Hex
  /** Any one matching is a hit; at most `create2MaxPatterns`. */
  patterns: readonly BytePattern[]
  /**
   * Invocations per dispatch, rounded up to whole workgroups of 64 (default 2^20: about a
   * millisecond of keccak on a data-centre GPU, small enough that a stop is honoured at once).
   */
  invocationsPerDispatch?: number
  /** Salts each invocation hashes (default 16): more amortises the setup, fewer spreads the work. */
  saltsPerInvocation?: number
  /** The 32-byte salt base; a fresh CSPRNG draw when omitted (tests pass one to be reproducible). */
  saltBase?: Uint8Array
}

/** A salt found on the GPU and re-derived on the CPU with viem. */
export type Create2Hit = { salt: Hex; address: Address }

/** The GPU reported a salt whose CREATE2 address, re-derived with viem, matches no pattern. */
export class Create2VerifyError extends Error {
  override name = 'Create2VerifyError'
  readonly salt: Hex
  readonly address: Address
  constructor(salt: Hex, address: Address) {
    super(`the GPU reported salt ${salt}, but its CREATE2 address ${address} matches no pattern`)
    this.salt = salt
    this.address = address
  }
}

/**
 * The salt the kernel hashes for invocation counter `counter` and inner index `inner` (see
 * create2Wgsl.ts): the base with salt bytes 19..30 XORed, as three little-endian words.
 *
 * @example
 * create2SaltAt(base, 5n, 0) // base with byte 23 ^= 5
 */
export function create2SaltAt(saltBase: Uint8Array, counter: bigint, inner: number): Uint8Array<ArrayBuffer> {
  const salt = Uint8Array.from(saltBase)
  const view = new DataView(salt.buffer)
  const xor = (offset: number, word: number) =>
    view.setUint32(offset, view.getUint32(offset, true) ^ word, true)
  xor(19, Number(counter >> 32n))
  xor(23, Number(counter & 0xffffffffn))
  xor(27, inner)
  return salt
}

/**
 * Whether `address` (20 bytes) matches one of the patterns.
 *
 * @example
 * matchesBytePatterns(hexToBytes(address), patterns)
 */
export function matchesBytePatterns(address: Uint8Array, patterns: readonly BytePattern[]): boolean {
  return patterns.some((pattern) =>
    pattern.mask.every((mask, b) => (address[b]! & mask) === pattern.value[b]),
  )
}

function checkParameters(parameters: Create2SearchParameters): void {
  const { deployer, initCodeHash, patterns, saltBase } = parameters
  if (!isAddress(deployer, { strict: false })) throw new TypeError(`deployer ${deployer} is not an address`)
  if (!isHex(initCodeHash) || initCodeHash.length !== 66) throw new TypeError('initCodeHash must be 32 bytes')
  if (patterns.length < 1 || patterns.length > create2MaxPatterns)
    throw new RangeError(`1 to ${create2MaxPatterns} patterns`)
  for (const { mask, value } of patterns) {
    if (mask.length !== 20 || value.length !== 20)
      throw new RangeError('a pattern covers the 20 address bytes')
    // a value bit outside its mask could never match: the search would run forever
    if (value.some((byte, b) => (byte & ~mask[b]!) !== 0))
      throw new RangeError('pattern value outside its mask')
  }
  if (saltBase && saltBase.length !== 32) throw new RangeError('saltBase must be 32 bytes')
  const { invocationsPerDispatch = 1, saltsPerInvocation = 1 } = parameters
  // the inner index is one u32 of the salt; a dispatch of 2^32 invocations would wrap the counter
  if (!Number.isInteger(saltsPerInvocation) || saltsPerInvocation < 1 || saltsPerInvocation > 0xffffffff)
    throw new RangeError('saltsPerInvocation: an integer from 1 to 2^32 - 1')
  if (
    !Number.isInteger(invocationsPerDispatch) ||
    invocationsPerDispatch < 1 ||
    invocationsPerDispatch > 2 ** 31
  )
    throw new RangeError('invocationsPerDispatch: an integer from 1 to 2^31')
}

/**
 * A CREATE2 salt search on one GPU device, VanityWasm's shape: `search(budget)` tries at least
 * `budget` more salts (whole dispatches) and returns the hits it found, each re-derived with viem's
 * `getContractAddress`; `attempts` counts the salts tried. A hit that does not re-derive to a
 * matching address throws `Create2VerifyError`: it is never returned.
 *
 * @example
 * const search = await Create2Search.create({ device, deployer, initCodeHash, patterns })
 * let hits: Create2Hit[] = []
 * while (hits.length === 0) hits = await search.search(100_000_000)
 * search.destroy()
 */
export class Create2Search {
  readonly saltBase: Uint8Array<ArrayBuffer>
  /** Salts one dispatch tries (invocations, rounded to whole workgroups, times salts per invocation). */
  readonly saltsPerDispatch: number
  #attempts = 0
  #dropped = 0
  #searching = false
  #counter = 0n
  readonly #device: GpuDevice
  readonly #parameters: Create2SearchParameters
  readonly #pipeline: GpuComputePipeline
  readonly #bindGroup: GpuBindGroup
  readonly #config: GpuBuffer
  readonly #hits: GpuBuffer
  readonly #staging: GpuBuffer
  readonly #workgroups: [number, number]
  readonly #invocations: number

  private constructor(
    parameters: Create2SearchParameters,
    pipeline: GpuComputePipeline,
    saltBase: Uint8Array<ArrayBuffer>,
  ) {
    const { device } = parameters
    this.#device = device
    this.#parameters = parameters
    this.#pipeline = pipeline
    this.saltBase = saltBase
    const saltsPerInvocation = parameters.saltsPerInvocation ?? 16
    // more workgroups than one dimension allows go into a second dimension; the kernel flattens
    const groups = Math.max(
      1,
      Math.ceil((parameters.invocationsPerDispatch ?? 2 ** 20) / create2WorkgroupSize),
    )
    const rows = Math.ceil(groups / device.limits.maxComputeWorkgroupsPerDimension)
    this.#workgroups = [Math.ceil(groups / rows), rows]
    this.#invocations = this.#workgroups[0] * rows * create2WorkgroupSize
    this.saltsPerDispatch = this.#invocations * saltsPerInvocation

    const config = new Uint32Array(create2ConfigWords)
    const preimage = new Uint8Array(86)
    preimage[0] = 0xff
    preimage.set(hexToBytes(parameters.deployer), 1)
    preimage.set(saltBase, 21)
    preimage.set(hexToBytes(parameters.initCodeHash), 53)
    preimage[85] = 0x01 // keccak's padding starts right after the input
    config.set(bytesToKeccakWords(preimage), 0)
    config[24] = saltsPerInvocation
    config[25] = parameters.patterns.length
    parameters.patterns.forEach(({ mask, value }, p) => {
      config.set(bytesToKeccakWords(mask), 26 + p * 10)
      config.set(bytesToKeccakWords(value), 31 + p * 10)
    })
    this.#config = device.createBuffer({
      label: 'create2 config',
      size: config.byteLength,
      usage: gpuBufferUsage.storage | gpuBufferUsage.copyDst,
    })
    device.queue.writeBuffer(this.#config, 0, config)
    this.#hits = device.createBuffer({
      label: 'create2 hits',
      size: create2HitBufferBytes,
      usage: gpuBufferUsage.storage | gpuBufferUsage.copySrc | gpuBufferUsage.copyDst,
    })
    this.#staging = device.createBuffer({
      label: 'create2 hits readback',
      size: create2HitBufferBytes,
      usage: gpuBufferUsage.mapRead | gpuBufferUsage.copyDst,
    })
    this.#bindGroup = device.createBindGroup({
      layout: pipeline.getBindGroupLayout(0),
      entries: [
        { binding: 0, resource: { buffer: this.#config } },
        { binding: 1, resource: { buffer: this.#hits } },
      ],
    })
  }

  /** Compiles the kernel and sets up a search (see `Create2SearchParameters`). */
  static async create(parameters: Create2SearchParameters): Promise<Create2Search> {
    checkParameters(parameters)
    const { device } = parameters
    const module = device.createShaderModule({ label: 'create2 search', code: create2Wgsl })
    const errors = (await module.getCompilationInfo()).messages.filter((m) => m.type === 'error')
    if (errors.length > 0)
      throw new Error(
        `create2 kernel: ${errors.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`).join('; ')}`,
      )
    const pipeline = await device.createComputePipelineAsync({
      label: 'create2 search',
      layout: 'auto',
      compute: { module, entryPoint: 'main' },
    })
    // the salt needs no secrecy, but a fresh random base keeps two searches (two users, two tabs)
    // from walking the same salts
    const saltBase = Uint8Array.from(parameters.saltBase ?? crypto.getRandomValues(new Uint8Array(32)))
    return new Create2Search(parameters, pipeline, saltBase)
  }

  /** Salts tried since `create`. */
  get attempts(): number {
    return this.#attempts
  }

  /**
   * Matches the kernel found but had no slot for (more than `create2MaxHits` in one `search`):
   * only a pattern far too easy for its budget gets here, and the kept hits are still valid.
   */
  get droppedHits(): number {
    return this.#dropped
  }

  /**
   * Tries at least `budget` more salts (whole dispatches, at least one) and returns the verified
   * hits among them. The dispatches are queued back to back, each with its own counter, and read
   * back once, so the GPU never waits on the host between them.
   */
  async search(budget: number): Promise<Create2Hit[]> {
    // one readback buffer and one hit buffer: two searches in flight would read each other's hits
    if (this.#searching) throw new Error('Create2Search.search is already running')
    this.#searching = true
    try {
      return await this.#search(budget)
    } finally {
      this.#searching = false
    }
  }

  async #search(budget: number): Promise<Create2Hit[]> {
    const device = this.#device
    const dispatches = Math.max(1, Math.ceil(budget / this.saltsPerDispatch))
    device.queue.writeBuffer(this.#hits, 0, new Uint32Array(1)) // count = 0
    const starts: bigint[] = []
    for (let d = 0; d < dispatches; d++) {
      starts.push(this.#counter)
      const counter = Uint32Array.of(Number(this.#counter & 0xffffffffn), Number(this.#counter >> 32n))
      device.queue.writeBuffer(this.#config, create2CounterWord * 4, counter)
      const encoder = device.createCommandEncoder()
      const pass = encoder.beginComputePass()
      pass.setPipeline(this.#pipeline)
      pass.setBindGroup(0, this.#bindGroup)
      pass.dispatchWorkgroups(...this.#workgroups)
      pass.end()
      device.queue.submit([encoder.finish()])
      this.#counter += BigInt(this.#invocations)
    }
    const encoder = device.createCommandEncoder()
    encoder.copyBufferToBuffer(this.#hits, 0, this.#staging, 0, create2HitBufferBytes)
    device.queue.submit([encoder.finish()])
    await this.#staging.mapAsync(gpuMapModeRead)
    const words = new Uint32Array(this.#staging.getMappedRange().slice(0))
    this.#staging.unmap()
    this.#attempts += dispatches * this.saltsPerDispatch
    const found = Math.min(words[0]!, create2MaxHits)
    this.#dropped += words[0]! - found
    const hits: Create2Hit[] = []
    for (let h = 0; h < found; h++) {
      const counter = (BigInt(words[2 + 3 * h]!) << 32n) | BigInt(words[1 + 3 * h]!)
      hits.push(this.#verify(create2SaltAt(this.saltBase, counter, words[3 + 3 * h]!)))
    }
    return hits
  }

  #verify(saltBytes: Uint8Array): Create2Hit {
    const { deployer, initCodeHash, patterns } = this.#parameters
    const salt = bytesToHex(saltBytes)
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: deployer,
      salt,
      bytecodeHash: initCodeHash,
    })
    if (!matchesBytePatterns(hexToBytes(address), patterns)) throw new Create2VerifyError(salt, address)
    return { salt, address }
  }

  /** Frees the buffers (the device stays the caller's). */
  destroy(): void {
    for (const buffer of [this.#config, this.#hits, this.#staging]) buffer.destroy()
  }
}

export type SearchCreate2Parameters = Create2SearchParameters & {
  signal?: AbortSignal
  /** Salts tried so far, after every slice. */
  onProgress?: (attempts: number) => void
  /** Target duration of one slice (queued dispatches read back together), 100 ms by default. */
  sliceMs?: number
}

export type SearchCreate2ReturnType = (Create2Hit & { attempts: number }) | undefined

/**
 * Searches until the first verified hit or the signal aborts (then undefined). Slices grow or
 * shrink so each takes about `sliceMs`, which keeps the GPU busy and a stop prompt.
 *
 * @example
 * const { device } = (await requestGpuDevice(navigator.gpu))!
 * const found = await searchCreate2({
 *   device,
 *   deployer: '0x4e59b44847b379578588920ca78fbf26c0b4956c',
 *   initCodeHash: keccak256(bytecode),
 *   patterns: [{ mask, value }],
 *   signal: controller.signal,
 *   onProgress: (attempts) => console.log(attempts),
 * })
 */
export async function searchCreate2(parameters: SearchCreate2Parameters): Promise<SearchCreate2ReturnType> {
  const { signal, onProgress, sliceMs = 100 } = parameters
  const search = await Create2Search.create(parameters)
  try {
    let budget = search.saltsPerDispatch
    while (!signal?.aborted) {
      const began = performance.now()
      const [hit] = await search.search(budget)
      const elapsed = performance.now() - began
      onProgress?.(search.attempts)
      if (hit) return { ...hit, attempts: search.attempts }
      const scale = Math.min(4, Math.max(0.25, sliceMs / Math.max(elapsed, 1)))
      budget = Math.max(search.saltsPerDispatch, Math.round(budget * scale))
    }
    return undefined
  } finally {
    search.destroy()
  }
}

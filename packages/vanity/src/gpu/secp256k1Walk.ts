/// <reference types="@webgpu/types" />
/**
 * The point walk of the GPU vanity search: one invocation per walk, each holding one affine point
 * P (at first P0 = k0·G for its own CSPRNG k0). A dispatch is one round: the invocation computes
 * P + G, P + 2G, ..., P + B·G with a single field inversion shared by the B additions (Montgomery's
 * trick over its own batch), hands P, P + G, ..., P + (B-1)·G to a visitor (index j is the key
 * k0 + round·B + j, as in the WebAssembly walk) and keeps P + B·G for the next round.
 *
 * Why this shape rather than the WebAssembly one (B points each stepped by B·G): here a walk keeps
 * one point between rounds, and the multiples jG are one table every invocation reads in step (the
 * same address at the same time, which GPUs serve as a broadcast). The only per-invocation array
 * is the B running products of Montgomery's trick, 32 bytes per point.
 *
 * Cost per point: 5 multiplications, 1 squaring and 7 subtractions, plus 1/B of an inversion (255
 * squarings and 15 multiplications); the visitor adds 1 multiplication for β·x (β²·x = -x - β·x).
 *
 * A round meets x_P = x_jG only when P = ±jG (probability about B·2^-255 per round): the walk then
 * stops, its status turns 1 and nothing of that round is visited; the host restarts it from a new k0.
 */
import type { AffinePoint } from '../vanityWasm.ts'
import { readFieldLimbs, secp256k1FieldWgsl, writeFieldLimbs } from './secp256k1Wgsl.ts'

/**
 * Most points per shared inversion. The per-invocation array of running products is B·32 bytes,
 * and SwiftShader (the CPU WebGPU of the tests and of machines without a GPU) crashed the process
 * with a segfault at 1024 with the test visitor (32 KiB per invocation, times its SIMD width: most
 * likely a worker's stack); 512 runs. Measured there, an inversion costs what ~35 additions do
 * (about 85 µs against 2.5 µs per point on two shared cores), so at 256 it is ~12% of a round of
 * the bare walk and at 512 ~6%; once the address check is fused each point costs more and the
 * share falls further.
 */
export const maxWalkBatch = 512

/**
 * The test visitor: writes x, y, β·x, β²·x of every visited point to binding 3, 32 u32 per point,
 * walk-major (walk w, index j at (w·B + j)·32).
 */
export const writePointsVisitor = `
@group(0) @binding(3) var<storage, read_write> visited: array<u32>;

fn visitPoint(walk: u32, index: u32, point: AffinePoint) {
  let xs = secpEndomorphismXs(point.x);
  let base = (walk * BATCH + index) * 32u;
  for (var k = 0u; k < 8u; k++) {
    visited[base + k] = point.x[k];
    visited[base + 8u + k] = point.y[k];
    visited[base + 16u + k] = xs[0][k];
    visited[base + 24u + k] = xs[1][k];
  }
}
`

export type Secp256k1WalkWgslOptions = {
  /** Points per round and per walk, sharing one inversion (1 to `maxWalkBatch`). */
  batch: number
  /** Invocations per workgroup (64). */
  workgroupSize?: number
  /**
   * WGSL that defines `fn visitPoint(walk: u32, index: u32, point: AffinePoint)` and the bindings
   * it uses (group 0, binding 3 and up); `BATCH` and the field chunk's names are in scope.
   * Default: `writePointsVisitor`.
   */
  visitPoint?: string
}

/**
 * The whole shader: the field chunk, the walk kernel (entry point `walk`) and the visitor.
 * Bindings: 0 the walks' current points (16 u32 each: x then y limbs), 1 the multiples G..B·G
 * (16 u32 each), 2 the walks' status (u32 each, 0 = walking, 1 = stopped on a degenerate round).
 *
 * @example
 * const code = secp256k1WalkWgsl({ batch: 256, visitPoint: myAddressCheck })
 * const module = device.createShaderModule({ code })
 */
export function secp256k1WalkWgsl({
  batch,
  workgroupSize = 64,
  visitPoint = writePointsVisitor,
}: Secp256k1WalkWgslOptions): string {
  if (!Number.isInteger(batch) || batch < 1 || batch > maxWalkBatch)
    throw new RangeError(`batch must be an integer from 1 to ${maxWalkBatch}`)
  return `${secp256k1FieldWgsl}
const BATCH: u32 = ${batch}u;

@group(0) @binding(0) var<storage, read_write> walkPoints: array<u32>;
@group(0) @binding(1) var<storage, read> multiples: array<u32>;
@group(0) @binding(2) var<storage, read_write> walkStatus: array<u32>;

fn multiple(j: u32) -> AffinePoint {
  var point: AffinePoint;
  for (var k = 0u; k < 8u; k++) {
    point.x[k] = multiples[j * 16u + k];
    point.y[k] = multiples[j * 16u + 8u + k];
  }
  return point;
}

@compute @workgroup_size(${workgroupSize})
fn walk(@builtin(global_invocation_id) id: vec3u) {
  let w = id.x;
  if (w >= arrayLength(&walkStatus) || walkStatus[w] != 0u) {
    return;
  }
  var start: AffinePoint;
  for (var k = 0u; k < 8u; k++) {
    start.x[k] = walkPoints[w * 16u + k];
    start.y[k] = walkPoints[w * 16u + 8u + k];
  }
  // running[j] = product of (x_iG - x_P) for i = 1..j+1
  var running: array<Fe, BATCH>;
  var product = FE_ONE;
  for (var j = 0u; j < BATCH; j++) {
    product = feMul(product, feSub(multiple(j).x, start.x));
    running[j] = product;
  }
  if (feIsZero(product)) {
    walkStatus[w] = 1u;
    return;
  }
  // inverse = 1 / running[j] at the top of each pass, so 1 / (x_(j+1)G - x_P) = inverse · running[j-1]
  var inverse = feInv(product);
  var next: AffinePoint;
  for (var j = BATCH; j > 0u; j--) {
    let i = j - 1u;
    let q = multiple(i);
    var differenceInverse = inverse;
    if (i > 0u) {
      differenceInverse = feMul(inverse, running[i - 1u]);
      inverse = feMul(inverse, feSub(q.x, start.x));
    }
    let sum = secpAddWithInverse(start, q, differenceInverse);
    // P + B·G is the next round's start, so this pass visits P itself: one call site, so a
    // driver that inlines (all do) holds one copy of the visitor (six keccaks once fused)
    var point = sum;
    var index = i + 1u;
    if (i == BATCH - 1u) {
      next = sum;
      point = start;
      index = 0u;
    }
    visitPoint(w, index, point);
  }
  for (var k = 0u; k < 8u; k++) {
    walkPoints[w * 16u + k] = next.x[k];
    walkPoints[w * 16u + 8u + k] = next.y[k];
  }
}
${visitPoint}`
}

/** One visited point as the test visitor writes it. */
export type WalkedPoint = { x: bigint; y: bigint; betaX: bigint; beta2X: bigint }

export type CreateSecp256k1WalkParameters = {
  /** Points per round and per walk (1 to `maxWalkBatch`). */
  batch: number
  /** The walks' first points, k0·G for a fresh CSPRNG k0 each (computed by the caller, e.g. noble). */
  starts: readonly AffinePoint[]
  /** G, 2G, ..., batch·G. */
  multiples: readonly AffinePoint[]
  workgroupSize?: number
  /**
   * Another visitor than the points writer (the fused address check): its WGSL and the bind-group
   * entries of its bindings (3 and up). Without it, `readPoints` returns every visited point.
   */
  visitor?: { source: string; entries: GPUBindGroupEntry[] }
}

export type Secp256k1Walk = {
  readonly batch: number
  readonly walks: number
  /** Runs `rounds` rounds (one dispatch each, one submission) and waits for the queue. */
  run(rounds?: number): Promise<void>
  /** The test visitor's output of the last round: per walk, its `batch` points in key order. */
  readPoints(): Promise<WalkedPoint[][]>
  /** The current points (the first point of the next round) and which walks stopped. */
  readState(): Promise<{ points: AffinePoint[]; stopped: number[] }>
  /** Puts walk `walk` at `start` (a new k0·G) and lets it walk again. */
  restart(walk: number, start: AffinePoint): void
  destroy(): void
}

function pointWords(points: readonly AffinePoint[]): Uint32Array<ArrayBuffer> {
  const words = new Uint32Array(points.length * 16)
  points.forEach((point, i) => {
    writeFieldLimbs(words, i * 16, point.x)
    writeFieldLimbs(words, i * 16 + 8, point.y)
  })
  return words
}

async function readBuffer(device: GPUDevice, buffer: GPUBuffer): Promise<Uint32Array> {
  const readback = device.createBuffer({
    size: buffer.size,
    usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST,
  })
  const encoder = device.createCommandEncoder()
  encoder.copyBufferToBuffer(buffer, 0, readback, 0, buffer.size)
  device.queue.submit([encoder.finish()])
  await readback.mapAsync(GPUMapMode.READ)
  const words = new Uint32Array(readback.getMappedRange().slice(0))
  readback.destroy()
  return words
}

/**
 * Pipelines by device and source: a new search (or a restarted one) reuses the compiled walk,
 * which takes seconds to build on SwiftShader (it inlines every field multiplication).
 */
const pipelines = new WeakMap<GPUDevice, Map<string, Promise<GPUComputePipeline>>>()

function compiledWalk(device: GPUDevice, code: string): Promise<GPUComputePipeline> {
  const byCode = pipelines.get(device) ?? new Map<string, Promise<GPUComputePipeline>>()
  pipelines.set(device, byCode)
  let pipeline = byCode.get(code)
  if (!pipeline) {
    pipeline = device.createComputePipelineAsync({
      layout: 'auto',
      compute: { module: device.createShaderModule({ code }), entryPoint: 'walk' },
    })
    // a failed compilation is not kept: the next call reports its own error
    pipeline.catch(() => byCode.delete(code))
    byCode.set(code, pipeline)
  }
  return pipeline
}

/**
 * Compiles the walk and uploads its starts and multiples; `run` then advances every walk by
 * `batch` keys per round. Walks are at most 65,535 workgroups' worth (one dispatch dimension).
 *
 * @example
 * const multiples = Array.from({ length: 256 }, (_, j) => G.multiply(BigInt(j + 1)).toAffine())
 * const walk = await createSecp256k1Walk(device, { batch: 256, starts, multiples })
 * await walk.run()
 * const points = await walk.readPoints() // points[w][j] = (k0_w + j)·G
 */
export async function createSecp256k1Walk(
  device: GPUDevice,
  { batch, starts, multiples, workgroupSize = 64, visitor }: CreateSecp256k1WalkParameters,
): Promise<Secp256k1Walk> {
  if (multiples.length !== batch) throw new RangeError('multiples must hold G, 2G, ..., batch·G')
  const walks = starts.length
  const workgroups = Math.ceil(walks / workgroupSize)
  if (walks < 1 || workgroups > 65_535) throw new RangeError('1 to 65,535 workgroups of walks')
  const code = secp256k1WalkWgsl({ batch, workgroupSize, visitPoint: visitor?.source ?? writePointsVisitor })
  const storage = GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST
  const walkPoints = device.createBuffer({ size: walks * 64, usage: storage })
  const multiplesBuffer = device.createBuffer({ size: batch * 64, usage: storage })
  const status = device.createBuffer({ size: walks * 4, usage: storage })
  const visited = visitor ? undefined : device.createBuffer({ size: walks * batch * 128, usage: storage })
  device.queue.writeBuffer(walkPoints, 0, pointWords(starts))
  device.queue.writeBuffer(multiplesBuffer, 0, pointWords(multiples))

  device.pushErrorScope('validation')
  const pipeline = await compiledWalk(device, code)
  const bindGroup = device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [
      { binding: 0, resource: { buffer: walkPoints } },
      { binding: 1, resource: { buffer: multiplesBuffer } },
      { binding: 2, resource: { buffer: status } },
      ...(visited ? [{ binding: 3, resource: { buffer: visited } }] : (visitor?.entries ?? [])),
    ],
  })
  const error = await device.popErrorScope()
  if (error) throw new Error(`secp256k1 walk: ${error.message}`)

  return {
    batch,
    walks,
    async run(rounds = 1) {
      const encoder = device.createCommandEncoder()
      const pass = encoder.beginComputePass()
      pass.setPipeline(pipeline)
      pass.setBindGroup(0, bindGroup)
      // consecutive dispatches see each other's writes (WebGPU orders them)
      for (let round = 0; round < rounds; round++) pass.dispatchWorkgroups(workgroups)
      pass.end()
      device.queue.submit([encoder.finish()])
      await device.queue.onSubmittedWorkDone()
    },
    async readPoints() {
      if (!visited) throw new Error('readPoints needs the default visitor')
      const words = await readBuffer(device, visited)
      return Array.from({ length: walks }, (_, w) =>
        Array.from({ length: batch }, (_, j) => {
          const base = (w * batch + j) * 32
          return {
            x: readFieldLimbs(words, base),
            y: readFieldLimbs(words, base + 8),
            betaX: readFieldLimbs(words, base + 16),
            beta2X: readFieldLimbs(words, base + 24),
          }
        }),
      )
    },
    async readState() {
      const points = await readBuffer(device, walkPoints)
      const flags = await readBuffer(device, status)
      return {
        points: Array.from({ length: walks }, (_, w) => ({
          x: readFieldLimbs(points, w * 16),
          y: readFieldLimbs(points, w * 16 + 8),
        })),
        stopped: [...flags.keys()].filter((w) => flags[w] !== 0),
      }
    },
    restart(walk, start) {
      device.queue.writeBuffer(walkPoints, walk * 64, pointWords([start]))
      device.queue.writeBuffer(status, walk * 4, new Uint32Array([0]))
    },
    destroy() {
      for (const buffer of [walkPoints, multiplesBuffer, status, visited]) buffer?.destroy()
    },
  }
}

/// <reference types="@webgpu/types" />
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { gpuTestTimeoutMs } from '../../testing/nodeGpuDevice.ts'
import { mod, powModP } from '../../testing/referenceMath.ts'
import { webGpuTestDevice } from '../../testing/webGpuTestDevice.ts'
import { secp256k1Beta, secp256k1P } from '../vanityWasm.ts'
import { readFieldLimbs, secp256k1FieldWgsl, writeFieldLimbs } from './secp256k1Wgsl.ts'

const p = secp256k1P
const random256 = () => BigInt(`0x${randomBytes(32).toString('hex')}`)

const device = await webGpuTestDevice()
afterAll(() => device?.destroy())

/** Per case: a + b, a - b, a·b, a², 1/a, -a, β·a, β²·a (8 limbs each). */
const results = ['add', 'sub', 'mul', 'sqr', 'inv', 'neg', 'beta', 'beta2'] as const

const fieldTestKernel = `
@group(0) @binding(0) var<storage, read> operands: array<u32>;
@group(0) @binding(1) var<storage, read_write> outputs: array<u32>;

fn store(i: u32, slot: u32, r: Fe) {
  for (var k = 0u; k < 8u; k++) {
    outputs[(i * ${results.length}u + slot) * 8u + k] = r[k];
  }
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let i = id.x;
  if (i >= arrayLength(&operands) / 16u) {
    return;
  }
  var a: Fe;
  var b: Fe;
  for (var k = 0u; k < 8u; k++) {
    a[k] = operands[i * 16u + k];
    b[k] = operands[i * 16u + 8u + k];
  }
  store(i, 0u, feAdd(a, b));
  store(i, 1u, feSub(a, b));
  store(i, 2u, feMul(a, b));
  store(i, 3u, feSqr(a));
  store(i, 4u, feInv(a));
  store(i, 5u, feNeg(a));
  let xs = secpEndomorphismXs(a);
  store(i, 6u, xs[0]);
  store(i, 7u, xs[1]);
}
`

let fieldPipeline: Promise<GPUComputePipeline> | undefined

/** Runs the test kernel over (a, b) pairs, every operand canonical. */
async function runField(gpu: GPUDevice, pairs: [bigint, bigint][]) {
  const input = new Uint32Array(pairs.length * 16)
  pairs.forEach(([a, b], i) => {
    writeFieldLimbs(input, i * 16, a)
    writeFieldLimbs(input, i * 16 + 8, b)
  })
  const size = pairs.length * results.length * 32
  const operands = gpu.createBuffer({
    size: input.byteLength,
    usage: GPUBufferUsage.STORAGE,
    mappedAtCreation: true,
  })
  new Uint32Array(operands.getMappedRange()).set(input)
  operands.unmap()
  const outputs = gpu.createBuffer({ size, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC })
  const readback = gpu.createBuffer({ size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST })
  gpu.pushErrorScope('validation')
  // compiled once for the file: SwiftShader's JIT needs about 2 s
  fieldPipeline ??= gpu.createComputePipelineAsync({
    layout: 'auto',
    compute: { module: gpu.createShaderModule({ code: `${secp256k1FieldWgsl}\n${fieldTestKernel}` }) },
  })
  const pipeline = await fieldPipeline
  const bindGroup = gpu.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [
      { binding: 0, resource: { buffer: operands } },
      { binding: 1, resource: { buffer: outputs } },
    ],
  })
  const encoder = gpu.createCommandEncoder()
  const pass = encoder.beginComputePass()
  pass.setPipeline(pipeline)
  pass.setBindGroup(0, bindGroup)
  pass.dispatchWorkgroups(Math.ceil(pairs.length / 64))
  pass.end()
  encoder.copyBufferToBuffer(outputs, 0, readback, 0, size)
  gpu.queue.submit([encoder.finish()])
  const error = await gpu.popErrorScope()
  if (error) throw new Error(error.message)
  await readback.mapAsync(GPUMapMode.READ)
  const words = new Uint32Array(readback.getMappedRange().slice(0))
  readback.unmap()
  for (const buffer of [operands, outputs, readback]) buffer.destroy()
  return pairs.map((_, i) =>
    Object.fromEntries(
      results.map((name, slot) => [name, readFieldLimbs(words, (i * results.length + slot) * 8)]),
    ),
  ) as Record<(typeof results)[number], bigint>[]
}

describe.skipIf(!device)('secp256k1 field arithmetic in WGSL', { timeout: gpuTestTimeoutMs }, () => {
  // carries across every limb boundary, the values next to p, and the folding constants
  const edges = [
    0n,
    1n,
    2n,
    977n,
    2n ** 32n - 1n,
    2n ** 32n,
    2n ** 32n + 977n,
    2n ** 64n - 1n,
    2n ** 128n - 1n,
    2n ** 224n - 1n,
    2n ** 255n,
    2n ** 255n + 2n ** 32n,
    (p - 1n) / 2n,
    (p + 1n) / 2n,
    2n ** 256n - 2n ** 33n,
    p - 2n ** 32n,
    p - 978n,
    p - 2n,
    p - 1n,
  ]

  it('adds, subtracts, multiplies, squares, negates and inverts like BigInt on edge and random values', async () => {
    const randoms = Array.from({ length: 24 }, () => mod(random256()))
    const values = [...edges, ...randoms]
    const pairs: [bigint, bigint][] = []
    for (const a of values) for (const b of values) pairs.push([a, b])
    const got = await runField(device!, pairs)
    pairs.forEach(([a, b], i) => {
      const r = got[i]!
      const label = `a = ${a.toString(16)}, b = ${b.toString(16)}`
      expect(r.add, label).toBe(mod(a + b))
      expect(r.sub, label).toBe(mod(a - b))
      expect(r.mul, label).toBe(mod(a * b))
      expect(r.sqr, label).toBe(mod(a * a))
      expect(r.neg, label).toBe(mod(-a))
    })
    // one inversion per distinct a is enough (b does not take part)
    values.forEach((a, row) => {
      const inverse = got[row * values.length]!.inv
      expect(inverse, `1/${a.toString(16)}`).toBe(powModP(a, p - 2n))
      if (a !== 0n) expect(mod(inverse * a)).toBe(1n)
    })
  })

  it('gives β·x and β²·x (the x of λP and λ²P)', async () => {
    const values = [0n, 1n, p - 1n, ...Array.from({ length: 30 }, () => mod(random256()))]
    const got = await runField(
      device!,
      values.map((a) => [a, 0n]),
    )
    values.forEach((a, i) => {
      expect(got[i]!.beta).toBe(mod(a * secp256k1Beta))
      expect(got[i]!.beta2).toBe(mod(a * secp256k1Beta * secp256k1Beta))
    })
  })

  it('multiplies 2000 random pairs like BigInt (canonical results below p)', async () => {
    const pairs = Array.from({ length: 2000 }, (): [bigint, bigint] => [mod(random256()), mod(random256())])
    const got = await runField(device!, pairs)
    pairs.forEach(([a, b], i) => {
      expect(got[i]!.mul).toBe(mod(a * b))
      expect(got[i]!.sqr).toBe(mod(a * a))
    })
  })
})

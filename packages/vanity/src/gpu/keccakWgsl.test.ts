import { keccak_256 } from '@noble/hashes/sha3'
import { afterAll, describe, expect, it } from 'vitest'
import { gpuTestDevice, gpuTestTimeoutMs } from '../../testing/nodeGpuDevice.ts'
import { type GpuDevice, gpuBufferUsage, gpuMapModeRead } from './gpuTypes.ts'
import { bytesToKeccakWords, keccakWgsl, keccakWordsToBytes } from './keccakWgsl.ts'

const gpu = await gpuTestDevice()
afterAll(() => gpu?.device.destroy())

/** Runs `main` of `code` over `count` invocations: binding 0 holds `input`, binding 1 `outputWords` words. */
async function runKernel(
  device: GpuDevice,
  code: string,
  input: Uint32Array<ArrayBuffer>,
  outputWords: number,
  count: number,
): Promise<Uint32Array> {
  const module = device.createShaderModule({ code })
  const errors = (await module.getCompilationInfo()).messages.filter((m) => m.type === 'error')
  expect(errors.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`)).toEqual([])
  const pipeline = await device.createComputePipelineAsync({
    layout: 'auto',
    compute: { module, entryPoint: 'main' },
  })
  const inputBuffer = device.createBuffer({
    size: input.byteLength,
    usage: gpuBufferUsage.storage | gpuBufferUsage.copyDst,
  })
  const output = device.createBuffer({
    size: outputWords * 4,
    usage: gpuBufferUsage.storage | gpuBufferUsage.copySrc,
  })
  const staging = device.createBuffer({
    size: outputWords * 4,
    usage: gpuBufferUsage.mapRead | gpuBufferUsage.copyDst,
  })
  device.queue.writeBuffer(inputBuffer, 0, input)
  const encoder = device.createCommandEncoder()
  const pass = encoder.beginComputePass()
  pass.setPipeline(pipeline)
  pass.setBindGroup(
    0,
    device.createBindGroup({
      layout: pipeline.getBindGroupLayout(0),
      entries: [
        { binding: 0, resource: { buffer: inputBuffer } },
        { binding: 1, resource: { buffer: output } },
      ],
    }),
  )
  pass.dispatchWorkgroups(Math.ceil(count / 64))
  pass.end()
  encoder.copyBufferToBuffer(output, 0, staging, 0, outputWords * 4)
  device.queue.submit([encoder.finish()])
  await staging.mapAsync(gpuMapModeRead)
  const words = new Uint32Array(staging.getMappedRange().slice(0))
  staging.unmap()
  for (const buffer of [inputBuffer, output, staging]) buffer.destroy()
  return words
}

/** Hashes each input (all of `length` 64 or 85) with the chunk's keccak256_<length> on the GPU. */
async function gpuKeccak(device: GpuDevice, length: 64 | 85, inputs: Uint8Array[]): Promise<Uint8Array[]> {
  const words = length === 64 ? 16 : 22
  const code = `${keccakWgsl}
@group(0) @binding(0) var<storage, read> inputs: array<u32>;
@group(0) @binding(1) var<storage, read_write> outputs: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
  let n = id.x;
  if (n >= ${inputs.length}u) { return; }
  var input: array<u32, ${words}>;
  for (var i = 0u; i < ${words}u; i++) { input[i] = inputs[n * ${words}u + i]; }
  // twice, so a state left over from the first call (a missed zero-initialisation) would show
  var hash: array<u32, 8>;
  for (var call = 0u; call < 2u; call++) { hash = keccak256_${length}(input); }
  for (var i = 0u; i < 8u; i++) { outputs[n * 8u + i] = hash[i]; }
}`
  const packed = new Uint32Array(inputs.length * words)
  for (const [n, input] of inputs.entries()) packed.set(bytesToKeccakWords(input), n * words)
  const hashes = await runKernel(device, code, packed, inputs.length * 8, inputs.length)
  return inputs.map((_, n) => keccakWordsToBytes(hashes.subarray(n * 8, n * 8 + 8)))
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const fromHex = (text: string) => new Uint8Array(Buffer.from(text.replace(/^0x/, ''), 'hex'))

/** 0xff ++ deployer ++ salt ++ keccak256(initCode), EIP-1014's preimage. */
function create2Preimage(deployer: string, salt: string, initCode: string): Uint8Array {
  return new Uint8Array([0xff, ...fromHex(deployer), ...fromHex(salt), ...keccak_256(fromHex(initCode))])
}

/** EIP-1014's examples: deployer, salt, init code, the address (hash bytes 12..31) they give. */
const eip1014Examples = [
  [
    '0x0000000000000000000000000000000000000000',
    '0x'.padEnd(66, '0'),
    '0x00',
    '0x4D1A2e2bB4F88F0250f26Ffff098B0b30B26BF38',
  ],
  [
    '0xdeadbeef00000000000000000000000000000000',
    '0x'.padEnd(66, '0'),
    '0x00',
    '0xB928f69Bb1D91Cd65274e3c79d8986362984fDA3',
  ],
  [
    '0xdeadbeef00000000000000000000000000000000',
    `0x${'000000000000000000000000feed000000000000000000000000000000000000'}`,
    '0x00',
    '0xD04116cDd17beBE565EB2422F2497E06cC1C9833',
  ],
  [
    '0x0000000000000000000000000000000000000000',
    '0x'.padEnd(66, '0'),
    '0xdeadbeef',
    '0x70f2b2914A2a4b783FaEFb75f459A580616Fcb5e',
  ],
  [
    '0x00000000000000000000000000000000deadbeef',
    `0x${'00000000000000000000000000000000000000000000000000000000cafebabe'}`,
    '0xdeadbeef',
    '0x60f3f640a8508fC6a86d45DF051962668E1e8AC7',
  ],
  [
    '0x00000000000000000000000000000000deadbeef',
    `0x${'00000000000000000000000000000000000000000000000000000000cafebabe'}`,
    `0x${'deadbeef'.repeat(11)}`,
    '0x1d8bfDC5D46DC4f61D6b6115972536eBE6A8854C',
  ],
  [
    '0x0000000000000000000000000000000000000000',
    '0x'.padEnd(66, '0'),
    '0x',
    '0xE33C0C7F7df4809055C3ebA6c09CFe4BaF1BD9e0',
  ],
] as const

describe.skipIf(!gpu)(`WGSL keccak-256 (${gpu?.adapterName})`, { timeout: gpuTestTimeoutMs }, () => {
  const device = gpu?.device as GpuDevice // collected even when skipped: undefined then, never used

  it("gives EIP-1014's CREATE2 addresses from their 85-byte preimages", async () => {
    const preimages = eip1014Examples.map(([deployer, salt, initCode]) =>
      create2Preimage(deployer, salt, initCode),
    )
    const hashes = await gpuKeccak(device, 85, preimages)
    hashes.forEach((hash, n) => {
      expect(hash).toEqual(keccak_256(preimages[n]!))
      expect(`0x${hex(hash.subarray(12))}`).toBe(eip1014Examples[n]![3].toLowerCase())
    })
  })

  it('matches @noble/hashes on random 85-byte and 64-byte inputs', async () => {
    const random = (length: number) => crypto.getRandomValues(new Uint8Array(length))
    const edges = (length: number) => [new Uint8Array(length), new Uint8Array(length).fill(0xff)]
    for (const length of [85, 64] as const) {
      const inputs = [...edges(length), ...Array.from({ length: 200 }, () => random(length))]
      const hashes = await gpuKeccak(device, length, inputs)
      expect(hashes.map(hex)).toEqual(inputs.map((input) => hex(keccak_256(input))))
    }
  })

  it('keccak_bswap turns a big-endian limb into the byte order the chunk reads', async () => {
    const code = `${keccakWgsl}
@group(0) @binding(0) var<storage, read> inputs: array<u32>;
@group(0) @binding(1) var<storage, read_write> outputs: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
  if (id.x < 3u) { outputs[id.x] = keccak_bswap(inputs[id.x]); }
}`
    const limbs = Uint32Array.of(0x11223344, 0xff000001, 0)
    const swapped = await runKernel(device, code, limbs, 3, 3)
    // a limb's big-endian bytes, packed as the chunk reads them, equal the swapped word
    const bigEndian = new Uint8Array(12)
    for (const [i, limb] of limbs.entries()) new DataView(bigEndian.buffer).setUint32(4 * i, limb, false)
    expect([...swapped]).toEqual([...bytesToKeccakWords(bigEndian)])
    expect(swapped[0]).toBe(0x44332211)
  })
})

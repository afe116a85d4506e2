/// <reference types="@webgpu/types" />
import { randomBytes } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, getAddress, getContractAddress, numberToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { gpuTestDevice, gpuTestTimeoutMs } from '../../testing/nodeGpuDevice.ts'
import { prefixPattern } from '../../testing/referenceMath.ts'
import { keyAtIndex, secp256k1N } from '../vanityWasm.ts'
import { addressMaxPatterns, GpuAddressSearch, searchGpuAddress } from './addressSearch.ts'
import { addressVisitorWgsl } from './addressWgsl.ts'
import type { GpuDevice } from './gpuTypes.ts'
import { keccakWordsToBytes } from './keccakWgsl.ts'
import { createSecp256k1Walk } from './secp256k1Walk.ts'

const gpu = await gpuTestDevice()
afterAll(() => gpu?.device.destroy())
// createSecp256k1Walk reads the GPUBufferUsage global, which Node's webgpu keeps in `globals`
if (gpu) Object.assign(globalThis, (await import('webgpu')).globals)

const G = secp256k1.ProjectivePoint.BASE
const randomScalar = () => (BigInt(`0x${randomBytes(32).toString('hex')}`) % (secp256k1N - 1n)) + 1n
const affine = (k: bigint) => {
  const { x, y } = G.multiply(k).toAffine()
  return { x, y }
}

/** The visitor's addresses, written out: 5 words per (walk, index, variant). */
const writeAddresses = `
@group(0) @binding(3) var<storage, read_write> addresses: array<u32>;

fn recordAddress(walk: u32, index: u32, variant: u32, address: array<u32, 5>) {
  let base = ((walk * BATCH + index) * 6u + variant) * 5u;
  for (var w = 0u; w < 5u; w++) {
    addresses[base + w] = address[w];
  }
}
`

describe.skipIf(!gpu)(`the address visitor (${gpu?.adapterName})`, { timeout: gpuTestTimeoutMs }, () => {
  const device = gpu?.device as unknown as GPUDevice // collected even when skipped, never used then

  it.each([false, true])(
    'derives the six keys of each point to the addresses viem derives (contract mode: %s)',
    async (contract) => {
      const batch = 4
      const k0s = [randomScalar(), randomScalar()]
      const output = device.createBuffer({
        size: k0s.length * batch * 6 * 20,
        usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC,
      })
      const readback = device.createBuffer({
        size: output.size,
        usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST,
      })
      const walk = await createSecp256k1Walk(device, {
        batch,
        starts: k0s.map(affine),
        multiples: Array.from({ length: batch }, (_, j) => affine(BigInt(j + 1))),
        visitor: {
          source: addressVisitorWgsl({ contract, recordAddress: writeAddresses }),
          entries: [{ binding: 3, resource: { buffer: output } }],
        },
      })
      try {
        // the second round: a walk's later points map to the keys keyAtIndex numbers them by
        await walk.run(2)
        const encoder = device.createCommandEncoder()
        encoder.copyBufferToBuffer(output, 0, readback, 0, output.size)
        device.queue.submit([encoder.finish()])
        await readback.mapAsync(GPUMapMode.READ)
        const words = new Uint32Array(readback.getMappedRange().slice(0))
        readback.unmap()
        k0s.forEach((k0, w) => {
          for (let j = 0; j < batch; j++) {
            for (let variant = 0; variant < 6; variant++) {
              const base = ((w * batch + j) * 6 + variant) * 5
              const got = bytesToHex(keccakWordsToBytes(words.subarray(base, base + 5)))
              const key = keyAtIndex(k0, (batch + j) * 6 + variant)
              const address = privateKeyToAddress(numberToHex(key, { size: 32 }))
              const expected = contract ? getContractAddress({ from: address, nonce: 0n }) : address
              expect(getAddress(got), `walk ${w}, point ${j}, variant ${variant}`).toBe(expected)
            }
          }
        })
      } finally {
        walk.destroy()
        output.destroy()
        readback.destroy()
      }
    },
  )
})

describe('GpuAddressSearch parameters', () => {
  const device = {} as GpuDevice // rejected before the device is touched
  it.each([
    ['no pattern', { patterns: [] }],
    ['too many patterns', { patterns: new Array(addressMaxPatterns + 1).fill(prefixPattern('c2')) }],
    [
      'a value bit outside its mask',
      { patterns: [{ mask: new Uint8Array(20), value: new Uint8Array(20).fill(1) }] },
    ],
    ['batch 0', { patterns: [prefixPattern('c2')], batch: 0 }],
    ['walks 0', { patterns: [prefixPattern('c2')], walks: 0 }],
    ['a zero start scalar', { patterns: [prefixPattern('c2')], walks: 1, startScalars: [0n] }],
  ])('rejects %s', async (_, parameters) => {
    await expect(GpuAddressSearch.create({ device, ...parameters })).rejects.toThrow(RangeError)
  })
})

describe.skipIf(!gpu)(`GpuAddressSearch (${gpu?.adapterName})`, { timeout: gpuTestTimeoutMs }, () => {
  const device = gpu?.device as GpuDevice
  // SwiftShader runs the kernel on the CPU: 16 walks of 8 points are 768 keys a round
  const small = { batch: 8, walks: 16 }

  it.each([false, true])(
    'finds a key whose address starts with two given nibbles, re-derived with viem (contract mode: %s)',
    async (contract) => {
      const search = await GpuAddressSearch.create({
        device,
        patterns: [prefixPattern('c2')],
        contract,
        ...small,
      })
      try {
        let hits = await search.search(1)
        while (hits.length === 0) hits = await search.search(1)
        expect(search.attempts % search.attemptsPerRound).toBe(0)
        for (const hit of hits) {
          const address = privateKeyToAddress(hit.privateKey)
          expect(hit.address).toBe(address)
          const matched = contract ? getContractAddress({ from: address, nonce: 0n }) : address
          expect(hit.contractAddress).toBe(contract ? matched : undefined)
          expect(matched.toLowerCase().startsWith('0xc2')).toBe(true)
        }
      } finally {
        search.destroy()
      }
    },
  )

  it('searches until the first verified hit, reporting progress', async () => {
    const progress: number[] = []
    const found = await searchGpuAddress({
      device,
      patterns: [prefixPattern('c2'), prefixPattern('2c')],
      ...small,
      onProgress: (attempts) => progress.push(attempts),
    })
    const address = privateKeyToAddress(found!.privateKey)
    expect(found!.address).toBe(address)
    expect(['0xc2', '0x2c']).toContain(address.slice(0, 4).toLowerCase())
    expect(progress.at(-1)).toBe(found!.attempts)
  })

  it('stops when the signal aborts', async () => {
    const controller = new AbortController()
    const never = { mask: new Uint8Array(20).fill(0xff), value: new Uint8Array(20).fill(0xff) }
    const found = await searchGpuAddress({
      device,
      patterns: [never],
      ...small,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    expect(found).toBeUndefined()
  })

  it('restarts a walk that meets the point at infinity, and numbers keys across queued rounds', async () => {
    // n - 3: the first round adds 3G to -3G; the other walk is ordinary
    const search = await GpuAddressSearch.create({
      device,
      patterns: [prefixPattern('0')], // 1 key in 16
      batch: 8,
      walks: 2,
      startScalars: [secp256k1N - 3n, randomScalar()],
    })
    try {
      await search.search(1)
      expect(search.restarts).toBe(1)
      // four rounds queued in one search, 384 keys: about 24 hits, each key derived from its own
      // round's number and re-derived with viem (search throws GpuAddressVerifyError otherwise),
      // the restarted walk's among them
      const hits = await search.search(search.attemptsPerRound * 4)
      expect(search.attempts).toBe(search.attemptsPerRound * 5)
      expect(hits.length).toBeGreaterThan(0)
      expect(search.restarts).toBe(1)
    } finally {
      search.destroy()
    }
  })
})

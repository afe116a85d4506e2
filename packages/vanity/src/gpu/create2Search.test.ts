import { getContractAddress, type Hex, hexToBytes, keccak256 } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { gpuTestDevice, gpuTestTimeoutMs } from '../../testing/nodeGpuDevice.ts'
import { prefixPattern } from '../../testing/referenceMath.ts'
import { Create2Search, create2SaltAt, matchesBytePatterns, searchCreate2 } from './create2Search.ts'
import type { GpuDevice } from './gpuTypes.ts'

const gpu = await gpuTestDevice()
afterAll(() => gpu?.device.destroy())

/** The deterministic deployment proxy every shared TokenBox contract is deployed through. */
const deployer: Hex = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
const initCodeHash = keccak256('0x6080604052348015600e575f5ffd5b50')

// SwiftShader runs the kernel on the CPU: a few thousand invocations per dispatch keep each
// dispatch in the milliseconds
const small = { invocationsPerDispatch: 4096, saltsPerInvocation: 4 }

describe('create2SaltAt', () => {
  it('XORs the counter and inner index into salt bytes 19..30, little-endian', () => {
    const base = new Uint8Array(32).fill(0xaa)
    const salt = create2SaltAt(base, 0x0000000100000002n, 3)
    expect([...salt.subarray(19, 31)]).toEqual([
      0xab, 0xaa, 0xaa, 0xaa, 0xa8, 0xaa, 0xaa, 0xaa, 0xa9, 0xaa, 0xaa, 0xaa,
    ])
    expect([...salt.subarray(0, 19), salt[31]]).toEqual(new Array(20).fill(0xaa))
  })
})

describe.skipIf(!gpu)(`CREATE2 salt search (${gpu?.adapterName})`, { timeout: gpuTestTimeoutMs }, () => {
  const device = gpu?.device as GpuDevice // collected even when skipped: undefined then, never used
  /** Every search here: the test device, the deployment proxy and the small init code. */
  const onTestDeployer = { device, deployer, initCodeHash }

  it('finds a salt whose address starts with two given nibbles, re-derived with viem', async () => {
    const patterns = [prefixPattern('c2')]
    const progress: number[] = []
    const found = await searchCreate2({
      ...onTestDeployer,
      patterns,
      ...small,
      onProgress: (n) => progress.push(n),
    })
    expect(found).toBeDefined()
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: deployer,
      salt: found!.salt,
      bytecodeHash: initCodeHash,
    })
    expect(found!.address).toBe(address)
    expect(address.toLowerCase().startsWith('0xc2')).toBe(true)
    expect(progress.at(-1)).toBe(found!.attempts)
  })

  it('reports every hit of a dispatch: with a one-nibble pattern about 1 salt in 16', async () => {
    const patterns = [prefixPattern('0'), prefixPattern('f')] // any of two: 1 in 8
    const search = await Create2Search.create({
      ...onTestDeployer,
      patterns,
      invocationsPerDispatch: 64,
      saltsPerInvocation: 2,
    })
    try {
      // 128 salts: 16 hits on average, under the 32-slot hit buffer nearly always
      const hits = await search.search(1)
      expect(search.attempts).toBe(128)
      expect(hits.length).toBeGreaterThan(3)
      for (const hit of hits) expect(matchesBytePatterns(hexToBytes(hit.address), patterns)).toBe(true)
      // every salt of the dispatch checked on the CPU: the GPU found exactly the matching ones
      const expected: Hex[] = []
      for (let invocation = 0n; invocation < 64n; invocation++)
        for (let inner = 0; inner < 2; inner++) {
          const salt = create2SaltAt(search.saltBase, invocation, inner)
          const address = getContractAddress({
            opcode: 'CREATE2',
            from: deployer,
            salt,
            bytecodeHash: initCodeHash,
          })
          if (matchesBytePatterns(hexToBytes(address), patterns)) expected.push(address)
        }
      if (expected.length <= 32) expect(hits.map((hit) => hit.address).sort()).toEqual(expected.sort())
    } finally {
      search.destroy()
    }
  })

  it('gives each dispatch its own salts (the counter advances)', async () => {
    const patterns = [{ mask: new Uint8Array(20), value: new Uint8Array(20) }] // every salt matches
    const search = await Create2Search.create({
      ...onTestDeployer,
      patterns,
      invocationsPerDispatch: 64,
      saltsPerInvocation: 1,
      saltBase: new Uint8Array(32),
    })
    try {
      const first = await search.search(1)
      const second = await search.search(1)
      // the hit buffer keeps 32 of the 64: still enough to see the two dispatches share no salt
      expect(first).toHaveLength(32)
      expect(search.droppedHits).toBe(64)
      const salts = new Set([...first, ...second].map((hit) => hit.salt))
      expect(salts.size).toBe(64)
    } finally {
      search.destroy()
    }
  })

  it('refuses a second search while one is in flight (they share the hit buffer)', async () => {
    const never = { mask: new Uint8Array(20).fill(0xff), value: new Uint8Array(20).fill(0xff) }
    const search = await Create2Search.create({ ...onTestDeployer, patterns: [never], ...small })
    try {
      const first = search.search(1)
      await expect(search.search(1)).rejects.toThrow('already running')
      await expect(first).resolves.toEqual([])
      await expect(search.search(1)).resolves.toEqual([])
    } finally {
      search.destroy()
    }
  })

  it('stops when the signal aborts, returning nothing', async () => {
    const never = { mask: new Uint8Array(20).fill(0xff), value: new Uint8Array(20).fill(0xff) }
    const controller = new AbortController()
    const found = await searchCreate2({
      ...onTestDeployer,
      patterns: [never],
      ...small,
      signal: controller.signal,
      onProgress: (attempts) => attempts >= 3 * 4096 * 4 && controller.abort(),
    })
    expect(found).toBeUndefined()
  })

  it('refuses patterns that could never match', async () => {
    const value = new Uint8Array(20)
    value[0] = 0x01
    await expect(
      Create2Search.create({
        ...onTestDeployer,
        patterns: [{ mask: new Uint8Array(20), value }],
      }),
    ).rejects.toThrow(RangeError)
    const patterns = [prefixPattern('0')]
    await expect(
      Create2Search.create({ ...onTestDeployer, patterns, saltsPerInvocation: 0 }),
    ).rejects.toThrow(RangeError)
  })
})

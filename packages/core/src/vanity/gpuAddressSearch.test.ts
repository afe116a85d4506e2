import { GpuAddressSearch } from '@tokenbox/vanity'
import { gpuTestTimeoutMs } from '@tokenbox/vanity/testing/gpu'
import { getContractAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { gpuTestDeviceOrCpu, lastHit, searchEvents, vanityInput } from '../../testing/vanitySearchTesting.ts'
import { runGpuKeySearch } from './gpuSearch.ts'
import { parseVanityPattern, type VanityPatternInput } from './vanityPattern.ts'

const gpu = await gpuTestDeviceOrCpu()

async function find(input: VanityPatternInput) {
  if (!gpu) throw new Error('no adapter')
  const parsed = parseVanityPattern(input)
  if (!parsed.ok) throw new Error('refused')
  // SwiftShader is the CPU: a few walks
  const search = await GpuAddressSearch.create({
    device: gpu.device,
    patterns: parsed.pattern.bytePatterns,
    contract: input.target === 'contract',
    walks: 64,
    batch: 64,
  })
  try {
    return await searchEvents((io) => runGpuKeySearch(search, parsed.pattern, io))
  } finally {
    search.destroy()
  }
}

describe.skipIf(!gpu)('runGpuKeySearch on WebGPU', { timeout: gpuTestTimeoutMs }, () => {
  it('posts a key viem re-derives to an address with the pattern, letter case included', async () => {
    const found = lastHit(await find(vanityInput({ text: 'Ab', caseSensitive: true })), 'found')
    expect(privateKeyToAddress(found.privateKey)).toBe(found.address)
    expect(found.address.slice(2, 4)).toBe('Ab')
  })

  it('finds a key whose first contract has the pattern', async () => {
    const found = lastHit(await find(vanityInput({ text: 'c0', target: 'contract' })), 'found')
    const deployer = privateKeyToAddress(found.privateKey)
    expect(getContractAddress({ from: deployer, nonce: 0n })).toBe(found.contractAddress)
    expect(found.contractAddress?.slice(2, 4).toLowerCase()).toBe('c0')
  })
})

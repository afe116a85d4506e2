import { existsSync } from 'node:fs'
import { GpuAddressSearch } from '@tokenbox/vanity'
import { gpuTestDevice, gpuTestTimeoutMs } from '@tokenbox/vanity/testing/gpu'
import { getContractAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { runGpuKeySearch } from './gpuSearch.ts'
import { parseVanityPattern, type VanityPatternInput } from './vanityPattern.ts'
import type { VanityWorkerEvent } from './vanitySearch.ts'

// Vulkan on the CPU (Chromium's SwiftShader) where no driver was chosen: read when Dawn starts.
const swiftShaderIcd = '/usr/lib/chromium/vk_swiftshader_icd.json'
if (!process.env.VK_ICD_FILENAMES && !process.env.VK_DRIVER_FILES && existsSync(swiftShaderIcd))
  process.env.VK_ICD_FILENAMES = swiftShaderIcd

const gpu = await gpuTestDevice()

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
  const events: VanityWorkerEvent[] = []
  try {
    await runGpuKeySearch(search, parsed.pattern, {
      post: (event) => events.push(event),
      shouldStop: () => false,
      yieldToEvents: () => new Promise((resolve) => setImmediate(resolve)),
      progressMs: 0,
    })
  } finally {
    search.destroy()
  }
  return events
}

describe.skipIf(!gpu)('runGpuKeySearch on WebGPU', { timeout: gpuTestTimeoutMs }, () => {
  it('posts a key viem re-derives to an address with the pattern, letter case included', async () => {
    const events = await find({
      match: 'prefix',
      text: 'Ab',
      suffix: '',
      caseSensitive: true,
      target: 'address',
    })
    const found = events.at(-1)
    if (found?.type !== 'found') throw new Error(`no key: ${JSON.stringify(found)}`)
    expect(privateKeyToAddress(found.privateKey)).toBe(found.address)
    expect(found.address.slice(2, 4)).toBe('Ab')
  })

  it('finds a key whose first contract has the pattern', async () => {
    const events = await find({
      match: 'prefix',
      text: 'c0',
      suffix: '',
      caseSensitive: false,
      target: 'contract',
    })
    const found = events.at(-1)
    if (found?.type !== 'found') throw new Error(`no key: ${JSON.stringify(found)}`)
    const deployer = privateKeyToAddress(found.privateKey)
    expect(getContractAddress({ from: deployer, nonce: 0n })).toBe(found.contractAddress)
    expect(found.contractAddress?.slice(2, 4).toLowerCase()).toBe('c0')
  })
})

import { Create2Search } from '@tokenbox/vanity'
import { gpuTestTimeoutMs } from '@tokenbox/vanity/testing/gpu'
import { describe, expect, it } from 'vitest'
import {
  gpuTestDeviceOrCpu,
  lastHit,
  proxyCreate2Address,
  searchEvents,
  vanityInput,
} from '../../testing/vanitySearchTesting.ts'
import { parseCreate2Target } from './create2Target.ts'
import { runGpuCreate2Search } from './gpuSearch.ts'
import { parseVanityPattern, type VanityPatternInput } from './vanityPattern.ts'

const gpu = await gpuTestDeviceOrCpu()
const initCode = '0x600a600c600039600a6000f3602a60005260206000f3'

async function find(input: VanityPatternInput) {
  if (!gpu) throw new Error('no adapter')
  const parsed = parseVanityPattern(input)
  const target = parseCreate2Target({ deployer: '', initCode })
  if (!parsed.ok || !target.ok) throw new Error('refused')
  const search = await Create2Search.create({
    device: gpu.device,
    deployer: target.target.deployer,
    initCodeHash: target.target.initCodeHash,
    patterns: parsed.pattern.bytePatterns,
    // SwiftShader is the CPU: small dispatches
    invocationsPerDispatch: 1024,
    saltsPerInvocation: 4,
  })
  try {
    return await searchEvents((io) => runGpuCreate2Search(search, parsed.pattern, target.target, io))
  } finally {
    search.destroy()
  }
}

describe.skipIf(!gpu)('runGpuCreate2Search on WebGPU', { timeout: gpuTestTimeoutMs }, () => {
  it('posts a salt viem re-derives to the pattern, after progress events', async () => {
    const events = await find(vanityInput({ text: 'c2', target: 'create2' }))
    const found = lastHit(events, 'foundSalt')
    expect(found.contractAddress.slice(2, 4).toLowerCase()).toBe('c2')
    expect(proxyCreate2Address(found.salt, initCode)).toBe(found.contractAddress)
    expect(events[0]).toEqual({ type: 'progress', attempts: 0 })
  })

  it('goes on past a nibble match whose checksum case differs, until the case matches too', async () => {
    const events = await find(
      vanityInput({ match: 'suffix', suffix: 'Ab', caseSensitive: true, target: 'create2' }),
    )
    const found = lastHit(events, 'foundSalt')
    expect(found.contractAddress.endsWith('Ab')).toBe(true)
  })
})

import { existsSync } from 'node:fs'
import { gpuTestDevice } from '@tokenbox/vanity/testing/gpu'
import { type Address, getContractAddress, type Hex, keccak256 } from 'viem'
import { deterministicDeployer } from '../src/evm/deterministicDeployment.ts'
import type { VanityPatternInput } from '../src/vanity/vanityPattern.ts'
import type { VanitySearchIo, VanityWorkerEvent } from '../src/vanity/vanitySearch.ts'

/**
 * A pattern as the vanity form sends it: case-blind, for a key's address, nothing typed but what
 * `changes` set (`text` for a prefix or "contains", `suffix` for a suffix).
 *
 * @example
 * vanityInput({ match: 'suffix', suffix: 'Ab', caseSensitive: true })
 */
export function vanityInput(changes: Partial<VanityPatternInput>): VanityPatternInput {
  return { match: 'prefix', text: '', suffix: '', caseSensitive: false, target: 'address', ...changes }
}

/**
 * Runs a search the way the worker does, without one: every event kept in order, the event loop let
 * in between slices, progress posted at each, and a stop asked once `shouldStop` says so; the events.
 * The slice length is the search's own unless the caller sets `sliceMs`.
 *
 * @example
 * const events = await searchEvents((io) => runVanitySearch(wasm, { type: 'start', input }, { ...io, sliceMs: 5 }))
 */
export async function searchEvents(
  search: (io: VanitySearchIo) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<VanityWorkerEvent[]> {
  const events: VanityWorkerEvent[] = []
  await search({
    post: (event) => events.push(event),
    shouldStop,
    yieldToEvents: () => new Promise((resolve) => setImmediate(resolve)),
    progressMs: 0,
  })
  return events
}

/** The search's last event, which a test expects to be a hit of `type`; throws with what came instead. */
export function lastHit<type extends 'found' | 'foundSalt'>(
  events: readonly VanityWorkerEvent[],
  type: type,
): Extract<VanityWorkerEvent, { type: type }> {
  const last = events.at(-1)
  if (last?.type !== type) throw new Error(`no ${type}: ${JSON.stringify(last)}`)
  return last as Extract<VanityWorkerEvent, { type: type }>
}

/**
 * The core GPU tests' device (gpuTestDevice): on a machine with no Vulkan driver chosen, Chromium's
 * SwiftShader (Vulkan on the CPU), as the vanity package's vitest config picks it. Read when Dawn
 * starts, so before the first device.
 */
export function gpuTestDeviceOrCpu(): ReturnType<typeof gpuTestDevice> {
  const swiftShaderIcd = '/usr/lib/chromium/vk_swiftshader_icd.json'
  if (!process.env.VK_ICD_FILENAMES && !process.env.VK_DRIVER_FILES && existsSync(swiftShaderIcd))
    process.env.VK_ICD_FILENAMES = swiftShaderIcd
  return gpuTestDevice()
}

/**
 * The address viem derives for a CREATE2 deployment of `initCode` with `salt` through the
 * deterministic deployment proxy: what a found salt's address is checked against.
 */
export function proxyCreate2Address(salt: Hex, initCode: Hex): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: deterministicDeployer,
    salt,
    bytecodeHash: keccak256(initCode),
  })
}

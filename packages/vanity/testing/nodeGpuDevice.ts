import { create } from 'webgpu'
import { type RequestGpuDeviceReturnType, requestGpuDevice } from '../src/gpu/requestGpuDevice.ts'

/**
 * A WebGPU device in Node (tests and benches) through the `webgpu` package (Dawn), or undefined
 * when Vulkan offers no adapter. On machines without a GPU, point Vulkan at Chromium's SwiftShader
 * (`VK_ICD_FILENAMES=/usr/lib/chromium/vk_swiftshader_icd.json`; the vanity vitest config does);
 * on an NVIDIA machine at its driver (`VK_DRIVER_FILES=.../nvidia_icd.json`).
 */
export function nodeGpuDevice(): Promise<RequestGpuDeviceReturnType> {
  nodeGpu ??= create([])
  return requestGpuDevice(nodeGpu)
}

/**
 * Held for the life of the process: once Dawn's instance object is garbage collected, the devices
 * it made stop working (the process hangs on a futex or segfaults), yet nothing else refers to it.
 */
let nodeGpu: ReturnType<typeof create> | undefined

/**
 * The device for the GPU tests. Without an adapter the tests are skipped with a loud warning, unless
 * `REQUIRE_WEBGPU=1` (CI): then this throws and the test file fails, so a lost driver cannot turn
 * the GPU suite green by skipping it.
 */
export async function gpuTestDevice(): Promise<RequestGpuDeviceReturnType> {
  const gpu = await nodeGpuDevice()
  if (gpu) return gpu
  const why =
    `no WebGPU adapter (VK_ICD_FILENAMES=${process.env.VK_ICD_FILENAMES ?? 'unset'}, ` +
    `VK_DRIVER_FILES=${process.env.VK_DRIVER_FILES ?? 'unset'})`
  if (process.env.REQUIRE_WEBGPU === '1') throw new Error(`REQUIRE_WEBGPU=1 but ${why}`)
  console.warn(`\n!!!!!!!! WebGPU tests SKIPPED: ${why}; set REQUIRE_WEBGPU=1 to fail instead !!!!!!!!\n`)
  return undefined
}

/**
 * The time a GPU test may take: a search kernel's pipeline is compiled by the driver, and on
 * SwiftShader (Vulkan on the CPU, where the machine has no GPU) that compile is seconds on an idle
 * machine but went past the 60 s default at load 20 (two core tests, in a fresh-clone run beside
 * three other jobs). A ceiling for a starved CPU, not a speed figure: bench/vanity measures speed.
 *
 * @example
 * describe.skipIf(!gpu)('the search', { timeout: gpuTestTimeoutMs }, () => { ... })
 */
export const gpuTestTimeoutMs = 300_000

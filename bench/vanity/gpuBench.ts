import { existsSync } from 'node:fs'
import type { BytePattern } from '@tokenbox/vanity'
import { nodeGpuDevice } from '@tokenbox/vanity/testing/gpu'
import { describeMachine, loadAverages } from '../benchResult.ts'

/**
 * What the two GPU vanity benches (addressGpuBench.ts, create2Bench.ts) share: the adapter they
 * open, the prefix their correctness run finds, the way they time a search and the head of their
 * markdown result.
 */

const swiftShaderIcd = '/usr/lib/chromium/vk_swiftshader_icd.json'

/**
 * A GPU bench's run: its flags, the command that writes its results on a GPU machine, the load at
 * its start (taken now) for the result's machine line, and its WebGPU device.
 *
 * @example
 * const run = startGpuBench('create2Bench.ts')
 * const { device, swiftShader } = await run.openGpu()
 */
export function startGpuBench(script: string) {
  const args = new Set(process.argv.slice(2))
  const check = args.has('--check')
  const loadBefore = loadAverages()
  const gpuCommand = `VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json node bench/vanity/${script} --write`
  return {
    check,
    write: args.has('--write'),
    gpuCommand,
    openGpu: () => openGpuOrExit(gpuCommand, check),
    /**
     * The head of the result: what it measures, how to rerun it, the machine (its load average at
     * the start and now, at the end) and the adapter.
     */
    resultHead: (benchmark: string, gpu: Awaited<ReturnType<typeof openGpuOrExit>>) => ({
      benchmark,
      rerun: `node bench/vanity/${script} --write (from the repository root)`,
      rerunOnGpu: gpuCommand,
      measuredAt: new Date().toISOString(),
      machine: describeMachine({ loadAverageBefore: loadBefore, loadAverageAfter: loadAverages() }),
      adapter: { name: gpu.adapterName, ...gpu.adapterInfo },
      correctnessRunOnly: gpu.swiftShader,
    }),
  }
}

/** Two nibbles, c2, in front of the address: found in seconds even on SwiftShader. */
export function startsWithC2(): BytePattern {
  const prefix: BytePattern = { mask: new Uint8Array(20), value: new Uint8Array(20) }
  prefix.mask[0] = 0xff
  prefix.value[0] = 0xc2
  return prefix
}

/**
 * The WebGPU device, on SwiftShader (Vulkan on the CPU) where no driver is named. Without an adapter
 * the process ends: skipped (77, scripts/test.ts) as the gate of `make test` on a machine without a
 * Vulkan loader, which the run's top line has named; failed otherwise, and in CI (REQUIRE_WEBGPU=1).
 */
async function openGpuOrExit(gpuCommand: string, check: boolean) {
  if (!process.env.VK_ICD_FILENAMES && !process.env.VK_DRIVER_FILES && existsSync(swiftShaderIcd))
    process.env.VK_ICD_FILENAMES = swiftShaderIcd // read by the Vulkan loader when Dawn starts, below
  const gpu = await nodeGpuDevice()
  if (!gpu) {
    console.error(`no WebGPU adapter: nothing to measure on the GPU side. On a GPU machine:\n  ${gpuCommand}`)
    process.exit(check && process.env.REQUIRE_WEBGPU !== '1' ? 77 : 1)
  }
  const swiftShader = gpu.adapterInfo.architecture === 'swiftshader'
  console.log(
    `adapter: ${gpu.adapterName}${swiftShader ? ' (Vulkan on the CPU: a correctness run, not a GPU speed)' : ''}`,
  )
  return { ...gpu, swiftShader }
}

/** A GPU search as the timing below sees it. */
type TimedSearch = { search: (budget: number) => Promise<unknown>; readonly attempts: number }

/**
 * Attempts per second of `search` for `milliseconds`, in slices grown from `firstBudget` until one
 * takes ~200 ms (the warm-up), so the readback's round trip weighs little.
 */
export async function gpuAttemptsPerSecond(
  search: TimedSearch,
  firstBudget: number,
  milliseconds: number,
): Promise<number> {
  let budget = firstBudget
  for (let elapsed = 0; elapsed < 200; ) {
    const sliceBegan = performance.now()
    await search.search(budget)
    elapsed = performance.now() - sliceBegan
    if (elapsed < 200) budget *= 2
  }
  const from = search.attempts
  const began = performance.now()
  while (performance.now() - began < milliseconds) await search.search(budget)
  return Math.round((search.attempts - from) / ((performance.now() - began) / 1000))
}

/** The head of a GPU bench's markdown: how to rerun it, the machine, the adapter. */
export function gpuMarkdownHead(
  r: ReturnType<ReturnType<typeof startGpuBench>['resultHead']>,
  found: string,
): string {
  return `Written by \`${r.rerun}\`; on a GPU machine: \`${r.rerunOnGpu}\`.
Measured ${r.measuredAt} on ${r.machine.cpus} cores (${r.machine.model}), Node ${r.machine.node}, load average ${r.machine.loadAverageBefore.join(' ')} at start and ${r.machine.loadAverageAfter.join(' ')} at the end.
Adapter: **${r.adapter.name}**.${r.correctnessRunOnly ? ` This is SwiftShader, Vulkan emulated on the CPU: the WebGPU figures below say the kernel runs and finds verified ${found}, not how fast a GPU is.` : ''}`
}

/**
 * Vanity address search speed (issue 55), addresses per second, in one run: the fused WebGPU
 * search (packages/vanity/src/gpu/addressSearch.ts: the secp256k1 walk with six keccak-256
 * addresses per point and the pattern check in one kernel) on whatever adapter Vulkan offers,
 * against the page's CPU engine, the WebAssembly search loop one worker runs (VanityWasm.search,
 * measured in Node on one thread as bench/vanity/vanityBench.ts measures it). Both try the same
 * six keys per point and compare with a pattern that never matches.
 *
 *   node bench/vanity/addressGpuBench.ts           measure and print
 *   node bench/vanity/addressGpuBench.ts --write   also write bench/results/vanity-address-gpu.json and .md
 *   node bench/vanity/addressGpuBench.ts --check   the gate of `make test`: the GPU search finds a key
 *                                                  for a two-nibble prefix that viem re-derives, no timing
 *
 * Here (no GPU) the adapter is SwiftShader, Vulkan on the CPU: its figure is a correctness run, not
 * a GPU speed. On a GPU machine:
 *   VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json node bench/vanity/addressGpuBench.ts --write
 */

import { existsSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { secp256k1 } from '@noble/curves/secp256k1'
import { type BytePattern, GpuAddressSearch, type GpuAddressSearchParameters } from '@tokenbox/vanity'
import { loadVanityWasm } from '@tokenbox/vanity/testing'
import { nodeGpuDevice } from '@tokenbox/vanity/testing/gpu'
import { getContractAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

const args = new Set(process.argv.slice(2))
const gpuCommand =
  'VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json node bench/vanity/addressGpuBench.ts --write'
const swiftShaderIcd = '/usr/lib/chromium/vk_swiftshader_icd.json'
if (!process.env.VK_ICD_FILENAMES && !process.env.VK_DRIVER_FILES && existsSync(swiftShaderIcd))
  process.env.VK_ICD_FILENAMES = swiftShaderIcd // read by the Vulkan loader when Dawn starts, below
const load = () => loadavg().map((value) => Number(value.toFixed(2)))
const loadBefore = load()
const never: BytePattern = { mask: new Uint8Array(20).fill(0xff), value: new Uint8Array(20).fill(0xff) }

/** The WASM search loop's speed on this thread (one worker's engine), as vanityBench.ts measures it. */
async function wasmPerSecond(contract: boolean, milliseconds: number): Promise<number> {
  const wasm = await loadVanityWasm()
  const base = secp256k1.ProjectivePoint.BASE
  const batch = 512 // the worker's batch
  const k0 = 0x1234567890abcdefn
  wasm.start(base.multiply(k0).toAffine(), base.multiply(BigInt(batch)).toAffine(), base.toAffine(), batch)
  wasm.setPatterns([never], contract)
  wasm.search(100_000) // warm-up
  const from = wasm.attempts
  const began = performance.now()
  while (performance.now() - began < milliseconds) wasm.search(50_000)
  return Math.round((wasm.attempts - from) / ((performance.now() - began) / 1000))
}

const check = args.has('--check')
let cpu = { wasmWorkerPerSecond: 0, wasmWorkerContractModePerSecond: 0 }
if (!check) {
  cpu = {
    wasmWorkerPerSecond: await wasmPerSecond(false, 3000),
    wasmWorkerContractModePerSecond: await wasmPerSecond(true, 2000),
  }
  console.log('cpu, one thread', cpu)
}

const gpu = await nodeGpuDevice()
if (!gpu) {
  console.error(`no WebGPU adapter: nothing to measure on the GPU side. On a GPU machine:\n  ${gpuCommand}`)
  // The gate of `make test` on a machine without a Vulkan loader: skipped (77, scripts/test.ts),
  // which the run's top line has named; CI (REQUIRE_WEBGPU=1) fails instead.
  process.exit(check && process.env.REQUIRE_WEBGPU !== '1' ? 77 : 1)
}
const { device, adapterName, adapterInfo } = gpu
const swiftShader = adapterInfo.architecture === 'swiftshader'
console.log(
  `adapter: ${adapterName}${swiftShader ? ' (Vulkan on the CPU: a correctness run, not a GPU speed)' : ''}`,
)

// correctness first: a two-nibble prefix found, re-derived by the search and once more here
const prefix: BytePattern = { mask: new Uint8Array(20), value: new Uint8Array(20) }
prefix.mask[0] = 0xff
prefix.value[0] = 0xc2
type Tuning = Required<Pick<GpuAddressSearchParameters, 'batch' | 'walks'>>
const small: Tuning = { batch: 8, walks: 64 }

async function findPrefix(contract: boolean) {
  const search = await GpuAddressSearch.create({ device, patterns: [prefix], contract, ...small })
  try {
    let hits = await search.search(1)
    while (hits.length === 0) hits = await search.search(1)
    const hit = hits[0]!
    const address = privateKeyToAddress(hit.privateKey)
    const matched = contract ? getContractAddress({ from: address, nonce: 0n }) : address
    if (address !== hit.address || !matched.toLowerCase().startsWith('0xc2'))
      throw new Error(`the GPU search returned ${hit.address}, viem derives ${matched}`)
    // the key stays out of the results: a found key is a real one
    return { address: hit.address, contractAddress: hit.contractAddress, attempts: search.attempts }
  } finally {
    search.destroy()
  }
}
const found = await findPrefix(false)
console.log('found and re-derived with viem:', found)
if (check) {
  device.destroy()
  console.log('address GPU bench check: the fused WebGPU search found a key viem re-derives')
  process.exit(0)
}
const foundContract = await findPrefix(true)
console.log('contract mode, found and re-derived with viem:', foundContract)

/** Addresses per second with a never-matching pattern, slices of ~200 ms for `milliseconds`. */
async function gpuPerSecond(tuning: Tuning, contract: boolean, milliseconds: number) {
  const began = performance.now()
  const search = await GpuAddressSearch.create({ device, patterns: [never], contract, ...tuning })
  const setupMs = Math.round(performance.now() - began)
  try {
    let budget = search.attemptsPerRound
    for (let elapsed = 0; elapsed < 200; ) {
      // warm-up, and grows the slice to ~200 ms so the readback's round trip weighs little
      const sliceBegan = performance.now()
      await search.search(budget)
      elapsed = performance.now() - sliceBegan
      if (elapsed < 200) budget *= 2
    }
    const from = search.attempts
    const measureBegan = performance.now()
    while (performance.now() - measureBegan < milliseconds) await search.search(budget)
    const perSecond = Math.round((search.attempts - from) / ((performance.now() - measureBegan) / 1000))
    return { ...tuning, contract, addressesPerSecond: perSecond, setupMs }
  } finally {
    search.destroy()
  }
}

// batch: points per shared inversion; walks: invocations (each start costs ~0.3 ms of noble on the host)
const tunings: Tuning[] = swiftShader
  ? [
      { batch: 64, walks: 64 },
      { batch: 256, walks: 64 },
    ]
  : [
      { batch: 256, walks: 16_384 },
      { batch: 256, walks: 65_536 },
      { batch: 512, walks: 16_384 },
      { batch: 512, walks: 65_536 },
    ]
const byTuning: Awaited<ReturnType<typeof gpuPerSecond>>[] = []
for (const tuning of tunings) {
  const measured = await gpuPerSecond(tuning, false, swiftShader ? 2000 : 3000)
  byTuning.push(measured)
  console.log(measured)
}
const best = byTuning.reduce((a, b) => (b.addressesPerSecond > a.addressesPerSecond ? b : a))
const contractMode = await gpuPerSecond({ batch: best.batch, walks: best.walks }, true, 2000)
console.log(contractMode)
device.destroy()

const result = {
  benchmark: 'Vanity address search: addresses per second, fused WebGPU search against one WASM worker',
  rerun: 'node bench/vanity/addressGpuBench.ts --write (from the repository root)',
  rerunOnGpu: gpuCommand,
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    loadAverageBefore: loadBefore,
    loadAverageAfter: load(),
    node: process.version,
  },
  adapter: { name: adapterName, ...adapterInfo },
  correctnessRunOnly: swiftShader,
  found: { ...found, pattern: 'starts with c2' },
  foundContractMode: { ...foundContract, pattern: 'first contract starts with c2' },
  gpu: { bestAddressesPerSecond: best.addressesPerSecond, best, byTuning, contractMode },
  cpuOneWorker: cpu,
  ratioGpuToWasmWorker: Number((best.addressesPerSecond / cpu.wasmWorkerPerSecond).toFixed(2)),
}
console.table({
  [`WebGPU, ${adapterName} (best tuning)`]: best.addressesPerSecond,
  [`WebGPU, ${adapterName}, contract mode`]: contractMode.addressesPerSecond,
  'CPU 1 worker, the WASM search loop': cpu.wasmWorkerPerSecond,
  'CPU 1 worker, the WASM search loop, contract mode': cpu.wasmWorkerContractModePerSecond,
})

function markdownOf(r: typeof result): string {
  const rows = r.gpu.byTuning.map(
    (t) => `| WebGPU: ${t.walks} walks x ${t.batch} points per round | ${t.addressesPerSecond} |`,
  )
  const c = r.gpu.contractMode
  return `# Vanity address search on the GPU (issue 55)

Written by \`${r.rerun}\`; on a GPU machine: \`${r.rerunOnGpu}\`.
Measured ${r.measuredAt} on ${r.machine.cpus} cores (${r.machine.model}), Node ${r.machine.node}, load average ${r.machine.loadAverageBefore.join(' ')} at start and ${r.machine.loadAverageAfter.join(' ')} at the end.
Adapter: **${r.adapter.name}**.${r.correctnessRunOnly ? ' This is SwiftShader, Vulkan emulated on the CPU: the WebGPU figures below say the kernel runs and finds verified keys, not how fast a GPU is.' : ''}

Each point of a walk: one affine addition (Montgomery's trick over the round's batch), then six keys (k, -k, λk, -λk, λ²k, -λ²k), each keccak-256(x ++ y) and the address compared with a byte mask that never matches; contract mode hashes RLP [address, 0] once more. The CPU line is the same work in the WebAssembly loop one page worker runs, on one thread.

Correctness in the same run: the GPU search found a key for \`${r.found.address}\` (starts with c2) after ${r.found.attempts} keys, and in contract mode one whose first contract is \`${r.foundContractMode.contractAddress}\`, both re-derived with viem.

| addresses per second | addresses/s |
| --- | ---: |
${rows.join('\n')}
| WebGPU, contract mode: ${c.walks} walks x ${c.batch} points per round | ${c.addressesPerSecond} |
| CPU, 1 worker, the WASM search loop | ${r.cpuOneWorker.wasmWorkerPerSecond} |
| CPU, 1 worker, the WASM search loop, contract mode | ${r.cpuOneWorker.wasmWorkerContractModePerSecond} |

Best WebGPU tuning against one WASM worker: ${r.ratioGpuToWasmWorker} times.
`
}

if (args.has('--write')) {
  const results = join(import.meta.dirname, '../results')
  writeFileSync(join(results, 'vanity-address-gpu.json'), `${JSON.stringify(result, null, 2)}\n`)
  writeFileSync(join(results, 'vanity-address-gpu.md'), markdownOf(result))
}
console.log(`\nOn a GPU machine:\n  ${gpuCommand}`)

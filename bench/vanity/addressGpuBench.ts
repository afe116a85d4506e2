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

import { GpuAddressSearch, type GpuAddressSearchParameters } from '@tokenbox/vanity'
import { getContractAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { writeResultJson, writeResultText } from '../benchResult.ts'
import { gpuAttemptsPerSecond, gpuMarkdownHead, startGpuBench, startsWithC2 } from './gpuBench.ts'
import { neverMatching, wasmAddressesPerSecond } from './wasmSearchSpeed.ts'

const run = startGpuBench('addressGpuBench.ts')

let cpu = { wasmWorkerPerSecond: 0, wasmWorkerContractModePerSecond: 0 }
if (!run.check) {
  cpu = {
    // the worker's batch, 512 points per shared inversion, as vanityBench.ts measures it
    wasmWorkerPerSecond: await wasmAddressesPerSecond(512, false, 3000),
    wasmWorkerContractModePerSecond: await wasmAddressesPerSecond(512, true, 2000),
  }
  console.log('cpu, one thread', cpu)
}

const gpu = await run.openGpu()
const { device, adapterName, swiftShader } = gpu

// correctness first: a two-nibble prefix found, re-derived by the search and once more here
const prefix = startsWithC2()
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
if (run.check) {
  device.destroy()
  console.log('address GPU bench check: the fused WebGPU search found a key viem re-derives')
  process.exit(0)
}
const foundContract = await findPrefix(true)
console.log('contract mode, found and re-derived with viem:', foundContract)

/** Addresses per second with a never-matching pattern, slices of ~200 ms for `milliseconds`. */
async function gpuPerSecond(tuning: Tuning, contract: boolean, milliseconds: number) {
  const began = performance.now()
  const search = await GpuAddressSearch.create({ device, patterns: [neverMatching], contract, ...tuning })
  const setupMs = Math.round(performance.now() - began)
  try {
    const perSecond = await gpuAttemptsPerSecond(search, search.attemptsPerRound, milliseconds)
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
  ...run.resultHead(
    'Vanity address search: addresses per second, fused WebGPU search against one WASM worker',
    gpu,
  ),
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

${gpuMarkdownHead(r, 'keys')}

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

if (run.write) {
  writeResultJson('vanity-address-gpu.json', result)
  writeResultText('vanity-address-gpu.md', markdownOf(result))
}
console.log(`\nOn a GPU machine:\n  ${run.gpuCommand}`)

/**
 * CREATE2 salt mining speed (issue 55), salts per second, in one run: the WebGPU kernel
 * (packages/vanity/src/gpu) on whatever adapter Vulkan offers, against the same check on one CPU
 * thread: build the 85-byte preimage 0xff ++ deployer ++ salt ++ initCodeHash, keccak it, compare
 * the address with the mask. The CPU line is the page's CPU engine, the WASM module's CREATE2 walk
 * (VanityWasm.searchCreate2: two salts per SIMD keccak, one worker); @noble/hashes' keccak_256 per
 * salt is shown beside it as a plain-JavaScript reference.
 *
 *   node bench/vanity/create2Bench.ts           measure and print
 *   node bench/vanity/create2Bench.ts --write   also write bench/results/vanity-create2.json and .md
 *   node bench/vanity/create2Bench.ts --check   the gate of `make test`: both engines find a salt that
 *                                               viem re-derives, no timing (seconds on SwiftShader)
 *
 * Here (no GPU) the adapter is SwiftShader, Vulkan on the CPU: its figure is a correctness run
 * (the kernel finds a pattern and viem re-derives it), not a GPU speed. On a GPU machine:
 *   VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json node bench/vanity/create2Bench.ts --write
 */

import { keccak_256 } from '@noble/hashes/sha3'
import {
  type BytePattern,
  Create2Search,
  type Create2SearchParameters,
  searchCreate2,
} from '@tokenbox/vanity'
import { loadVanityWasm } from '@tokenbox/vanity/testing'
import { getContractAddress, hexToBytes, keccak256 } from 'viem'
import { writeResultJson, writeResultText } from '../benchResult.ts'
import { gpuAttemptsPerSecond, gpuMarkdownHead, startGpuBench, startsWithC2 } from './gpuBench.ts'
import { neverMatching } from './wasmSearchSpeed.ts'

const run = startGpuBench('create2Bench.ts')

/** The deterministic deployment proxy and a small init code: the figures do not depend on either. */
const deployer = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
const initCodeHash = keccak256('0x6080604052348015600e575f5ffd5b50')

// CPU, one thread: the per-salt work of the kernel, with each library's keccak
const preimage = new Uint8Array(85)
preimage[0] = 0xff
preimage.set(hexToBytes(deployer), 1)
preimage.set(crypto.getRandomValues(new Uint8Array(32)), 21)
preimage.set(hexToBytes(initCodeHash), 53)
const view = new DataView(preimage.buffer)

function cpuPerSecond(hash: (data: Uint8Array) => Uint8Array, milliseconds: number): number {
  let salts = 0
  let matches = 0
  const began = performance.now()
  while (performance.now() - began < milliseconds) {
    for (let i = 0; i < 1000; i++) {
      view.setUint32(48, salts++, true) // salt bytes 27..30, as the kernel's inner index
      const address = hash(preimage).subarray(12)
      if (neverMatching.mask.every((mask, b) => (address[b]! & mask) === neverMatching.value[b])) matches++
    }
  }
  if (matches > 0) throw new Error('a never-matching pattern matched')
  return Math.round(salts / ((performance.now() - began) / 1000))
}

const wasm = await loadVanityWasm()

/** Salts per second of the WASM CREATE2 walk (the page's CPU engine, one worker). */
function wasmWalkPerSecond(milliseconds: number): number {
  wasm.setPatterns([neverMatching], false)
  wasm.startCreate2(
    hexToBytes(deployer),
    crypto.getRandomValues(new Uint8Array(32)),
    hexToBytes(initCodeHash),
  )
  const began = performance.now()
  while (performance.now() - began < milliseconds)
    if (wasm.searchCreate2(65_536) === 'found') throw new Error('a never-matching pattern matched')
  return Math.round(wasm.create2Attempts / ((performance.now() - began) / 1000))
}

/** The WASM walk finds a salt for `pattern` that viem re-derives, or throws. */
function wasmFinds(pattern: BytePattern): void {
  wasm.setPatterns([pattern], false)
  const base = crypto.getRandomValues(new Uint8Array(32))
  wasm.startCreate2(hexToBytes(deployer), base, hexToBytes(initCodeHash))
  for (let round = 0; wasm.searchCreate2(65_536) !== 'found'; round++)
    if (round > 1000) throw new Error('the WASM walk found no salt')
  const salt = wasm.create2HitSalt
  const address = getContractAddress({ opcode: 'CREATE2', from: deployer, salt, bytecodeHash: initCodeHash })
  if (!address.toLowerCase().startsWith('0xc2')) throw new Error(`the WASM walk's salt gives ${address}`)
}

let cpu = { wasmWalkPerSecond: 0, nobleKeccakPerSecond: 0 }
if (!run.check) {
  wasmWalkPerSecond(300) // warm-up
  cpuPerSecond(keccak_256, 300)
  cpu = { wasmWalkPerSecond: wasmWalkPerSecond(3000), nobleKeccakPerSecond: cpuPerSecond(keccak_256, 3000) }
  console.log('cpu, one thread', cpu)
}

const gpu = await run.openGpu()
const { device, adapterName, swiftShader } = gpu

// correctness first: a two-nibble prefix found and re-derived with viem (searchCreate2 throws otherwise)
const prefix = startsWithC2()
const small = { invocationsPerDispatch: 4096, saltsPerInvocation: 4 }
const found = await searchCreate2({
  device,
  deployer,
  initCodeHash,
  patterns: [prefix],
  ...(swiftShader ? small : {}),
})
console.log('found and re-derived with viem:', found)
wasmFinds(prefix)
if (run.check) {
  device.destroy()
  console.log('create2 bench check: the WebGPU kernel and the WASM walk each found a salt viem re-derives')
  process.exit(0)
}

type Tuning = Pick<Create2SearchParameters, 'invocationsPerDispatch' | 'saltsPerInvocation'>

/** Salts per second of the kernel with a never-matching pattern, slices of ~200 ms for `milliseconds`. */
async function gpuPerSecond(tuning: Tuning, milliseconds: number): Promise<number> {
  const search = await Create2Search.create({
    device,
    deployer,
    initCodeHash,
    patterns: [neverMatching],
    ...tuning,
  })
  try {
    return await gpuAttemptsPerSecond(search, search.saltsPerDispatch, milliseconds)
  } finally {
    search.destroy()
  }
}

const tunings: Tuning[] = swiftShader
  ? [small, { invocationsPerDispatch: 16_384, saltsPerInvocation: 4 }]
  : [
      { invocationsPerDispatch: 2 ** 18, saltsPerInvocation: 16 },
      { invocationsPerDispatch: 2 ** 20, saltsPerInvocation: 16 },
      { invocationsPerDispatch: 2 ** 20, saltsPerInvocation: 64 },
      { invocationsPerDispatch: 2 ** 22, saltsPerInvocation: 16 },
      { invocationsPerDispatch: 2 ** 22, saltsPerInvocation: 64 },
    ]
const byTuning: { invocationsPerDispatch: number; saltsPerInvocation: number; saltsPerSecond: number }[] = []
for (const tuning of tunings) {
  const saltsPerSecond = await gpuPerSecond(tuning, swiftShader ? 2000 : 3000)
  byTuning.push({
    invocationsPerDispatch: tuning.invocationsPerDispatch!,
    saltsPerInvocation: tuning.saltsPerInvocation!,
    saltsPerSecond,
  })
  console.log(tuning, saltsPerSecond)
}
device.destroy()
const best = byTuning.reduce((a, b) => (b.saltsPerSecond > a.saltsPerSecond ? b : a))

const result = {
  ...run.resultHead('CREATE2 salt mining: salts per second, WebGPU kernel against one CPU thread', gpu),
  found: found && {
    salt: found.salt,
    address: found.address,
    attempts: found.attempts,
    pattern: 'starts with c2',
  },
  gpu: { bestSaltsPerSecond: best.saltsPerSecond, best, byTuning },
  cpuOneThread: cpu,
  ratioGpuToWasmThread: Number((best.saltsPerSecond / cpu.wasmWalkPerSecond).toFixed(1)),
}
console.table({
  [`WebGPU, ${adapterName} (best tuning)`]: best.saltsPerSecond,
  'CPU 1 worker, the WASM CREATE2 walk': cpu.wasmWalkPerSecond,
  'CPU 1 thread, @noble/hashes keccak_256 per salt': cpu.nobleKeccakPerSecond,
})

function markdownOf(r: typeof result): string {
  const rows = r.gpu.byTuning.map(
    (t) =>
      `| WebGPU: ${t.invocationsPerDispatch} invocations x ${t.saltsPerInvocation} salts per dispatch | ${t.saltsPerSecond} |`,
  )
  return `# CREATE2 salt mining (issue 55)

${gpuMarkdownHead(r, 'salts')}

Each salt: the 85-byte preimage 0xff ++ deployer ++ salt ++ keccak(init code), one keccak-f[1600], the address (hash bytes 12..31) compared with a byte mask that never matches. The CPU lines do the same work on one thread: the WASM CREATE2 walk the page runs in each worker (two salts per SIMD keccak), and @noble/hashes' keccak per salt as a plain-JavaScript reference.

Correctness in the same run: the kernel found salt \`${r.found?.salt}\` giving \`${r.found?.address}\` (starts with c2) after ${r.found?.attempts} salts, re-derived with viem's getContractAddress.

| salts per second | salts/s |
| --- | ---: |
${rows.join('\n')}
| CPU, 1 worker, the WASM CREATE2 walk | ${r.cpuOneThread.wasmWalkPerSecond} |
| CPU, 1 thread, @noble/hashes keccak_256 per salt | ${r.cpuOneThread.nobleKeccakPerSecond} |

Best WebGPU tuning against the WASM thread: ${r.ratioGpuToWasmThread} times.
`
}

if (run.write) {
  writeResultJson('vanity-create2.json', result)
  writeResultText('vanity-create2.md', markdownOf(result))
}
console.log(`\nOn a GPU machine:\n  ${run.gpuCommand}`)

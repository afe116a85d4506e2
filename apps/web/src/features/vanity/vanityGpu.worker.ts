/// <reference lib="webworker" />
// The vanity search on the GPU (WebGPU in this worker): a key search (address or first contract)
// or a CREATE2 salt search on the device's high-performance adapter, driven by core with the same
// events as the WebAssembly workers. A key found leaves the worker only as a message to the page.
import { runGpuCreate2Search, runGpuKeySearch } from '@tokenbox/core/vanity/gpuSearch.ts'
import { parseVanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import { Create2Search, type Gpu, GpuAddressSearch, requestGpuDevice } from '@tokenbox/vanity'
import { serveVanityWorker } from './serveVanityWorker.ts'

serveVanityWorker(async (request, { post, shouldStop }) => {
  const parsed = parseVanityPattern(request.input)
  if (!parsed.ok) return post({ type: 'error', error: 'error.pattern', attempts: 0 })
  const gpu = await requestGpuDevice((navigator as unknown as { gpu?: Gpu }).gpu)
  if (!gpu) return post({ type: 'error', error: 'error.worker', attempts: 0 })
  // A software adapter (SwiftShader) is the CPU: small dispatches keep each slice short.
  const software = gpu.adapterInfo.architecture === 'swiftshader' || gpu.adapterInfo.vendor === 'cpu'
  const io = {
    post,
    shouldStop,
    yieldToEvents: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  }
  if (request.create2) {
    const search = await Create2Search.create({
      device: gpu.device,
      deployer: request.create2.deployer,
      initCodeHash: request.create2.initCodeHash,
      patterns: parsed.pattern.bytePatterns,
      ...(software ? { invocationsPerDispatch: 4096, saltsPerInvocation: 4 } : {}),
    })
    await runGpuCreate2Search(search, parsed.pattern, request.create2, io)
    search.destroy()
  } else {
    const search = await GpuAddressSearch.create({
      device: gpu.device,
      patterns: parsed.pattern.bytePatterns,
      contract: parsed.pattern.input.target === 'contract',
      ...(software ? { walks: 64, batch: 64 } : {}),
    })
    await runGpuKeySearch(search, parsed.pattern, io)
    search.destroy()
  }
})

import { describe, expect, it } from 'vitest'
import { gpuTestDevice } from '../../testing/nodeGpuDevice.ts'
import { describeGpuAdapter, requestGpuDevice } from './requestGpuDevice.ts'

describe('requestGpuDevice', () => {
  it('is undefined where the browser has no WebGPU (navigator.gpu undefined)', async () => {
    expect(await requestGpuDevice(undefined)).toBeUndefined()
  })

  it('names an adapter from whichever fields its platform fills in', () => {
    const info = { vendor: 'nvidia', architecture: 'hopper', device: '', description: 'NVIDIA H200' }
    expect(describeGpuAdapter(info)).toBe('nvidia hopper (NVIDIA H200)')
    expect(describeGpuAdapter({ ...info, description: '', device: 'nvidia-h200' })).toBe(
      'nvidia hopper (nvidia-h200)',
    )
    expect(describeGpuAdapter({ vendor: '', architecture: '', device: '', description: 'Some GPU' })).toBe(
      'Some GPU',
    )
    expect(describeGpuAdapter({ vendor: '', architecture: '', device: '', description: '' })).toBe(
      'unknown adapter',
    )
  })

  it("gives a working device and the adapter's name in Node", async () => {
    const gpu = await gpuTestDevice()
    if (!gpu) return // warned loudly by gpuTestDevice; fails instead under REQUIRE_WEBGPU=1
    try {
      expect(gpu.adapterName).toContain(gpu.adapterInfo.vendor)
      expect(gpu.device.limits.maxComputeWorkgroupsPerDimension).toBeGreaterThanOrEqual(65_535)
    } finally {
      gpu.device.destroy()
    }
  })
})

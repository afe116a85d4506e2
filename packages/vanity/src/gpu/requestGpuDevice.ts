import type { Gpu, GpuAdapterInfo, GpuDevice } from './gpuTypes.ts'

export type RequestGpuDeviceReturnType =
  | {
      device: GpuDevice
      /** vendor, architecture and description joined, e.g. "google swiftshader (SwiftShader Device (Subzero))" */
      adapterName: string
      adapterInfo: GpuAdapterInfo
    }
  | undefined

/** A readable adapter name from the fields a browser or Dawn fills in (any may be empty). */
export function describeGpuAdapter(info: GpuAdapterInfo): string {
  const name = [info.vendor, info.architecture].filter(Boolean).join(' ')
  const detail = info.description || info.device
  if (!detail || detail === name) return name || 'unknown adapter'
  return name ? `${name} (${detail})` : detail
}

/**
 * A device from the high-performance adapter of `gpu`, or undefined when there is no WebGPU
 * (`gpu` undefined, as `navigator.gpu` is in browsers without it) or no adapter (no driver, a
 * blocklisted GPU). A device request that fails on an adapter that exists is an error, not
 * "no GPU": it rejects.
 *
 * @example
 * const gpu = await requestGpuDevice(navigator.gpu)
 * if (gpu) console.log(`searching on ${gpu.adapterName}`)
 * @example
 * // Node, with the `webgpu` package
 * import { create } from 'webgpu'
 * const gpu = await requestGpuDevice(create([]))
 */
export async function requestGpuDevice(gpu: Gpu | undefined): Promise<RequestGpuDeviceReturnType> {
  if (!gpu) return undefined
  const adapter = await gpu.requestAdapter({ powerPreference: 'high-performance' })
  if (!adapter) return undefined
  // copied: Dawn's info object exposes its fields as getters, which spread and JSON would drop
  const { vendor, architecture, device: deviceName, description } = adapter.info
  const adapterInfo = { vendor, architecture, device: deviceName, description }
  const device = await adapter.requestDevice()
  return { device, adapterName: describeGpuAdapter(adapterInfo), adapterInfo }
}

/// <reference types="@webgpu/types" />
import { gpuTestDevice } from './nodeGpuDevice.ts'

/**
 * The GPU tests' device for code written against the DOM's WebGPU types (the secp256k1 walk and
 * field kernels' tests), with the globals that code reads (GPUBufferUsage, GPUMapMode: Node's
 * `webgpu` keeps them in `globals`) installed; undefined, skipped loudly, as gpuTestDevice says.
 *
 * @example
 * const device = await webGpuTestDevice()
 * afterAll(() => device?.destroy())
 */
export async function webGpuTestDevice(): Promise<GPUDevice | undefined> {
  const gpu = await gpuTestDevice()
  if (!gpu) return undefined
  Object.assign(globalThis, (await import('webgpu')).globals)
  // Dawn's device itself: GpuDevice only names the part of it the search uses.
  return gpu.device as unknown as GPUDevice
}

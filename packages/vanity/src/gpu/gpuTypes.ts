/**
 * The part of the WebGPU API the GPU search uses, declared locally as `vanityWasm.ts` declares its
 * part of WebAssembly: the package type-checks without the DOM library or `@webgpu/types`, and
 * both the browser's `navigator.gpu` and Node's `create([])` (the `webgpu` package) fit these
 * shapes. Methods, not function properties, so the real interfaces (branded, with overloads)
 * stay assignable.
 */

export type GpuAdapterInfo = {
  readonly vendor: string
  readonly architecture: string
  readonly device: string
  readonly description: string
}

export type GpuLimits = {
  readonly maxComputeWorkgroupsPerDimension: number
  readonly maxComputeInvocationsPerWorkgroup: number
  readonly maxStorageBufferBindingSize: number
}

export type GpuBuffer = {
  readonly size: number
  mapAsync(mode: number, offset?: number, size?: number): Promise<undefined>
  getMappedRange(offset?: number, size?: number): ArrayBuffer
  unmap(): undefined
  destroy(): undefined
}

export type GpuBindGroupLayout = object
export type GpuBindGroup = object
export type GpuCommandBuffer = object

export type GpuCompilationMessage = {
  readonly message: string
  readonly type: string
  readonly lineNum: number
  readonly linePos: number
}

export type GpuShaderModule = {
  getCompilationInfo(): Promise<{ readonly messages: readonly GpuCompilationMessage[] }>
}

export type GpuComputePipeline = {
  getBindGroupLayout(index: number): GpuBindGroupLayout
}

export type GpuComputePass = {
  setPipeline(pipeline: GpuComputePipeline): undefined
  setBindGroup(index: number, group: GpuBindGroup | null | undefined): undefined
  dispatchWorkgroups(x: number, y?: number, z?: number): undefined
  end(): undefined
}

export type GpuCommandEncoder = {
  beginComputePass(): GpuComputePass
  copyBufferToBuffer(
    source: GpuBuffer,
    sourceOffset: number,
    destination: GpuBuffer,
    destinationOffset: number,
    size: number,
  ): undefined
  finish(): GpuCommandBuffer
}

export type GpuQueue = {
  writeBuffer(buffer: GpuBuffer, offset: number, data: Uint32Array<ArrayBuffer>): undefined
  submit(commandBuffers: Iterable<GpuCommandBuffer>): undefined
  onSubmittedWorkDone(): Promise<undefined>
}

export type GpuDevice = {
  readonly limits: GpuLimits
  readonly queue: GpuQueue
  readonly lost: Promise<{ readonly reason: string; readonly message: string }>
  createShaderModule(descriptor: { code: string; label?: string }): GpuShaderModule
  createComputePipelineAsync(descriptor: {
    layout: 'auto' | object
    compute: { module: GpuShaderModule; entryPoint?: string | undefined }
    label?: string
  }): Promise<GpuComputePipeline>
  createBuffer(descriptor: { size: number; usage: number; label?: string }): GpuBuffer
  createBindGroup(descriptor: {
    layout: GpuBindGroupLayout
    entries: Iterable<{ binding: number; resource: { buffer: GpuBuffer } | object }>
  }): GpuBindGroup
  createCommandEncoder(): GpuCommandEncoder
  pushErrorScope(filter: 'validation' | 'out-of-memory' | 'internal'): undefined
  popErrorScope(): Promise<{ readonly message: string } | null>
  destroy(): undefined
}

export type GpuAdapter = {
  readonly info: GpuAdapterInfo
  requestDevice(): Promise<GpuDevice>
}

/** `navigator.gpu` in a browser, `create([])` of the `webgpu` package in Node. */
export type Gpu = {
  requestAdapter(options?: { powerPreference?: 'low-power' | 'high-performance' }): Promise<GpuAdapter | null>
}

/**
 * The spec's flag values (WebGPU §5.1 GPUBufferUsage, §5.2 GPUMapMode), so nothing here depends on
 * the `GPUBufferUsage` global being installed (Node's `webgpu` puts it in `globals`, not globalThis).
 */
export const gpuBufferUsage = { mapRead: 0x1, copySrc: 0x4, copyDst: 0x8, storage: 0x80 } as const
export const gpuMapModeRead = 0x1

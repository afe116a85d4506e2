export {
  addressMaxPatterns,
  type GpuAddressHit,
  GpuAddressSearch,
  type GpuAddressSearchParameters,
  GpuAddressVerifyError,
  type SearchGpuAddressParameters,
  type SearchGpuAddressReturnType,
  searchGpuAddress,
} from './gpu/addressSearch.ts'
export {
  type Create2Hit,
  Create2Search,
  type Create2SearchParameters,
  Create2VerifyError,
  create2SaltAt,
  matchesBytePatterns,
  type SearchCreate2Parameters,
  type SearchCreate2ReturnType,
  searchCreate2,
} from './gpu/create2Search.ts'
export { create2MaxPatterns } from './gpu/create2Wgsl.ts'
export type { Gpu, GpuAdapterInfo, GpuDevice } from './gpu/gpuTypes.ts'
export { bytesToKeccakWords, keccakWgsl, keccakWordsToBytes } from './gpu/keccakWgsl.ts'
export {
  describeGpuAdapter,
  type RequestGpuDeviceReturnType,
  requestGpuDevice,
} from './gpu/requestGpuDevice.ts'
export {
  type AffinePoint,
  type BytePattern,
  instantiateVanity,
  keyAtIndex,
  readBigInt,
  type SearchOutcome,
  secp256k1Beta,
  secp256k1Lambda,
  secp256k1N,
  secp256k1P,
  type VanityExports,
  VanityWasm,
  type WasmModule,
  writeBigInt,
} from './vanityWasm.ts'

export {
  type AffinePoint,
  type BytePattern,
  instantiateVanity,
  readBigInt,
  type SearchOutcome,
  type VanityExports,
  VanityWasm,
  type WasmModule,
  writeBigInt,
} from './vanityWasm.ts'

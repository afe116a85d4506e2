export {
  type AffinePoint,
  type BytePattern,
  instantiateVanity,
  readBigInt,
  type SearchOutcome,
  type VanityExports,
  VanityWasm,
  writeBigInt,
} from './vanityWasm.ts'

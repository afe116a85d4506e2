// Explorer source verification (Etherscan API v2 style). Framework-free: runs in the browser
// (through a TokenBox server route that holds the API key) and in Node.
export { type CheckVerificationStatusParameters, checkVerificationStatus } from './checkVerificationStatus.ts'
export { classifyExplorerResult } from './classifyExplorerResult.ts'
export { encodeConstructorArguments } from './encodeConstructorArguments.ts'
export {
  SourceVerificationFailedError,
  SourceVerificationTimeoutError,
  VerifyTargetMissingError,
} from './errors.ts'
export { explorerPost } from './explorerPost.ts'
export {
  type SubmitSourceVerificationParameters,
  type SubmitSourceVerificationReturnType,
  submitSourceVerification,
} from './submitSourceVerification.ts'
export { type ToVerifyStepParameters, toVerifyStep } from './toVerifyStep.ts'
export type { ExplorerApiParameters, StandardJsonInput, VerificationStatus, VerifyInput } from './types.ts'
export {
  type Backoff,
  defaultNotIndexedAttempts,
  defaultVerifyBackoff,
  defaultVerifyTimeoutMs,
  type VerifySourceParameters,
  type VerifySourceReturnType,
  verifySource,
} from './verifySource.ts'

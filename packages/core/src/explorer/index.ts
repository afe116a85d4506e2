// Explorer source verification (Etherscan API v2 style). Framework-free. The browser verifies
// through the TokenBox server (verifySourceThroughServer, toServerVerifyStep), which holds the API
// keys and the shipped standard-JSON inputs; Node callers with a key use verifySource directly.
// The server's read-only explorer proxy for the approval checker is described in explorerReadApi.
export { type CheckVerificationStatusParameters, checkVerificationStatus } from './checkVerificationStatus.ts'
export {
  classifyExplorerRefusal,
  type ExplorerRefusalReason,
  explorerRefusalReasons,
} from './classifyExplorerRefusal.ts'
export { classifyExplorerResult } from './classifyExplorerResult.ts'
export {
  classifyVerificationFailure,
  type VerificationFailureReason,
  verificationFailureReasons,
} from './classifyVerificationFailure.ts'
export { encodeConstructorArguments } from './encodeConstructorArguments.ts'
export {
  SourceVerificationFailedError,
  SourceVerificationTimeoutError,
  VerifyTargetMissingError,
} from './errors.ts'
export { explorerPost } from './explorerPost.ts'
export {
  type ExplorerChainsAnswer,
  type ExplorerLog,
  type ExplorerLogsAnswer,
  type ExplorerReadCode,
  type ExplorerVerifiedAnswer,
  explorerChainsPath,
  explorerLogsPath,
  explorerMaxLogsPerPage,
  explorerReadCodes,
  explorerResultWindow,
  explorerVerifiedPath,
} from './explorerReadApi.ts'
export {
  type ExplorerVerifyCode,
  explorerVerifyCodes,
  type SourceVerificationSkipReason,
  sourceVerificationSkipReasons,
} from './explorerVerifyCodes.ts'
export { readExplorerProxyChains } from './readExplorerProxyChains.ts'
export { resolveVerifyTarget } from './resolveVerifyTarget.ts'
export {
  type RunSourceVerificationParameters,
  runSourceVerification,
  type SourceVerificationErrorKind,
  type SourceVerificationPolicy,
} from './runSourceVerification.ts'
export {
  type SubmitSourceVerificationParameters,
  type SubmitSourceVerificationReturnType,
  submitSourceVerification,
} from './submitSourceVerification.ts'
export { type ToServerVerifyStepParameters, toServerVerifyStep } from './toServerVerifyStep.ts'
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
export {
  explorerVerifyPath,
  explorerVerifyStatusPath,
  type VerifySourceThroughServerParameters,
  type VerifySourceThroughServerReturnType,
  verifySourceThroughServer,
} from './verifySourceThroughServer.ts'

// @tokenbox/core's face (package.json `exports`): every module under src/ is public by its own
// path, `@tokenbox/core/<folder>/<module>.ts` (one reader, plan or step builder per file, as viem
// has one action per file), and that is how the apps, the server and the benches import it, the
// generated contracts included ('@tokenbox/core/contracts/TokenLocker.abi.ts'); src/local/ is
// Node-only. This file is not the whole API: it re-exports a small common set (errors, formatting,
// gas, requests, the step runner) for a caller that wants one import. Re-exports only: importing it
// does no work, so bundlers drop what a screen does not use (package.json: sideEffects: false).
// Not public: the tests (`*.test.ts`, mapped to null) and what only tests and benches use, which
// lives beside src/ in testing/ (`@tokenbox/core/testing/*`: local test chains, trap tokens, the
// test-only contracts' modules); scripts/productFolders.test.ts keeps product code off it.

export { BaseError, type BaseErrorParameters } from './errors/BaseError.ts'
export { type ErrorMessageKey, errorMessageKeys } from './errors/errorMessageKeys.ts'
export {
  HttpStatusError,
  ReplyParseError,
  ReplyRejectedError,
  RequestNetworkError,
  RequestTimeoutError,
} from './errors/request.ts'
export { type ErrorMessage, type ToErrorMessageOptions, toErrorMessage } from './errors/toErrorMessage.ts'
export {
  ContractAddressMissingError,
  TransactionRevertedError,
  WalletNotConnectedError,
} from './errors/transaction.ts'
export { walkCauses } from './errors/walkCauses.ts'
export { abbreviateNumber } from './format/abbreviateNumber.ts'
export { formatAddress } from './format/formatAddress.ts'
export { formatBalance } from './format/formatBalance.ts'
export { type FormatHashOptions, formatHash } from './format/formatHash.ts'
export { type FormatRelativeTimeZhOptions, formatRelativeTimeZh } from './format/formatRelativeTimeZh.ts'
export { formatThousands } from './format/formatThousands.ts'
export { type FormatTimeAgoOptions, formatTimeAgo } from './format/formatTimeAgo.ts'
export { toPlainDecimal } from './format/toPlainDecimal.ts'
export { type TruncateAmountOptions, truncateAmount } from './format/truncateAmount.ts'
export { type ComputedGasPrice, computeGasPrice, type FeeHistorySample } from './gas/computeGasPrice.ts'
export { gasPriceMinimums } from './gas/gasPriceMinimums.ts'
export { type GetGasFeesParameters, getGasFees } from './gas/getGasFees.ts'
export { getGasLimit } from './gas/getGasLimit.ts'
export { isLegacyChain } from './gas/isLegacyChain.ts'
export { type FeeMarketReading, type GasFees, toGasFees } from './gas/toGasFees.ts'
export { backendGet } from './request/backendGet.ts'
export { backendPost } from './request/backendPost.ts'
export { explorerGet } from './request/explorerGet.ts'
export { defaultRequestTimeoutMs, requestReply } from './request/requestReply.ts'
export type {
  BackendRequestOptions,
  ReplyEnvelope,
  RequestOptions,
  RequestParameters,
} from './request/types.ts'
export { type ApproveParameters, approve } from './transactions/approve.ts'
export { type CallParameters, call } from './transactions/call.ts'
export { type DeployParameters, deploy } from './transactions/deploy.ts'
export { runSteps } from './transactions/runSteps.ts'
export { type SendDataParameters, sendData } from './transactions/sendData.ts'
export { type SignTypedDataParameters, signTypedData } from './transactions/signTypedData.ts'
export type {
  AddressSource,
  ApproveStep,
  ArgsSource,
  CallStep,
  DeployStep,
  ResumeFrom,
  RunStepsDone,
  RunStepsFailed,
  RunStepsParameters,
  RunStepsResult,
  SendDataStep,
  SignTypedDataStep,
  Step,
  StepContext,
  StepProgress,
  StepResult,
  StepState,
  VerifyStep,
} from './transactions/types.ts'
export { type VerifyParameters, verify } from './transactions/verify.ts'

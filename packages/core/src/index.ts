// The public API of @tokenbox/core. Re-exports only: importing this module does no work, so
// bundlers can drop whatever a screen does not use (package.json says sideEffects: false).
// Node-only helpers (src/local/) and the generated contracts (src/contracts/) are imported by
// their own paths, e.g. '@tokenbox/core/contracts/index.ts'.

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

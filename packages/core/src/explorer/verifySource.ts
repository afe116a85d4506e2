import { ReplyRejectedError } from '../errors/request.ts'
import { checkVerificationStatus } from './checkVerificationStatus.ts'
import { classifyExplorerResult } from './classifyExplorerResult.ts'
import {
  runSourceVerification,
  type SourceVerificationErrorKind,
  type SourceVerificationPolicy,
  type VerifySourceReturnType,
} from './runSourceVerification.ts'
import {
  type SubmitSourceVerificationParameters,
  submitSourceVerification,
} from './submitSourceVerification.ts'

export {
  type Backoff,
  defaultNotIndexedAttempts,
  defaultVerifyBackoff,
  defaultVerifyTimeoutMs,
  type VerifySourceReturnType,
} from './runSourceVerification.ts'

export type VerifySourceParameters = SubmitSourceVerificationParameters & SourceVerificationPolicy

/** Reads an explorer refusal: Etherscan says everything in `result` text, with HTTP 200. */
function classifyExplorerError(error: unknown): SourceVerificationErrorKind {
  if (error instanceof ReplyRejectedError) {
    const kind = classifyExplorerResult(error.shortMessage)
    return kind === 'rateLimited' || kind === 'notIndexed' ? kind : 'other'
  }
  // An HTTP 429 is a rate limit too, from explorers (or proxies) that use the status code.
  return (error as { status?: unknown } | null)?.status === 429 ? 'rateLimited' : 'other'
}

/**
 * Verifies a deployed contract's source on the chain's explorer: submits the standard-JSON input
 * with its constructor arguments, then polls the job until the explorer says verified, already
 * verified or failed, or the time runs out. Needs the explorer API key, so it runs in Node (the
 * server, scripts); the web app uses `verifySourceThroughServer`, which waits the same way.
 *
 * Decisions (the loop itself is `runSourceVerification`'s):
 * - Rate-limit answers are waited out; "not yet indexed" answers to a submission are submitted
 *   again up to `notIndexedAttempts` times; everything bounded by `timeoutMs` (default 3 min).
 * - Anything else the explorer rejects (invalid key, bad input) fails at once: retrying cannot
 *   help. Network and HTTP errors also fail at once, as the request layer already waited up to
 *   its own timeout.
 * - A "Fail - ..." status throws SourceVerificationFailedError with the explorer's reply as the
 *   cause, so the step runner's message shows the explorer's reason.
 *
 * @example
 * const outcome = await verifySource({
 *   apiUrl: 'https://api.etherscan.io/v2/api',
 *   apiKey,
 *   chainId: 56,
 *   contractAddress: token,
 *   verifyInput,
 *   constructorArguments: encodeConstructorArguments(abi, args),
 * })
 * outcome.status // 'verified' | 'alreadyVerified'
 */
export async function verifySource(parameters: VerifySourceParameters): Promise<VerifySourceReturnType> {
  return runSourceVerification({
    ...parameters,
    url: parameters.apiUrl,
    signal: parameters.requestOptions?.signal,
    submit: () => submitSourceVerification(parameters),
    check: (guid) => checkVerificationStatus({ ...parameters, guid }),
    classify: classifyExplorerError,
  })
}

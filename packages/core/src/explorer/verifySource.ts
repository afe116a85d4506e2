import { ReplyRejectedError } from '../errors/request.ts'
import { checkVerificationStatus } from './checkVerificationStatus.ts'
import { classifyExplorerResult } from './classifyExplorerResult.ts'
import { SourceVerificationFailedError, SourceVerificationTimeoutError } from './errors.ts'
import { sleep as defaultSleep } from './sleep.ts'
import {
  type SubmitSourceVerificationParameters,
  submitSourceVerification,
} from './submitSourceVerification.ts'

export type Backoff = {
  /** First delay in ms. */
  initialMs: number
  /** Each next delay is the previous one times this. */
  factor: number
  /** No delay is longer than this. */
  maxMs: number
}

/**
 * Defaults: a first look after 3 s (Etherscan usually compiles a standard-JSON input within 5 to
 * 30 s), then 1.5 times longer each time up to 15 s, which keeps a single user far below the
 * free plan's 5 calls per second even with several tabs verifying at once.
 */
export const defaultVerifyBackoff: Backoff = { initialMs: 3_000, factor: 1.5, maxMs: 15_000 }
/** Three minutes: long enough for a slow queue, short enough that a user is not left waiting for ever. */
export const defaultVerifyTimeoutMs = 180_000
/**
 * An explorer indexes a new contract seconds to a minute after its block; five submissions spaced
 * by the backoff (3 + 4.5 + 6.75 + 10.1 s, about 24 s of waiting) cover the usual delay.
 */
export const defaultNotIndexedAttempts = 5

export type VerifySourceParameters = SubmitSourceVerificationParameters & {
  /** Delays between polls and between retries. Default {@link defaultVerifyBackoff}. */
  backoff?: Backoff | undefined
  /** Give up (SourceVerificationTimeoutError) after this long in total. Default 180 000 ms. */
  timeoutMs?: number | undefined
  /** Submissions to try while the explorer does not know the contract yet. Default 5. */
  notIndexedAttempts?: number | undefined
  /** Injectable timer, for tests and for callers with their own scheduler. Default: setTimeout. */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined
  /** Injectable clock in ms, paired with `sleep`. Default `Date.now`. */
  now?: (() => number) | undefined
}

export type VerifySourceReturnType =
  | { status: 'verified'; guid: string }
  /** The explorer had the source already; `guid` is set when this was learnt from a job's status. */
  | { status: 'alreadyVerified'; guid?: string | undefined }

function kindOf(error: unknown) {
  return error instanceof ReplyRejectedError
    ? classifyExplorerResult(error.shortMessage)
    : // An HTTP 429 is a rate limit too, from explorers (or proxies) that use the status code.
      (error as { status?: unknown } | null)?.status === 429
      ? 'rateLimited'
      : 'other'
}

/**
 * Verifies a deployed contract's source on the chain's explorer: submits the standard-JSON input
 * with its constructor arguments, then polls the job until the explorer says verified, already
 * verified or failed, or the time runs out.
 *
 * Decisions:
 * - Waits grow by `backoff` (default 3 s x 1.5 up to 15 s) and everything is bounded by
 *   `timeoutMs` (default 3 min): no request is started whose wait would end past the deadline,
 *   and the timeout error keeps the GUID so the job can still be checked later.
 * - "Not yet indexed" answers to a submission (the explorer has not seen the new contract yet)
 *   are retried up to `notIndexedAttempts` submissions; after that the explorer's own error is
 *   thrown, as it is the most useful thing to show.
 * - Rate-limit answers (to the submission or to a poll) are waited out with the same backoff and
 *   do not count as attempts; only the deadline bounds them.
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
  const backoff = parameters.backoff ?? defaultVerifyBackoff
  const timeoutMs = parameters.timeoutMs ?? defaultVerifyTimeoutMs
  const notIndexedAttempts = parameters.notIndexedAttempts ?? defaultNotIndexedAttempts
  const sleep = parameters.sleep ?? defaultSleep
  const now = parameters.now ?? Date.now
  const signal = parameters.requestOptions?.signal
  const deadline = now() + timeoutMs

  let waits = 0
  let guid: string | undefined
  let lastError: unknown
  // Waits the next backoff delay, or gives up when it would end past the deadline.
  const wait = async () => {
    const delay = Math.min(backoff.initialMs * backoff.factor ** waits, backoff.maxMs)
    waits++
    if (now() + delay > deadline) {
      throw new SourceVerificationTimeoutError({ guid, timeoutMs, cause: lastError })
    }
    await sleep(delay, signal)
  }

  let submissions = 0
  while (!guid) {
    try {
      submissions++
      const submission = await submitSourceVerification(parameters)
      if (submission.status === 'alreadyVerified') return { status: 'alreadyVerified' }
      guid = submission.guid
    } catch (error) {
      const kind = kindOf(error)
      if (kind === 'notIndexed' && submissions < notIndexedAttempts) {
        lastError = error
        await wait()
      } else if (kind === 'rateLimited') {
        // A rate-limited submission was not looked at, so it does not use up an attempt.
        submissions--
        lastError = error
        await wait()
      } else {
        throw error
      }
    }
  }

  waits = 0
  for (;;) {
    await wait()
    let status: Awaited<ReturnType<typeof checkVerificationStatus>>
    try {
      status = await checkVerificationStatus({ ...parameters, guid })
    } catch (error) {
      if (kindOf(error) !== 'rateLimited') throw error
      lastError = error
      continue
    }
    if (status.status === 'verified') return { status: 'verified', guid }
    if (status.status === 'alreadyVerified') return { status: 'alreadyVerified', guid }
    if (status.status === 'failed') {
      throw new SourceVerificationFailedError({
        guid,
        reason: status.reason,
        cause: new ReplyRejectedError({
          url: parameters.apiUrl,
          serverMessage: status.reason,
          body: { status: '0', message: 'NOTOK', result: status.reason },
        }),
      })
    }
    lastError = undefined
  }
}

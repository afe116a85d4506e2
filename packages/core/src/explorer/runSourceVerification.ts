import { ReplyRejectedError } from '../errors/request.ts'
import { SourceVerificationFailedError, SourceVerificationTimeoutError } from './errors.ts'
import { sleep as defaultSleep } from './sleep.ts'
import type { SubmitSourceVerificationReturnType } from './submitSourceVerification.ts'
import type { VerificationStatus } from './types.ts'

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

/** How long and how often to try; shared by `verifySource` and `verifySourceThroughServer`. */
export type SourceVerificationPolicy = {
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

/** What a failed request means for the loop: wait and retry, submit again, or give up. */
export type SourceVerificationErrorKind = 'rateLimited' | 'notIndexed' | 'other'

export type RunSourceVerificationParameters = SourceVerificationPolicy & {
  /** Sends the submission (to the explorer, or to the TokenBox server that forwards it). */
  submit: () => Promise<SubmitSourceVerificationReturnType>
  /** Reads the job's status. */
  check: (guid: string) => Promise<VerificationStatus>
  /** Reads a rejected `submit` or `check`. */
  classify: (error: unknown) => SourceVerificationErrorKind
  /** Where the job ran, for the cause of a SourceVerificationFailedError. */
  url: string
  signal?: AbortSignal | undefined
}

/**
 * The one submit-then-poll loop behind `verifySource` (straight to the explorer) and
 * `verifySourceThroughServer` (through the TokenBox server), so both wait, retry and give up the
 * same way; they differ only in how they reach the explorer and read its refusals.
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
 * - Anything else fails at once: retrying cannot help.
 * - A "Fail - ..." status throws SourceVerificationFailedError with the explorer's reply as the
 *   cause, so the step runner's message shows the explorer's reason.
 *
 * @example
 * await runSourceVerification({
 *   url: apiUrl,
 *   submit: () => submitSourceVerification(parameters),
 *   check: (guid) => checkVerificationStatus({ ...parameters, guid }),
 *   classify: (error) => 'other',
 * })
 */
export async function runSourceVerification(
  parameters: RunSourceVerificationParameters,
): Promise<VerifySourceReturnType> {
  const { submit, check, classify, signal } = parameters
  const backoff = parameters.backoff ?? defaultVerifyBackoff
  const timeoutMs = parameters.timeoutMs ?? defaultVerifyTimeoutMs
  const notIndexedAttempts = parameters.notIndexedAttempts ?? defaultNotIndexedAttempts
  const sleep = parameters.sleep ?? defaultSleep
  const now = parameters.now ?? Date.now
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
      const submission = await submit()
      if (submission.status === 'alreadyVerified') return { status: 'alreadyVerified' }
      guid = submission.guid
    } catch (error) {
      const kind = classify(error)
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
    let status: VerificationStatus
    try {
      status = await check(guid)
    } catch (error) {
      if (classify(error) !== 'rateLimited') throw error
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
          url: parameters.url,
          serverMessage: status.reason,
          body: { status: '0', message: 'NOTOK', result: status.reason },
        }),
      })
    }
    lastError = undefined
  }
}

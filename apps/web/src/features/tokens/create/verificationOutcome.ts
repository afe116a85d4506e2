import { HttpStatusError } from '@tokenbox/core/errors/request.ts'
import { walkCauses } from '@tokenbox/core/errors/walkCauses.ts'
import {
  SourceVerificationFailedError,
  SourceVerificationTimeoutError,
} from '@tokenbox/core/explorer/errors.ts'
import { explorerVerifyCodes } from '@tokenbox/core/explorer/explorerVerifyCodes.ts'
import type { RunStepsResult, StepProgress } from '@tokenbox/core/transactions/types.ts'
import type { TFunction } from 'i18next'

/** Where "Sourcecode Verify" of a token creation stands. */
export type VerificationState = 'pending' | 'running' | 'verified' | 'skipped' | 'failed'

/**
 * Where "Sourcecode Verify" stands (the steps from `verifyStepIndex` on: the token's, then any other
 * contract the flow deployed), from the runner's progress and result of the create flow:
 * skipped (the chain has no explorer API, or the server no key) is shown as such, never as a
 * failure; a failure leaves the token created and can be retried alone.
 */
export function verificationState(
  progress: StepProgress | null,
  result: RunStepsResult | null,
  verifyStepIndex: number,
): VerificationState {
  if (result?.status === 'done') {
    return result.results[verifyStepIndex]?.status === 'skipped' ? 'skipped' : 'verified'
  }
  if (result?.status === 'failed') return result.stepIndex >= verifyStepIndex ? 'failed' : 'pending'
  if (progress && progress.stepIndex >= verifyStepIndex) return 'running'
  return 'pending'
}

/** Why verification was skipped: `explorer.noApi` or `explorer.noKey`. */
export function skippedReason(result: RunStepsResult | null, verifyStepIndex: number): string | undefined {
  if (result?.status !== 'done') return undefined
  const output = result.results[verifyStepIndex]?.output as { reason?: string } | undefined
  return output?.reason
}

/**
 * The user's-language text of a failed verification. The server answers codes only (never an
 * explorer's own words, which may quote its API key): a failed job's reason
 * (`bytecodeMismatch`, `constructorArguments`, `other`), a refusal's code, and for
 * `explorer.rejected` whether the explorer refused the server's key.
 */
export function verificationFailureText(t: TFunction, error: unknown): string {
  const known = walkCauses(
    error,
    (cause) =>
      cause instanceof SourceVerificationFailedError ||
      cause instanceof SourceVerificationTimeoutError ||
      cause instanceof HttpStatusError,
  )
  if (known instanceof SourceVerificationFailedError) {
    const other = t('verify.failed.other', { ns: 'tokens' })
    return t(`verify.failed.${known.reason}`, { ns: 'tokens', defaultValue: other })
  }
  if (known instanceof SourceVerificationTimeoutError) return t('verify.timeout', { ns: 'tokens' })
  if (known instanceof HttpStatusError) {
    const fallback = t('verify.unknown', { ns: 'tokens', code: known.serverMessage })
    const general = t(`verify.code.${known.serverMessage}`, { ns: 'tokens', defaultValue: fallback })
    const reason = (known.body as { data?: { reason?: unknown } } | null)?.data?.reason
    if (known.serverMessage !== explorerVerifyCodes.rejected || reason !== 'invalidKey') return general
    return t('verify.code.explorer.rejected.invalidKey', { ns: 'tokens' })
  }
  return t('verify.unknown', { ns: 'tokens', code: error instanceof Error ? error.message : String(error) })
}

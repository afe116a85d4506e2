import type { RunStepsFailed } from '@tokenbox/core/transactions/types.ts'
import { ErrorAlert } from '../errors/ErrorAlert.tsx'

/**
 * A failed run's reason in the user's language: the runner already mapped the failure to the
 * error catalogue (core's toErrorMessage), this shows its words and the raw failure under Details.
 *
 * @example
 * {result?.status === 'failed' && <StepError result={result} testId="lock-error" />}
 */
export function StepError({ result, testId }: { result: RunStepsFailed; testId: string }) {
  return <ErrorAlert message={result.message} testId={testId} />
}

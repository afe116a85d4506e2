import type { RunStepsFailed } from '@tokenbox/core/transactions/types.ts'
import { ErrorAlert } from '../../app/errors/ErrorAlert.tsx'

/** A failed run's reason in the user's language (the runner already mapped it to the catalogue). */
export function StepError({ result }: { result: RunStepsFailed }) {
  return <ErrorAlert message={result.message} testId="lock-error" />
}

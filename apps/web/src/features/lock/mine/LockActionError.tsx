import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import type { RunStepsResult } from '@tokenbox/core/transactions/types.ts'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'

/** Why an owner's action did not go through: its transaction failed, or reading the lock did. */
export function LockActionError({
  result,
  prepareError,
}: {
  result: RunStepsResult | null
  prepareError: ErrorMessage | null
}) {
  if (result?.status === 'failed') return <StepError result={result} testId="lock-error" />
  if (prepareError) return <ErrorAlert message={prepareError} testId="lock-error" />
  return null
}

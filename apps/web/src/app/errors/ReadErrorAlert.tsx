import { toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import type { CSSProperties } from 'react'
import { ErrorAlert } from './ErrorAlert.tsx'

/**
 * A read that failed (a list, a pool, a balance), said as what it was: the endpoint's refusal
 * ("this RPC allows 1,000 blocks per query", "rate-limiting"), a node that cannot be reached, or
 * "could not be read" — never "Transaction failed" (nothing was sent) and never "Network connection
 * failed" for a node that answered. `toErrorMessage` with `reading: true`, in an ErrorAlert.
 *
 * @example
 * {list.isError && <ReadErrorAlert error={list.error} testId="presale-list-error" />}
 */
export function ReadErrorAlert({
  error,
  testId,
  style,
}: {
  error: unknown
  testId?: string
  style?: CSSProperties
}) {
  return <ErrorAlert message={toErrorMessage(error, { reading: true })} testId={testId} style={style} />
}

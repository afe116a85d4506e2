import type { StepContext, VerifyStep } from './types.ts'

export type VerifyParameters = {
  /**
   * Does the verification (for example, submits a template's standard-JSON input to the chain's
   * explorer and polls until it is verified) and resolves with anything worth keeping; a
   * rejection fails the step like any other.
   */
  execute: (context: StepContext) => Promise<unknown>
  label?: string
}

/**
 * A "Sourcecode Verify" step. The runner reports it as `verifying`; the work is injected, so the
 * explorer client can be swapped (or faked by a test) without touching the runner.
 *
 * @example
 * verify({
 *   execute: ({ results }) => verifyOnExplorer({ address: results[0]!.contractAddress!, input }),
 * })
 */
export function verify(parameters: VerifyParameters): VerifyStep {
  return { type: 'verify', ...parameters }
}

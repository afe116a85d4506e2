/**
 * Why the explorer could not verify a submitted source (`checkverifystatus` "Fail - ..."), as the
 * TokenBox server tells a browser: a code, never the explorer's text (see classifyExplorerRefusal
 * for why). The web app translates it.
 * - `bytecodeMismatch`: the compiled input does not reproduce the deployed code (another build,
 *   another compiler setting, a contract that is not the named template);
 * - `constructorArguments`: the explorer found the constructor arguments wrong or missing;
 * - `other`: any other failure.
 */
export const verificationFailureReasons = ['bytecodeMismatch', 'constructorArguments', 'other'] as const
export type VerificationFailureReason = (typeof verificationFailureReasons)[number]

/**
 * The code of a failed verification's text ("Fail - Unable to verify. Compiled contract deployment
 * bytecode does NOT match the transaction deployment bytecode.").
 *
 * @example
 * classifyVerificationFailure('Fail - Unable to verify. Invalid constructor arguments provided') // 'constructorArguments'
 */
export function classifyVerificationFailure(text: unknown): VerificationFailureReason {
  const value = typeof text === 'string' ? text : ''
  if (/constructor/i.test(value)) return 'constructorArguments'
  if (/bytecode|does not match|doesn't match/i.test(value)) return 'bytecodeMismatch'
  return 'other'
}

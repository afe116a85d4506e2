import type { Address, Hex } from 'viem'
import type { DeployStep, StepContext, StepResult } from '../transactions/types.ts'
import { encodeConstructorArguments } from './encodeConstructorArguments.ts'
import { VerifyTargetMissingError } from './errors.ts'

function findDeployResult(results: readonly StepResult[], index: number | undefined): StepResult | undefined {
  if (index !== undefined) return results[index]
  return results.findLast((result) => result.type === 'deploy')
}

/**
 * What a "Sourcecode Verify" step verifies: the address the deploy step produced and that step's
 * constructor arguments, encoded again from its own ABI and arguments (a function of earlier
 * results is called again with the same results), so they cannot differ from what was deployed.
 * Throws VerifyTargetMissingError when no deploy step ran before.
 *
 * @example
 * const { contractAddress, constructorArguments } = resolveVerifyTarget(context, deployToken)
 */
export function resolveVerifyTarget(
  context: StepContext,
  deployStep: DeployStep,
  deployStepIndex?: number | undefined,
): { contractAddress: Address; constructorArguments: Hex } {
  const contractAddress = findDeployResult(context.results, deployStepIndex)?.contractAddress
  if (!contractAddress) throw new VerifyTargetMissingError({ deployStepIndex })
  const args = typeof deployStep.args === 'function' ? deployStep.args(context) : deployStep.args
  return { contractAddress, constructorArguments: encodeConstructorArguments(deployStep.abi, args as never) }
}

import type { DeployStep, StepContext, StepResult, VerifyStep } from '../transactions/types.ts'
import { verify } from '../transactions/verify.ts'
import { encodeConstructorArguments } from './encodeConstructorArguments.ts'
import { VerifyTargetMissingError } from './errors.ts'
import { type VerifySourceParameters, type VerifySourceReturnType, verifySource } from './verifySource.ts'

export type ToVerifyStepParameters = Omit<
  VerifySourceParameters,
  'contractAddress' | 'constructorArguments' | 'chainId'
> & {
  /**
   * The deploy step whose contract to verify, as passed to `runSteps`: its ABI and arguments give
   * the constructor arguments, so they cannot differ from what was deployed.
   */
  deployStep: DeployStep
  /**
   * Index of that step in the flow. Default: the last deploy step that ran before this one, which
   * is right for the usual "deploy, then Sourcecode Verify" flow.
   */
  deployStepIndex?: number | undefined
  /** Default: the chain the public client is connected to. */
  chainId?: number | undefined
  label?: string | undefined
}

function findDeployResult(results: readonly StepResult[], index: number | undefined): StepResult | undefined {
  if (index !== undefined) return results[index]
  return results.findLast((result) => result.type === 'deploy')
}

/**
 * Turns explorer verification into the step runner's "Sourcecode Verify" step, so a deploy flow
 * can end with it: `runSteps({ steps: [deployStep, toVerifyStep({ deployStep, ... })] })`. The
 * step resolves with `verifySource`'s outcome (in the step result's `output`) and fails the flow
 * like any other step; on resume the deployment is not repeated, only the verification.
 *
 * Decisions:
 * - The contract address comes from the deploy step's result, and the constructor arguments are
 *   encoded again from the same step's ABI and arguments (a function of earlier results is
 *   called again with the same results), not re-read from the chain: no extra RPC calls, and a
 *   test proves the encoding equals the creation transaction's tail.
 * - The chain id defaults to the public client's, so one flow definition works on any chain.
 *
 * @example
 * const deployToken = deploy({ abi: sampleStablecoinAbi, bytecode: sampleStablecoinBytecode, args })
 * await runSteps({
 *   publicClient,
 *   walletClient,
 *   steps: [
 *     deployToken,
 *     toVerifyStep({ deployStep: deployToken, verifyInput, apiUrl: '/api/v1/web/explorer/verify' }),
 *   ],
 * })
 */
export function toVerifyStep(parameters: ToVerifyStepParameters): VerifyStep {
  const { deployStep, deployStepIndex, label, ...rest } = parameters
  return verify({
    label: label ?? 'Sourcecode Verify',
    execute: async (context: StepContext): Promise<VerifySourceReturnType> => {
      const contractAddress = findDeployResult(context.results, deployStepIndex)?.contractAddress
      if (!contractAddress) {
        throw new VerifyTargetMissingError({ deployStepIndex })
      }
      const args = typeof deployStep.args === 'function' ? deployStep.args(context) : deployStep.args
      return verifySource({
        ...rest,
        chainId: parameters.chainId ?? (await context.publicClient.getChainId()),
        contractAddress,
        constructorArguments: encodeConstructorArguments(deployStep.abi, args as never),
      })
    },
  })
}

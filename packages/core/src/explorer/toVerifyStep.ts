import type { DeployStep, StepContext, VerifyStep } from '../transactions/types.ts'
import { verify } from '../transactions/verify.ts'
import { resolveVerifyTarget } from './resolveVerifyTarget.ts'
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

/**
 * Turns explorer verification with an API key in hand (Node: scripts, the server) into the step
 * runner's "Sourcecode Verify" step, so a deploy flow can end with it:
 * `runSteps({ steps: [deployStep, toVerifyStep({ deployStep, ... })] })`. The step resolves with
 * `verifySource`'s outcome (in the step result's `output`) and fails the flow like any other
 * step; on resume the deployment is not repeated, only the verification. The web app, which must
 * not hold a key, uses `toServerVerifyStep` instead.
 *
 * Decisions:
 * - The contract address comes from the deploy step's result, and the constructor arguments are
 *   encoded again from the same step's ABI and arguments (`resolveVerifyTarget`), not re-read
 *   from the chain: no extra RPC calls, and a test proves the encoding equals the creation
 *   transaction's tail.
 * - The chain id defaults to the public client's, so one flow definition works on any chain.
 *
 * @example
 * const deployToken = deploy({ abi: sampleStablecoinAbi, bytecode: sampleStablecoinBytecode, args })
 * await runSteps({
 *   publicClient,
 *   walletClient,
 *   steps: [deployToken, toVerifyStep({ deployStep: deployToken, verifyInput, apiUrl, apiKey })],
 * })
 */
export function toVerifyStep(parameters: ToVerifyStepParameters): VerifyStep {
  const { deployStep, deployStepIndex, label, ...rest } = parameters
  return verify({
    label: label ?? 'Sourcecode Verify',
    execute: async (context: StepContext): Promise<VerifySourceReturnType> => {
      const target = resolveVerifyTarget(context, deployStep, deployStepIndex)
      return verifySource({
        ...rest,
        ...target,
        chainId: parameters.chainId ?? (await context.publicClient.getChainId()),
      })
    },
  })
}

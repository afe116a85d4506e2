import type { DeployStep, StepContext, VerifyStep } from '../transactions/types.ts'
import { verify } from '../transactions/verify.ts'
import { resolveVerifyTarget } from './resolveVerifyTarget.ts'
import {
  type VerifySourceThroughServerParameters,
  type VerifySourceThroughServerReturnType,
  verifySourceThroughServer,
} from './verifySourceThroughServer.ts'

export type ToServerVerifyStepParameters = Omit<
  VerifySourceThroughServerParameters,
  'contractAddress' | 'constructorArguments' | 'chainId' | 'build'
> & {
  /** The deploy step whose contract to verify; its ABI and arguments give the constructor arguments. */
  deployStep: DeployStep
  /** Index of that step in the flow. Default: the last deploy step that ran before this one. */
  deployStepIndex?: number | undefined
  /** Default: the chain the public client is connected to. */
  chainId?: number | undefined
  label?: string | undefined
}

/**
 * The web app's "Sourcecode Verify" step: verifies the contract the flow just deployed through the
 * TokenBox server (`verifySourceThroughServer`), which holds the explorer key and the shipped
 * standard-JSON inputs. Add it after the deploy step:
 * `runSteps({ steps: [deployToken, toServerVerifyStep({ deployStep: deployToken, contractName })] })`.
 *
 * The step's `output` is the outcome: `verified` / `alreadyVerified` (with the GUID when there was
 * a job), or `skipped` with `reason` `explorer.noApi` / `explorer.noKey`; the runner then reports
 * the step's result with `status: 'skipped'` and the flow still ends `done`. Any other problem
 * fails the step (and the flow, at its last step) with a message from `toErrorMessage`; resuming
 * runs only the verification again, never the deployment.
 *
 * @example
 * const deployToken = deploy({ abi: standardTokenAbi, bytecode: standardTokenBytecode, args })
 * const run = await runSteps({
 *   publicClient,
 *   walletClient,
 *   steps: [deployToken, toServerVerifyStep({ deployStep: deployToken, contractName: 'StandardToken' })],
 * })
 */
export function toServerVerifyStep(parameters: ToServerVerifyStepParameters): VerifyStep {
  const { deployStep, deployStepIndex, label, ...rest } = parameters
  return verify({
    label: label ?? 'Sourcecode Verify',
    execute: async (context: StepContext): Promise<VerifySourceThroughServerReturnType> => {
      const target = resolveVerifyTarget(context, deployStep, deployStepIndex)
      return verifySourceThroughServer({
        ...rest,
        ...target,
        build: deployStep.build,
        chainId: parameters.chainId ?? (await context.publicClient.getChainId()),
      })
    },
  })
}

import { type Address, type Hex, hexToBytes, type PublicClient } from 'viem'
import type { ContractBuild } from '../evm/contractBuild.ts'
import { runtimeBuild } from '../evm/matchesRuntime.ts'
import { encodeConstructorArguments } from '../explorer/encodeConstructorArguments.ts'
import { createTokenDeployStep } from '../tokens/createTokenDeployStep.ts'
import { isDividendTemplate, tokenTemplates } from '../tokens/tokenTemplates.ts'
import type { StepContext } from '../transactions/types.ts'
import type { LaunchPlan } from './types.ts'

const dividendTrackerViewAbi = [
  {
    type: 'function',
    name: 'dividendTracker',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/** What "Sourcecode Verify" submits for a launch's token (see verifySourceThroughServer). */
export type LaunchVerifyTarget = {
  contractAddress: Address
  /** The shipped contract, e.g. `TaxToken`. */
  contractName: string
  /** ABI-encoded, as the constructor received them. */
  constructorArguments: Hex
  /** The build the token's code is (read from its code), so the server submits that build's input. */
  build: ContractBuild
}

/**
 * The verification target of a token the launch created, after the fact (a reload may come between
 * the deploy and the verification, so the deploy step's result is gone): its address, its
 * contract, the constructor arguments encoded again from the plan's parameters (a dividend token's
 * tracker read back from the token, since the flow may have deployed it) and the build its code
 * is. Undefined for an existing token or one without code: the flow cannot know what another
 * deployer passed.
 *
 * @example
 * const target = await readLaunchVerifyTarget(publicClient, plan, token, 'cancun')
 * await verifySourceThroughServer({ chainId, ...target })
 */
export async function readLaunchVerifyTarget(
  client: PublicClient,
  plan: LaunchPlan,
  token: Address,
  fallbackBuild: ContractBuild,
): Promise<LaunchVerifyTarget | undefined> {
  if (plan.token.kind !== 'new') return undefined
  const { template } = plan.token
  let parameters = plan.token.parameters
  const code = await client.getCode({ address: token })
  if (!code || code === '0x') return undefined
  if (isDividendTemplate(parameters.template) && 'dividend' in parameters) {
    const tracker = await client.readContract({
      address: token,
      abi: dividendTrackerViewAbi,
      functionName: 'dividendTracker',
    })
    parameters = { ...parameters, dividend: { ...parameters.dividend, tracker } }
  }
  const build = runtimeBuild(hexToBytes(code), tokenTemplates[template].runtime) ?? fallbackBuild
  // The bytecode does not change the arguments; only the ABI and the arguments are encoded.
  const step = createTokenDeployStep(parameters, '0x', build)
  // Every shared address is now a plain address, so no earlier step result is read.
  const args =
    typeof step.args === 'function' ? step.args({ results: [] } as unknown as StepContext) : step.args
  return {
    contractAddress: token,
    contractName: tokenTemplates[template].contractName,
    constructorArguments: encodeConstructorArguments(step.abi, args as never),
    build,
  }
}

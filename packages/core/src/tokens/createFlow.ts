import type { Address } from 'viem'
import type { ContractBuild } from '../evm/contractBuild.ts'
import { toServerVerifyStep } from '../explorer/toServerVerifyStep.ts'
import { sharedContractDeployStep } from '../sharedContracts/sharedContracts.ts'
import type { DeployStep, Step } from '../transactions/types.ts'
import { type CreateTokenParameters, createTokenDeployStep } from './createTokenDeployStep.ts'
import {
  isDividendTemplate,
  isHubSaleTemplate,
  type TokenTemplateId,
  tokenTemplateBytecode,
  tokenTemplates,
} from './tokenTemplates.ts'

/**
 * The steps of one token creation and where its parts are: the token's deploy step, and the first
 * "Sourcecode Verify" step (every step from there on verifies something the flow deployed).
 */
export type CreateFlow = {
  steps: readonly Step[]
  tokenIndex: number
  verifyIndex: number
  /** Set when the flow deploys the chain's dividend tracker first. */
  trackerIndex?: number
}

/**
 * Deploy the token from its template, then verify its source through the server. Dividend tokens
 * need the chain's dividend tracker and the `?t=1` sale tokens the chain's sale hub: `tracker` and
 * `saleHub` are them, or null when the chain has none, and then the flow deploys the missing ones
 * first, each the one for everyone at its shared address (skipped if someone made it since; the
 * user has agreed to it: "Before creating tokens you need to create a dividend contract,
 * continue?"). A dividend sale token may need both. Verification comes after every deployment, so
 * a refused verification never stands between the user and the token, and retrying it repeats no
 * transaction.
 */
export async function createFlow(
  template: TokenTemplateId,
  parameters: CreateTokenParameters,
  build: ContractBuild,
  tracker?: Address | null,
  saleHub?: Address | null,
): Promise<CreateFlow> {
  // The template's creation bytecode is fetched now, not with the screen (most of its size), in
  // the build the chain runs.
  const bytecode = await tokenTemplateBytecode(template, build)
  const shared: { step: DeployStep; contractName: string }[] = []
  let trackerIndex: number | undefined
  let withShared = parameters
  if (isDividendTemplate(parameters.template) && 'dividend' in withShared) {
    let source: Address | { fromStep: number } = tracker!
    if (!tracker) {
      trackerIndex = shared.length
      source = { fromStep: trackerIndex }
      const step = await sharedContractDeployStep('dividendTracker', build)
      shared.push({ step, contractName: 'DividendTracker' })
    }
    withShared = { ...withShared, dividend: { ...withShared.dividend, tracker: source } }
  }
  if (isHubSaleTemplate(parameters.template) && 'hub' in withShared) {
    let source: Address | { fromStep: number } = saleHub!
    if (!saleHub) {
      source = { fromStep: shared.length }
      const step = await sharedContractDeployStep('saleHub', build)
      shared.push({ step, contractName: 'TokenSaleHub' })
    }
    withShared = { ...withShared, hub: source }
  }
  const deployToken = createTokenDeployStep(withShared, bytecode, build)
  const tokenIndex = shared.length
  return {
    steps: [
      ...shared.map(({ step }) => step),
      deployToken,
      toServerVerifyStep({
        deployStep: deployToken,
        deployStepIndex: tokenIndex,
        contractName: tokenTemplates[template].contractName,
      }),
      ...shared.map(({ step, contractName }, index) =>
        toServerVerifyStep({ deployStep: step, deployStepIndex: index, contractName }),
      ),
    ],
    tokenIndex,
    verifyIndex: tokenIndex + 1,
    ...(trackerIndex === undefined ? {} : { trackerIndex }),
  }
}

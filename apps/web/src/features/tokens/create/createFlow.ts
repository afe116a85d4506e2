import { dividendTrackerAbi } from '@tokenbox/core/contracts/DividendTracker.abi.ts'
import { tokenSaleHubAbi } from '@tokenbox/core/contracts/TokenSaleHub.abi.ts'
import type { ContractBuild } from '@tokenbox/core/evm/contractBuild.ts'
import { sharedContractDeployStep } from '@tokenbox/core/evm/sharedContracts.ts'
import { toServerVerifyStep } from '@tokenbox/core/explorer/toServerVerifyStep.ts'
import {
  type CreateTokenParameters,
  createTokenDeployStep,
} from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import {
  type TokenTemplateId,
  tokenTemplateBytecode,
  tokenTemplates,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import type { Address } from 'viem'

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
 * need the chain's dividend tracker: `tracker` is it, or null when the chain has none, and then
 * the flow deploys one first (the user has agreed to it: "Before creating tokens you need to create
 * a dividend contract, continue?"). Verification
 * comes after every deployment, so a refused verification never stands between the user and the
 * token, and retrying it repeats no transaction.
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
  if ((parameters.template === 'marketingSale' || parameters.template === 'compoundSale') && !saleHub) {
    // The chain has no sale hub yet: the flow creates the one for everyone at its shared address
    // (skipped if someone made it since), then the token registers its sale with it.
    const deployHub = await sharedContractDeployStep('saleHub', build, tokenSaleHubAbi)
    const deployToken = createTokenDeployStep({ ...parameters, hub: { fromStep: 0 } }, bytecode, build)
    return {
      steps: [
        deployHub,
        deployToken,
        toServerVerifyStep({
          deployStep: deployToken,
          deployStepIndex: 1,
          contractName: tokenTemplates[parameters.template].contractName,
        }),
        toServerVerifyStep({ deployStep: deployHub, deployStepIndex: 0, contractName: 'TokenSaleHub' }),
      ],
      tokenIndex: 1,
      verifyIndex: 2,
    }
  }
  if ((parameters.template === 'dividend' || parameters.template === 'lpDividend') && !tracker) {
    // The chain has no dividend tracker yet: deploy one first, and verify it after the token.
    // The chain's one tracker for everyone, at its shared address (skipped if someone made it since).
    const deployTracker = await sharedContractDeployStep('dividendTracker', build, dividendTrackerAbi)
    const deployToken = createTokenDeployStep(
      { ...parameters, dividend: { ...parameters.dividend, tracker: { fromStep: 0 } } },
      bytecode,
      build,
    )
    return {
      steps: [
        deployTracker,
        deployToken,
        toServerVerifyStep({
          deployStep: deployToken,
          deployStepIndex: 1,
          contractName: tokenTemplates[template].contractName,
        }),
        toServerVerifyStep({
          deployStep: deployTracker,
          deployStepIndex: 0,
          contractName: 'DividendTracker',
        }),
      ],
      tokenIndex: 1,
      verifyIndex: 2,
      trackerIndex: 0,
    }
  }
  const deployStep = createTokenDeployStep(
    parameters.template === 'dividend' || parameters.template === 'lpDividend'
      ? { ...parameters, dividend: { ...parameters.dividend, tracker: tracker! } }
      : parameters.template === 'marketingSale' || parameters.template === 'compoundSale'
        ? { ...parameters, hub: saleHub! }
        : parameters,
    bytecode,
    build,
  )
  return {
    steps: [
      deployStep,
      toServerVerifyStep({ deployStep, contractName: tokenTemplates[template].contractName }),
    ],
    tokenIndex: 0,
    verifyIndex: 1,
  }
}

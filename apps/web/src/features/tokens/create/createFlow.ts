import { toServerVerifyStep } from '@tokenbox/core/explorer/toServerVerifyStep.ts'
import {
  type CreateTokenParameters,
  createTokenDeployStep,
} from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import { type TokenTemplateId, tokenTemplates } from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'

/**
 * The steps of one token creation and where its parts are: the token's deploy step, and the first
 * "Sourcecode Verify" step (every step from there on verifies something the flow deployed).
 */
export type CreateFlow = { steps: readonly Step[]; tokenIndex: number; verifyIndex: number }

/**
 * Deploy the token from its template, then verify its source through the server. Verification
 * comes after every deployment, so a refused verification never stands between the user and the
 * token, and retrying it repeats no transaction.
 */
export function createFlow(template: TokenTemplateId, parameters: CreateTokenParameters): CreateFlow {
  const deployStep = createTokenDeployStep(parameters)
  return {
    steps: [
      deployStep,
      toServerVerifyStep({ deployStep, contractName: tokenTemplates[template].contractName }),
    ],
    tokenIndex: 0,
    verifyIndex: 1,
  }
}

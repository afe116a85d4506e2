import type { ContractBuild } from '../evm/contractBuild.ts'
import { toServerVerifyStep } from '../explorer/toServerVerifyStep.ts'
import type { DeployStep, Step } from '../transactions/types.ts'
import { type SharedContractKind, sharedContractDeployStep, sharedContractOf } from './sharedContracts.ts'

/**
 * The creation of a chain's shared contract of `kind` in `build` (the build the chain runs, which
 * the caller probed): its deployment through the deterministic deployment proxy at the address
 * every browser computes (sharedContractDeployStep), then its source verified through the server.
 * A skipped or refused verification leaves a working contract: the deployment is step 0.
 *
 * @example
 * const plan = await planSharedContractDeploy('lock', await ensureBuild())
 * const outcome = await run(plan.steps)
 * outcome.results[0]?.contractAddress // the locker, for everyone on this chain
 */
export async function planSharedContractDeploy(
  kind: SharedContractKind,
  build: ContractBuild,
): Promise<{ steps: Step[]; deployStep: DeployStep }> {
  const deployStep = await sharedContractDeployStep(kind, build)
  return {
    deployStep,
    steps: [
      deployStep,
      toServerVerifyStep({ deployStep, deployStepIndex: 0, contractName: sharedContractOf[kind] }),
    ],
  }
}

import type { SharedContractKind } from '@tokenbox/core/sharedContracts/sharedContracts.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { usePlannedRun } from '../transactions/usePlannedRun.ts'
import { useChainBuild } from './useChainBuild.ts'

/**
 * The deployment of a chain's missing shared contract, owned here so the prompt only renders: the
 * build the chain runs (useChainBuild's probe) and core's plan (planSharedContractDeploy: the
 * deployment at the shared address, then the server's verification), both before the wallet, then
 * the run; `onDeployed` once the contract is there. `failure` is only the deployment's: a skipped
 * or refused verification after it does not matter (the contract works either way).
 *
 * @example
 * const deployment = useDeploySharedContract('lock', refetch)
 * <Button onClick={deployment.create} loading={deployment.busy} />
 */
export function useDeploySharedContract(kind: SharedContractKind, onDeployed: () => void) {
  const ensureBuild = useChainBuild()
  const flow = usePlannedRun<{ steps: Step[] }>()

  const create = async () => {
    const outcome = await flow.start(async () => {
      const { planSharedContractDeploy } = await import(
        '@tokenbox/core/sharedContracts/planSharedContractDeploy.ts'
      )
      return planSharedContractDeploy(kind, await ensureBuild())
    })
    if (outcome?.results[0]?.contractAddress) onDeployed()
  }

  const { result } = flow
  return {
    create,
    busy: flow.running || flow.preparing,
    failure:
      flow.prepareError ?? (result?.status === 'failed' && result.stepIndex === 0 ? result.message : null),
  }
}

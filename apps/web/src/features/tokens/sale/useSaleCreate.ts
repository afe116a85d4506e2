import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { reportDeployment } from '@tokenbox/core/webApi/deployments.ts'
import { useState } from 'react'
import { useConnection } from 'wagmi'
import { useChainBuild } from '../../../app/contracts/useChainBuild.ts'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import type { CreatedToken } from '../create/CreatedTokenResult.tsx'
import { type CreateFlow, createFlow } from '../create/createFlow.ts'
import { type SaleFormValues, toSaleParameters } from './saleFormValues.ts'

/**
 * The creation of a sale token, owned here so the panel only renders: the template's
 * flow (deploy, then "Sourcecode Verify", the shared createFlow), its progress, the new token, and
 * a retry of the verification alone (the token is never deployed twice).
 *
 * @example
 * const creation = useSaleCreate()
 * <Form onFinish={creation.submit}>…</Form>
 */
export function useSaleCreate() {
  const { address, chainId } = useConnection()
  const { run, progress, result, running } = useStepRunner()
  const ensureBuild = useChainBuild()
  // The chain's shared locker, where a locked LP goes (null: none yet, so only burning is offered).
  const locker = useChainContract('lock', tokenLockerRuntime)
  const [created, setCreated] = useState<CreatedToken | null>(null)
  const [started, setStarted] = useState(false)
  // Loading the template's bytecode (and probing the chain's EVM) before the wallet is asked.
  const [preparing, setPreparing] = useState(false)
  const [prepareError, setPrepareError] = useState<ErrorMessage | null>(null)
  const [flow, setFlow] = useState<CreateFlow>({ steps: [], tokenIndex: 0, verifyIndex: 1 })

  const submit = async (values: SaleFormValues) => {
    if (!address) return
    const parameters = toSaleParameters(values, address, locker.data)
    setPreparing(true)
    setPrepareError(null)
    let next: CreateFlow
    try {
      next = await createFlow('sale', parameters, await ensureBuild())
    } catch (error) {
      setPrepareError(toErrorMessage(error))
      return
    } finally {
      setPreparing(false)
    }
    setFlow(next)
    setCreated(null)
    setStarted(true)
    const outcome = await run(next.steps)
    const deployed = outcome.results[next.tokenIndex]
    if (!deployed?.contractAddress) return
    // For the operators' list of recent deployments; fire-and-forget, never in the user's way.
    if (chainId && deployed.hash)
      void reportDeployment({
        kind: 'token',
        chainId,
        address: deployed.contractAddress,
        template: 'sale',
        txHash: deployed.hash,
        deployer: address,
      })
    setCreated({
      address: deployed.contractAddress,
      symbol: parameters.symbol,
      decimals: parameters.decimals,
      hash: deployed.hash,
    })
  }

  const retryVerification = () => {
    if (result?.status === 'failed' && result.stepIndex >= flow.verifyIndex) void run(flow.steps, result)
  }

  return {
    submit,
    retryVerification,
    progress,
    result,
    running,
    created,
    started,
    preparing,
    prepareError,
    flow,
    locker: locker.data,
  }
}

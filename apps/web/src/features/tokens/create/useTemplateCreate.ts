import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { type CreateFlow, createFlow } from '@tokenbox/core/tokens/createFlow.ts'
import type { CreateTokenParameters } from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import type { CreateTokenPlan } from '@tokenbox/core/tokens/planCreateToken.ts'
import { assertSwapEngineAvailable } from '@tokenbox/core/tokens/swapEngine.ts'
import { isTradingTemplate } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { reportDeployment } from '@tokenbox/core/webApi/deployments.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainBuild } from '../../../app/contracts/useChainBuild.ts'
import { rememberCreatedToken } from '../../../app/tokens/createdTokens.ts'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import type { CreatedToken } from './CreatedTokenResult.tsx'

/**
 * The creation of a token from any template, for every create screen: the template's flow
 * (deploy, then "Sourcecode Verify": createFlow), its progress, the new token, the deployment
 * reported to the operators' list, and a retry of the verification alone (the token is never
 * deployed twice). Screens build the parameters from their form and call `create`, or have core
 * plan them (`createPlanned`).
 *
 * @example
 * const creation = useTemplateCreate()
 * <Form onFinish={(values) => creation.create(toInscriptionParameters(values, address))}>…</Form>
 */
export function useTemplateCreate() {
  const { address, chainId } = useConnection()
  const { run, progress, result, running } = useStepRunner()
  const ensureBuild = useChainBuild()
  // The chain the build is probed on (useChainBuild's).
  const publicClient = usePublicClient({ chainId: useCurrentNetwork().chainId })
  const [created, setCreated] = useState<CreatedToken | null>(null)
  const [started, setStarted] = useState(false)
  // Loading the template's bytecode (and probing the chain's EVM) before the wallet is asked.
  const [preparing, setPreparing] = useState(false)
  const [prepareError, setPrepareError] = useState<ErrorMessage | null>(null)
  // The last run's flow, kept so a failed verification can be retried alone.
  const [flow, setFlow] = useState<CreateFlow>({ steps: [], tokenIndex: 0, verifyIndex: 1 })

  /** Runs the flow; resolves with it and the runner's outcome, or undefined when nothing was sent. */
  const create = async (
    parameters: CreateTokenParameters,
    tracker?: Address | null,
    saleHub?: Address | null,
  ) => {
    setPreparing(true)
    setPrepareError(null)
    let next: CreateFlow
    try {
      const build = await ensureBuild()
      // A tax token on a chain with neither its swap engine nor the proxy that creates it could
      // only revert: said here, before the flow's first transaction (a dividend token's tracker).
      if (isTradingTemplate(parameters.template) && publicClient)
        await assertSwapEngineAvailable(publicClient, build)
      next = await createFlow(parameters.template, parameters, build, tracker, saleHub)
    } catch (error) {
      // The node's EVM probe, the chain check or the bytecode download failed: nothing was sent, say why.
      setPrepareError(toErrorMessage(error, { reading: true }))
      return undefined
    } finally {
      setPreparing(false)
    }
    setFlow(next)
    setCreated(null)
    setStarted(true)
    const outcome = await run(next.steps)
    const deployed = outcome.results[next.tokenIndex]
    if (deployed?.contractAddress) {
      // The user's own token: the exchange and Add Liquidity need no "not on the list" warning for it.
      if (chainId) rememberCreatedToken(chainId, deployed.contractAddress)
      // For the operators' list of recent deployments; fire-and-forget, never in the user's way.
      if (chainId && address && deployed.hash)
        void reportDeployment({
          kind: 'token',
          chainId,
          address: deployed.contractAddress,
          template: parameters.template,
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
    return { flow: next, outcome }
  }

  /**
   * Runs the creation core plans (planCreateToken: the shared contracts the token names): its reads
   * count as preparing, and a failed one is said as `prepareError` with nothing sent; a plan that
   * first deploys the chain's dividend tracker runs only once `confirmTracker` agrees. Resolves as
   * `create` does.
   */
  const createPlanned = async (
    plan: () => Promise<CreateTokenPlan>,
    confirmTracker: () => Promise<boolean>,
  ) => {
    setPreparing(true)
    setPrepareError(null)
    let planned: CreateTokenPlan
    try {
      planned = await plan()
    } catch (error) {
      planned = { status: 'unread', error }
    } finally {
      setPreparing(false)
    }
    if (planned.status === 'unread') {
      setPrepareError(toErrorMessage(planned.error, { reading: true }))
      return undefined
    }
    if (planned.status === 'needsTracker' && !(await confirmTracker())) return undefined
    return create(planned.parameters, planned.tracker, planned.saleHub)
  }

  // Only the verification runs again: the token exists and is never deployed twice.
  const retryVerification = () => {
    if (result?.status === 'failed' && result.stepIndex >= flow.verifyIndex) void run(flow.steps, result)
  }

  return {
    create,
    createPlanned,
    retryVerification,
    progress,
    result,
    running,
    created,
    started,
    preparing,
    prepareError,
    flow,
  }
}

import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import type { InscriptionMintMethod } from '@tokenbox/core/tokens/inscription/createInscriptionMintStep.ts'
import {
  type InscriptionMintPlan,
  planInscriptionMint,
} from '@tokenbox/core/tokens/inscription/planInscriptionMint.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'

type ReadyPlan = Extract<InscriptionMintPlan, { status: 'ready' }>

/**
 * An inscription token's mint, owned here so the mint screen only renders: each mint through core's
 * plan (planInscriptionMint: the token read again at the newest block, a mint it would refuse
 * refused, the step by the method asked) and the runner, and the token read again after each run,
 * refusal or "no such token". `failure` is why the last mint did not go: core's refusal in the
 * contract's words, a read that failed, or the run's.
 *
 * @example
 * const minting = useInscriptionMint(loaded, progress.refetch)
 * <Button onClick={() => minting.mint('transfer')} loading={minting.busy && minting.method === 'transfer'} />
 */
export function useInscriptionMint(token: Address | undefined, refetch: () => unknown) {
  const { address } = useConnection()
  // The client the token's progress was read with (useInscriptionProgress's).
  const publicClient = usePublicClient()
  const flow = usePlannedRun<ReadyPlan>()
  const [method, setMethod] = useState<InscriptionMintMethod | undefined>()
  const [refusal, setRefusal] = useState<ErrorMessage | undefined>()

  const mint = async (how: InscriptionMintMethod) => {
    if (!token || !address || !publicClient) return
    setMethod(how)
    setRefusal(undefined)
    await flow.start(async () => {
      const plan = await planInscriptionMint(publicClient, { token, account: address, method: how })
      if (plan.status === 'unread') throw plan.error
      // Gone since the screen's read: reading it again shows "not found".
      if (plan.status === 'missing') return undefined
      if (plan.status === 'refused') {
        setRefusal(plan.reason)
        return undefined
      }
      return plan
    })
    void refetch()
  }

  const { result } = flow
  return {
    mint,
    method,
    busy: flow.preparing || flow.running,
    /** The last mint went through. */
    minted: flow.done !== undefined,
    failure: refusal ?? flow.prepareError ?? (result?.status === 'failed' ? result.message : undefined),
  }
}

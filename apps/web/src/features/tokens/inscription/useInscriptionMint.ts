import type { InscriptionMintMethod } from '@tokenbox/core/tokens/inscription/createInscriptionMintStep.ts'
import {
  type InscriptionMintPlan,
  planInscriptionMint,
} from '@tokenbox/core/tokens/inscription/planInscriptionMint.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedAction } from '../../../app/transactions/usePlannedAction.ts'

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
  const action = usePlannedAction<ReadyPlan>()
  const [method, setMethod] = useState<InscriptionMintMethod | undefined>()

  const mint = async (how: InscriptionMintMethod) => {
    if (!token || !address || !publicClient) return
    setMethod(how)
    // A token gone since the screen's read runs nothing: reading it again shows "not found".
    await action.act(() => planInscriptionMint(publicClient, { token, account: address, method: how }))
    void refetch()
  }

  return {
    mint,
    method,
    busy: action.busy,
    /** The last mint went through. */
    minted: action.done !== undefined,
    failure: action.failure,
  }
}

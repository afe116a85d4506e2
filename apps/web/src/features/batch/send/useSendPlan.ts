import { useQuery } from '@tanstack/react-query'
import { prepareSend, type SendMode } from '@tokenbox/core/batch/planSend.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import type { PreparedSend } from './sendTask.ts'

/** The Confirm step's plan (batches, approval, gas, fees, shortfalls), read fresh from the chain. */
export function useSendPlan(sender: Address, prepared: PreparedSend, maxPerBatch?: number, mode?: SendMode) {
  const { address: account } = useConnection()
  const { chainId, entry } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useQuery({
    // The list's text stands for its recipients: query keys are hashed as JSON, which has no bigint.
    queryKey: [
      'sendPlan',
      chainId,
      sender,
      account,
      prepared.asset.kind === 'token' ? prepared.asset.address : 'native',
      prepared.text,
      maxPerBatch,
      mode,
    ],
    enabled: Boolean(publicClient && account),
    queryFn: () =>
      prepareSend(publicClient!, {
        sender,
        account: account!,
        asset: prepared.asset,
        recipients: prepared.recipients,
        maxPerBatch,
        mode,
        multicallAddress: entry?.multicall,
      }),
    retry: false,
    staleTime: 0,
  })
}

import { useQuery } from '@tanstack/react-query'
import type { SendMode } from '@tokenbox/core/batch/planSend.ts'
import { sendPlanQueryOptions } from '@tokenbox/core/batch/sendPlanQuery.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import type { PreparedSend } from './sendTask.ts'

/** The Confirm step's plan (batches, approval, gas, fees, shortfalls), read fresh from the chain. */
export function useSendPlan(sender: Address, prepared: PreparedSend, maxPerBatch?: number, mode?: SendMode) {
  const { address: account } = useConnection()
  const { chainId, entry } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useQuery(
    sendPlanQueryOptions(publicClient, {
      sender,
      account,
      asset: prepared.asset,
      recipients: prepared.recipients,
      listText: prepared.text,
      maxPerBatch,
      mode,
      multicallAddress: entry?.multicall,
    }),
  )
}

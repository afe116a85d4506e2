import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { type PrepareSendParameters, prepareSend } from './planSend.ts'

export type SendPlanQueryParameters = Omit<PrepareSendParameters, 'account'> & {
  account: Address | undefined
  /** The recipients' list as typed: it stands for them in the key (it is shorter to hash). */
  listText: string
}

/**
 * The Confirm step's plan (prepareSend: batches, approval, gas, fees, shortfalls), read fresh from
 * the chain each time it is shown. Waits for a connected account.
 *
 * @example
 * useQuery(sendPlanQueryOptions(publicClient, { sender, account, asset, recipients, listText }))
 */
export function sendPlanQueryOptions(client: PublicClient | undefined, parameters: SendPlanQueryParameters) {
  const { sender, account, asset, listText, maxPerBatch, mode, multicallAddress } = parameters
  return chainQueryOptions({
    key: [
      'sendPlan',
      sender,
      account,
      asset.kind === 'token' ? asset.address : 'native',
      listText,
      maxPerBatch,
      mode,
    ],
    client,
    ready: Boolean(account),
    staleTime: 0,
    read: (client) =>
      prepareSend(client, {
        sender,
        account: account as Address,
        asset,
        recipients: parameters.recipients,
        maxPerBatch,
        mode,
        multicallAddress,
      }),
  })
}

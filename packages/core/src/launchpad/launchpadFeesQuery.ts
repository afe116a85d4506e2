import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readLaunchpadFees } from './readLaunchpadFees.ts'
import { readLaunchpadOwner } from './readLaunchpadOwner.ts'

/**
 * The launchpad factory's fees (readLaunchpadFees), shown on the create form before anything is
 * signed; a failed read is tried again, as the form cannot submit without them.
 *
 * @example
 * useQuery(launchpadFeesQueryOptions(publicClient, { factory }))
 */
export function launchpadFeesQueryOptions(
  client: PublicClient | undefined,
  { factory }: { factory: Address },
) {
  return chainQueryOptions({
    key: ['launchpadFees', factory],
    client,
    retry: 3,
    read: (client) => readLaunchpadFees(client, { factory }),
  })
}

/**
 * The fee settings page's read: the factory's fees and who owns them (an account, a TokenBox
 * multisig with its signers, or another contract: readLaunchpadOwner).
 *
 * @example
 * useQuery(launchpadFeeSettingsQueryOptions(publicClient, { factory })).data?.owner.kind // 'multisig'
 */
export function launchpadFeeSettingsQueryOptions(
  client: PublicClient | undefined,
  { factory }: { factory: Address },
) {
  return chainQueryOptions({
    key: ['launchpadFeeSettings', factory],
    client,
    retry: 3,
    read: async (client) => {
      const fees = await readLaunchpadFees(client, { factory })
      const owner = await readLaunchpadOwner(client, { owner: fees.owner })
      return { fees, owner }
    },
  })
}

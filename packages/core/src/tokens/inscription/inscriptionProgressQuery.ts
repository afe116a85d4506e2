import type { Address, PublicClient } from 'viem'
import { contractQueryOptions } from '../../query/chainQuery.ts'
import { readInscriptionProgress } from './readInscriptionProgress.ts'

/**
 * The inscription token at `address` with the account's mints (readInscriptionProgress); `data` is
 * null when the address holds no TokenBox inscription token. The screen reads it again at every
 * block, so the bar moves with other people's mints too.
 *
 * @example
 * useQuery(inscriptionProgressQueryOptions(publicClient, { address, account }))
 */
export function inscriptionProgressQueryOptions(
  client: PublicClient | undefined,
  { address, account }: { address: Address | undefined; account: Address | undefined },
) {
  return contractQueryOptions({
    key: ['inscriptionProgress', address, account],
    client,
    read: async (client, address) => (await readInscriptionProgress(client, { address, account })) ?? null,
  })
}

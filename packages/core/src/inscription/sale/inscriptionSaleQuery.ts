import type { Address, PublicClient } from 'viem'
import { contractQueryOptions } from '../../query/chainQuery.ts'
import { readInscriptionSale } from './readInscriptionSale.ts'

/**
 * One inscription sale as its page shows it (readInscriptionSale: terms, books, status, the
 * account's position, the chain's clock), read again every 4 s while shown.
 *
 * @example
 * useQuery(inscriptionSaleQueryOptions(publicClient, { sale, account }))
 */
export function inscriptionSaleQueryOptions(
  client: PublicClient | undefined,
  { sale, account }: { sale: Address | undefined; account: Address | undefined },
) {
  return contractQueryOptions({
    key: ['inscriptionSale', sale, account],
    client,
    refetchInterval: 4_000,
    retry: 3,
    read: (client, sale) => readInscriptionSale(client, { sale, account }),
  })
}

import { useQuery } from '@tanstack/react-query'
import { tickBalanceQueryOptions } from '@tokenbox/core/inscription/tickQuery.ts'

export type { TickBalance } from '@tokenbox/core/inscription/tickStatus.ts'

/**
 * `address`'s balance of tick `tick` of protocol `p` on chain `chainId` from TokenBox's indexer
 * (core's tickBalanceQueryOptions: `GET /api/v1/web/ins/balance`), asked again every few seconds
 * while shown.
 *
 * @example
 * const { data } = useTickBalance(31337, 'bsc-20', 'bnbs', account) // { kind: 'indexed', balance: 2000n }
 */
export function useTickBalance(
  chainId: number | undefined,
  p: string | undefined,
  tick: string | undefined,
  address: string | undefined,
) {
  return useQuery(tickBalanceQueryOptions({ chainId, p, tick, address }))
}

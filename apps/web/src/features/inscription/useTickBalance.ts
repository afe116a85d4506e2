import { useQuery } from '@tanstack/react-query'
import { HttpStatusError } from '@tokenbox/core/errors/request.ts'
import { backendGet } from '@tokenbox/core/request/backendGet.ts'

/** An account's balance of a tick as the indexer counts it; `unavailable` where the server has no such route. */
export type TickBalance = { kind: 'unavailable' } | { kind: 'indexed'; indexedBlock: number; balance: bigint }

export const tickBalancePath = '/api/v1/web/ins/balance'

/**
 * `address`'s balance of tick `tick` of protocol `p` on chain `chainId` from TokenBox's indexer
 * (`GET /api/v1/web/ins/balance`), asked again every few seconds while shown.
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
  return useQuery({
    queryKey: ['inscriptionBalance', chainId, p, tick, address],
    enabled: chainId !== undefined && Boolean(p) && Boolean(tick) && Boolean(address),
    refetchInterval: (query) => (query.state.data?.kind === 'unavailable' ? false : 4_000),
    queryFn: async (): Promise<TickBalance> => {
      try {
        const reply = await backendGet(tickBalancePath, { chain: chainId, p, tick, address })
        const data = reply.data as { indexedBlock: number | string; balance: number | string }
        return {
          kind: 'indexed',
          indexedBlock: Number(data.indexedBlock),
          balance: BigInt(String(data.balance)),
        }
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 404) return { kind: 'unavailable' }
        throw error
      }
    },
  })
}

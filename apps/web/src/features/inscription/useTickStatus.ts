import { useQuery } from '@tanstack/react-query'
import { tickStatusQueryOptions } from '@tokenbox/core/inscription/tickQuery.ts'

export type { IndexedTick, TickStatus } from '@tokenbox/core/inscription/tickStatus.ts'

/**
 * The indexer's view of tick `tick` of protocol `p` on chain `chainId` (core's
 * tickStatusQueryOptions: `GET /api/v1/web/ins/tick`), asked again every few seconds while shown;
 * disabled until all three are known.
 *
 * @example
 * const { data } = useTickStatus(31337, 'bsc-20', 'bnbs') // { kind: 'indexed', tick: { minted, … } }
 */
export function useTickStatus(chainId: number | undefined, p: string | undefined, tick: string | undefined) {
  return useQuery(tickStatusQueryOptions({ chainId, p, tick }))
}

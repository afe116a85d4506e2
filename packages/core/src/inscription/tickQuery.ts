import { keyParts } from '../query/chainQuery.ts'
import { fetchTickBalance, fetchTickStatus, type TickBalance, type TickStatus } from './tickStatus.ts'

/** How often an open card asks again: mints land every few seconds on a busy tick. */
const refreshMs = 4_000

/** Ask again every few seconds, unless the server has no indexer (it will not grow one while shown). */
function refreshUnlessUnavailable(query: { state: { data: { kind: string } | undefined } }): number | false {
  return query.state.data?.kind === 'unavailable' ? false : refreshMs
}

/**
 * The indexer's view of tick `tick` of protocol `p` on chain `chainId` (fetchTickStatus), asked
 * again every few seconds while shown; waits until all three are known.
 *
 * @example
 * useQuery(tickStatusQueryOptions({ chainId: 31337, p: 'bsc-20', tick: 'bnbs' })).data // { kind: 'indexed', tick: { minted, … } }
 */
export function tickStatusQueryOptions({
  chainId,
  p,
  tick,
}: {
  chainId: number | undefined
  p: string | undefined
  tick: string | undefined
}) {
  return {
    queryKey: keyParts(['inscriptionTick', chainId, p, tick]),
    enabled: chainId !== undefined && Boolean(p) && Boolean(tick),
    refetchInterval: refreshUnlessUnavailable,
    queryFn: (): Promise<TickStatus> => fetchTickStatus(chainId as number, p as string, tick as string),
  }
}

/**
 * `address`'s balance of a tick as the indexer counts it (fetchTickBalance), asked again every few
 * seconds while shown; waits until all four are known.
 *
 * @example
 * useQuery(tickBalanceQueryOptions({ chainId: 31337, p: 'bsc-20', tick: 'bnbs', address: account })).data // { kind: 'indexed', balance: 2000n }
 */
export function tickBalanceQueryOptions({
  chainId,
  p,
  tick,
  address,
}: {
  chainId: number | undefined
  p: string | undefined
  tick: string | undefined
  address: string | undefined
}) {
  return {
    queryKey: keyParts(['inscriptionBalance', chainId, p, tick, address]),
    enabled: chainId !== undefined && Boolean(p) && Boolean(tick) && Boolean(address),
    refetchInterval: refreshUnlessUnavailable,
    queryFn: (): Promise<TickBalance> =>
      fetchTickBalance(chainId as number, p as string, tick as string, address as string),
  }
}

import { useQuery } from '@tanstack/react-query'
import { HttpStatusError } from '@tokenbox/core/errors/request.ts'
import { backendGet } from '@tokenbox/core/request/backendGet.ts'

/** A tick as TokenBox's indexer counts it (first-come rules), amounts in the tick's whole units. */
export type IndexedTick = {
  p: string
  tick: string
  max: bigint
  lim: bigint
  minted: bigint
  remaining: bigint
  holders: number
  deployer: string
  deployTx: string
  deployBlock: number
  fullyMinted: boolean
}

/**
 * What the indexer says: `unavailable` when this server has no indexer route (a 404: the card is
 * then not shown at all, never guessed), else the block it has read up to and the tick (null: no
 * deploy of it counted).
 */
export type TickStatus =
  | { kind: 'unavailable' }
  | { kind: 'indexed'; indexedBlock: number | null; tick: IndexedTick | null }

export const tickStatusPath = '/api/v1/web/ins/tick'

/** How often an open card asks again: mints land every few seconds on a busy tick. */
const refreshMs = 4_000

type TickReply = {
  indexedBlock: number | string | null
  tick: null | (Record<keyof IndexedTick, unknown> & { holders: number | string })
}

/** The reply's tick with its amounts as bigints (the server sends decimal strings past 2^53). */
export function readTickReply(data: TickReply): TickStatus {
  const raw = data.tick
  return {
    kind: 'indexed',
    // null until the indexer has read its first block of this chain
    indexedBlock: data.indexedBlock === null ? null : Number(data.indexedBlock),
    tick: raw && {
      p: String(raw.p),
      tick: String(raw.tick),
      max: BigInt(String(raw.max)),
      lim: BigInt(String(raw.lim)),
      minted: BigInt(String(raw.minted)),
      remaining: BigInt(String(raw.remaining)),
      holders: Number(raw.holders),
      deployer: String(raw.deployer),
      deployTx: String(raw.deployTx),
      deployBlock: Number(raw.deployBlock),
      fullyMinted: Boolean(raw.fullyMinted),
    },
  }
}

/**
 * The indexer's view of tick `tick` of protocol `p` on chain `chainId` (`GET
 * /api/v1/web/ins/tick`), asked again every few seconds while shown; disabled until all three are
 * known.
 *
 * @example
 * const { data } = useTickStatus(31337, 'bsc-20', 'bnbs') // { kind: 'indexed', tick: { minted, … } }
 */
export function useTickStatus(chainId: number | undefined, p: string | undefined, tick: string | undefined) {
  return useQuery({
    queryKey: ['inscriptionTick', chainId, p, tick],
    enabled: chainId !== undefined && Boolean(p) && Boolean(tick),
    refetchInterval: (query) => (query.state.data?.kind === 'unavailable' ? false : refreshMs),
    queryFn: () => fetchTickStatus(chainId as number, p as string, tick as string),
  })
}

/**
 * One read of the indexer's tick (what {@link useTickStatus} polls); also asked by the bulk mint
 * before each mint, to stop once the tick is fully minted.
 */
export async function fetchTickStatus(chainId: number, p: string, tick: string): Promise<TickStatus> {
  try {
    const reply = await backendGet(tickStatusPath, { chain: chainId, p, tick })
    return readTickReply(reply.data as TickReply)
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return { kind: 'unavailable' }
    throw error
  }
}

/**
 * Whether mints of tick `tick` still count, as the indexer says now: false only when it reports the
 * tick fully minted. An indexer that cannot be reached (or a server without one) stops nothing.
 * The bulk mints ask it before each mint.
 *
 * @example
 * if (!(await isTickOpen(31337, 'bsc-20', 'bnbs'))) stop('mintedOut')
 */
export async function isTickOpen(chainId: number, p: string, tick: string): Promise<boolean> {
  return fetchTickStatus(chainId, p, tick).then(
    (status) => !(status.kind === 'indexed' && status.tick?.fullyMinted),
    () => true,
  )
}

import { HttpStatusError } from '../errors/request.ts'
import { backendGet } from '../request/backendGet.ts'

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
 * One read of the indexer's tick (what tickStatusQueryOptions polls); also asked by the bulk mint
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

/** An account's balance of a tick as the indexer counts it; `unavailable` where the server has no such route. */
export type TickBalance = { kind: 'unavailable' } | { kind: 'indexed'; indexedBlock: number; balance: bigint }

export const tickBalancePath = '/api/v1/web/ins/balance'

/**
 * `address`'s balance of tick `tick` of protocol `p` on chain `chainId` from TokenBox's indexer
 * (`GET /api/v1/web/ins/balance`); `unavailable` where the server has no indexer route.
 *
 * @example
 * await fetchTickBalance(31337, 'bsc-20', 'bnbs', account) // { kind: 'indexed', indexedBlock: 120, balance: 2000n }
 */
export async function fetchTickBalance(
  chainId: number,
  p: string,
  tick: string,
  address: string,
): Promise<TickBalance> {
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
}

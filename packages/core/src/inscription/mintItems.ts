import type { Hash } from 'viem'
import { HttpStatusError } from '../errors/request.ts'
import { backendGet } from '../request/backendGet.ts'
import type { RequestParameters } from '../request/types.ts'
import { serializeInscription } from './serializeInscription.ts'
import type { Inscription } from './types.ts'

export const freeMintIdsPath = '/api/v1/web/ins/free-ids'
export const inscriptionItemPath = '/api/v1/web/ins/item'

/**
 * Up to `count` mint ids of an item-model tick that nobody has minted yet, from TokenBox's indexer
 * (drawn at random, so that two people minting at once rarely pick the same one); fewer when fewer
 * are left, none for a tick not deployed; `prefer` first when it is free. Undefined where the
 * server has no indexer route.
 *
 * @example
 * await fetchFreeMintIds(31337, 'erc-20', 'eths', 3) // ['18342', '977', '20511']
 */
export async function fetchFreeMintIds(
  chainId: number,
  p: string,
  tick: string,
  count: number,
  /** An id to answer first when nobody minted it (the one already in the form). */
  prefer?: string | undefined,
): Promise<string[] | undefined> {
  return (await readFreeMintIds(chainId, p, tick, count, prefer))?.ids
}

/** Free mint ids as of the block the indexer has read (null before its first one). */
export type FreeMintIds = { ids: string[]; indexedBlock: number | null }

/**
 * {@link fetchFreeMintIds} with the block its answer is as of, for a caller that must not take an
 * answer older than its own mints (a form asking for the next id after a send).
 *
 * @example
 * await readFreeMintIds(31337, 'erc-20', 'eths', 1) // { ids: ['977'], indexedBlock: 812 }
 */
export async function readFreeMintIds(
  chainId: number,
  p: string,
  tick: string,
  count: number,
  prefer?: string | undefined,
): Promise<FreeMintIds | undefined> {
  try {
    const reply = await backendGet(freeMintIdsPath, { chain: chainId, p, tick, count, prefer })
    const data = reply.data as { ids?: unknown[]; indexedBlock?: number | string | null }
    return {
      ids: (data.ids ?? []).map(String),
      indexedBlock:
        data.indexedBlock === null || data.indexedBlock === undefined ? null : Number(data.indexedBlock),
    }
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return undefined
    throw error
  }
}

/** Whether an ethscription counted as a token item, as of the block the indexer has read. */
export type MintCount =
  | { kind: 'unavailable' }
  | {
      kind: 'indexed'
      indexedBlock: number | null
      item: { p: string; tick: string; itemId: string; owner: string } | null
    }

/**
 * What TokenBox's indexer says of the mint sent in transaction `id`: the token item it became, or
 * null (not counted, or not read yet: compare `indexedBlock` with the transaction's block).
 *
 * @example
 * await fetchMintCount(31337, hash) // { kind: 'indexed', indexedBlock: 812, item: { p: 'erc-20', tick: 'eths', itemId: '7', owner } }
 */
export async function fetchMintCount(chainId: number, id: Hash): Promise<MintCount> {
  const data = await readIndexedItems<{ item: Extract<MintCount, { kind: 'indexed' }>['item'] }>({
    chain: chainId,
    id,
  })
  return data === undefined
    ? { kind: 'unavailable' }
    : { kind: 'indexed', indexedBlock: data.indexedBlock, item: data.item }
}

/** What the indexer says of several mints at once, by transaction hash (lower case). */
export type MintCounts =
  | { kind: 'unavailable' }
  | {
      kind: 'indexed'
      indexedBlock: number | null
      items: Record<string, Extract<MintCount, { kind: 'indexed' }>['item']>
    }

/**
 * {@link fetchMintCount} for the mints of a run, in one request (`ids`, up to 500).
 *
 * @example
 * await fetchMintCounts(31337, [hash1, hash2]) // { kind: 'indexed', indexedBlock: 812, items: { [hash1]: { itemId: '7', … }, [hash2]: null } }
 */
export async function fetchMintCounts(chainId: number, ids: readonly Hash[]): Promise<MintCounts> {
  const data = await readIndexedItems<{ items: Record<string, never> }>({
    chain: chainId,
    ids: ids.join(','),
  })
  return data === undefined
    ? { kind: 'unavailable' }
    : { kind: 'indexed', indexedBlock: data.indexedBlock, items: data.items }
}

/**
 * The indexer's answer on the inscription item route, with the block it has read as a number;
 * undefined where this backend has no indexer (404).
 */
async function readIndexedItems<Answer>(
  query: RequestParameters,
): Promise<(Answer & { indexedBlock: number | null }) | undefined> {
  try {
    const reply = await backendGet(inscriptionItemPath, query)
    const data = reply.data as Answer & { indexedBlock: number | string | null }
    return { ...data, indexedBlock: data.indexedBlock === null ? null : Number(data.indexedBlock) }
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return undefined
    throw error
  }
}

/**
 * The texts of a numbered mint sent several times: the same mint with each of `ids` in turn
 * (content must be unique, so the same id twice would count once). A mint without id is repeated
 * as it is.
 *
 * @example
 * numberedMintTexts({ p: 'erc-20', op: 'mint', tick: 'eths', id: '1', amt: '1000' }, ['4', '9'])
 * // ['data:,{"p":"erc-20","op":"mint","tick":"eths","id":"4","amt":"1000"}', 'data:,{…"id":"9"…}']
 */
export function numberedMintTexts(
  mint: Extract<Inscription, { op: 'mint' }>,
  ids: readonly string[],
): string[] {
  return ids.map((id) => serializeInscription({ ...mint, id }))
}

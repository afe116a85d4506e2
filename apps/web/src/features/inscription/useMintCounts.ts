import { useQuery } from '@tanstack/react-query'
import { fetchMintCounts, type MintCounts } from '@tokenbox/core/inscription/mintItems.ts'
import type { Hash } from 'viem'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'

/** Items the indexer answers about in one request (its `ids` bound). */
const idsPerRequest = 500

/** What the indexer made of each mint of a run, by hash (lower case): the item, or null (not counted). */
export type MintCountsRead = {
  items: Map<string, { itemId: string; tick: string } | null>
  counted: number
  missed: number
}

/**
 * What TokenBox's indexer made of the mints of a run of numbered mints (item model), once it has
 * read `lastBlock` (the run's last mined block): asked again every second until then. Undefined
 * before that, for no hashes, or without an indexer.
 *
 * @example
 * const counts = useMintCounts(hashes, 812n) // { counted: 4, missed: 1, items }
 */
export function useMintCounts(hashes: readonly Hash[], lastBlock: bigint): MintCountsRead | undefined {
  const { chainId } = useConnectedChainEntry()
  const read = (answer: MintCounts[] | undefined) =>
    answer?.every(
      (part) =>
        part.kind === 'indexed' && part.indexedBlock !== null && BigInt(part.indexedBlock) >= lastBlock,
    ) === true
  const answer = useQuery({
    queryKey: ['inscriptionMintCounts', chainId, hashes.join(',')],
    enabled: chainId !== undefined && hashes.length > 0,
    queryFn: () => {
      const parts: Hash[][] = []
      for (let at = 0; at < hashes.length; at += idsPerRequest)
        parts.push(hashes.slice(at, at + idsPerRequest))
      return Promise.all(parts.map((part) => fetchMintCounts(chainId as number, part)))
    },
    refetchInterval: (query) =>
      read(query.state.data) || query.state.data?.some((part) => part.kind === 'unavailable') ? false : 1_000,
  }).data
  if (!read(answer)) return undefined
  const items = new Map<string, { itemId: string; tick: string } | null>()
  for (const part of answer as MintCounts[])
    if (part.kind === 'indexed') for (const [id, item] of Object.entries(part.items)) items.set(id, item)
  const counted = hashes.filter((hash) => items.get(hash.toLowerCase())).length
  return { items, counted, missed: hashes.length - counted }
}

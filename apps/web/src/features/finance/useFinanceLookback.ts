import { usePublicClient } from 'wagmi'

/** How far back the pool lists look, in blocks (as the mining and launchpad lists: what a public RPC answers in seconds). */
export const financeListLookbackBlocks = 100_000n

/**
 * The block range a pool list scans: the last {@link financeListLookbackBlocks} blocks up to the
 * latest, read when the list is.
 */
export function useFinanceBlockRange() {
  const publicClient = usePublicClient()
  return {
    publicClient,
    range: async () => {
      const latest = await publicClient!.getBlockNumber({ cacheTime: 0 })
      return {
        fromBlock: latest > financeListLookbackBlocks ? latest - financeListLookbackBlocks : 0n,
        toBlock: latest,
      }
    },
  }
}

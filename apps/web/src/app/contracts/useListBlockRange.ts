import { usePublicClient } from 'wagmi'

/**
 * How far back the finance and inscription presale lists look, in blocks (as the mining and
 * launchpad lists: what a public RPC answers in seconds).
 */
export const listLookbackBlocks = 100_000n

/**
 * The block range a list of factory-created contracts scans: the last {@link listLookbackBlocks}
 * blocks up to the latest, read when the list is.
 */
export function useListBlockRange() {
  const publicClient = usePublicClient()
  return {
    publicClient,
    range: async () => {
      const latest = await publicClient!.getBlockNumber({ cacheTime: 0 })
      return {
        fromBlock: latest > listLookbackBlocks ? latest - listLookbackBlocks : 0n,
        toBlock: latest,
      }
    },
  }
}

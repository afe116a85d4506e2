import { useQuery } from '@tanstack/react-query'
import type { PresaleState } from '@tokenbox/core/launchpad/presaleState.ts'
import { readPresaleWhitelist } from '@tokenbox/core/launchpad/presaleWhitelistList.ts'
import { type Address, zeroHash } from 'viem'
import { usePublicClient } from 'wagmi'

/**
 * The connected buyer's place on a Merkle whitelist (tier and proof for contribute), from the list
 * the creation published (core's readPresaleWhitelist, which checks it against the presale's root):
 * `data` is null when the presale has no Merkle whitelist or the account is not on it.
 *
 * @example
 * const place = usePresaleWhitelistPlace(presale, state, account).data
 */
export function usePresaleWhitelistPlace(
  presale: Address | undefined,
  state: PresaleState | null | undefined,
  account: Address | undefined,
) {
  const publicClient = usePublicClient()
  const merkle = Boolean(state?.whitelist && state.merkleRoot !== zeroHash)
  return useQuery({
    queryKey: ['presaleWhitelist', presale, state?.merkleRoot, account],
    enabled: Boolean(presale && publicClient && account && merkle),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const list = await readPresaleWhitelist(publicClient!, { presale: presale! })
      return list?.tree.proofOf(account!) ?? null
    },
  })
}

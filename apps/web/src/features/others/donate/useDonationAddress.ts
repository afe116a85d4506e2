import { useQuery } from '@tanstack/react-query'
import { backendGet } from '@tokenbox/core/request/backendGet.ts'
import { type Address, getAddress, isAddress } from 'viem'

/** The project's donation address on a chain, and whether it is the one shared by every chain. */
export type DonationAddress = { address: Address; sharedByAllChains: boolean } | null

type DonationInfo = { default: string | null; byChainId: Record<string, string> }

/**
 * Where gifts go on `chainId`: the server's DONATION_ADDRESS_<chainId>, else DONATION_ADDRESS,
 * else null (the operator set none). Anything that is not an address is ignored rather than shown:
 * a QR code of garbage would send gifts nowhere.
 *
 * @example
 * const { data } = useDonationAddress(56) // { address: '0x…', sharedByAllChains: true }
 */
export function useDonationAddress(chainId: number) {
  return useQuery({
    queryKey: ['donationAddresses'],
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<DonationInfo> => {
      const reply = await backendGet('/api/v1/web/donation')
      return (reply.data ?? { default: null, byChainId: {} }) as DonationInfo
    },
    select: (info): DonationAddress => {
      const own = info.byChainId?.[String(chainId)]
      if (typeof own === 'string' && isAddress(own))
        return { address: getAddress(own), sharedByAllChains: false }
      const shared = info.default
      if (typeof shared === 'string' && isAddress(shared))
        return { address: getAddress(shared), sharedByAllChains: true }
      return null
    },
  })
}

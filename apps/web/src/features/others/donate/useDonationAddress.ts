import { useQuery } from '@tanstack/react-query'
import { donationAddressOn } from '@tokenbox/core/webApi/donation.ts'
import { donationInfoQueryOptions } from '@tokenbox/core/webApi/webApiQuery.ts'

export type { DonationAddress } from '@tokenbox/core/webApi/donation.ts'

/**
 * Where gifts go on `chainId` (core's donationAddressOn over the server's addresses): the chain's
 * own DONATION_ADDRESS_<chainId>, else DONATION_ADDRESS, else null (the operator set none).
 *
 * @example
 * const { data } = useDonationAddress(56) // { address: '0x…', sharedByAllChains: true }
 */
export function useDonationAddress(chainId: number) {
  return useQuery({ ...donationInfoQueryOptions(), select: (info) => donationAddressOn(info, chainId) })
}

import { type Address, getAddress, isAddress } from 'viem'
import { backendGet } from '../request/backendGet.ts'

/** What `GET /api/v1/web/donation` answers: the shared address and each chain's own. */
export type DonationInfo = { default: string | null; byChainId: Record<string, string> }

/** The project's donation address on a chain, and whether it is the one shared by every chain. */
export type DonationAddress = { address: Address; sharedByAllChains: boolean } | null

/**
 * The project's donation addresses from the server (DONATION_ADDRESS and DONATION_ADDRESS_<id>);
 * none of either when it answers nothing.
 *
 * @example
 * const info = await readDonationInfo() // { default: '0x…', byChainId: { '56': '0x…' } }
 */
export async function readDonationInfo(): Promise<DonationInfo> {
  const reply = await backendGet('/api/v1/web/donation')
  return (reply.data ?? { default: null, byChainId: {} }) as DonationInfo
}

/**
 * Where gifts go on `chainId`: the chain's own address, else the shared one, else null (the
 * operator set none). Anything that is not an address is ignored rather than shown: a QR code of
 * garbage would send gifts nowhere.
 *
 * @example
 * donationAddressOn(info, 56) // { address: '0x…', sharedByAllChains: true }
 */
export function donationAddressOn(info: DonationInfo, chainId: number): DonationAddress {
  const own = info.byChainId?.[String(chainId)]
  if (typeof own === 'string' && isAddress(own)) return { address: getAddress(own), sharedByAllChains: false }
  const shared = info.default
  if (typeof shared === 'string' && isAddress(shared))
    return { address: getAddress(shared), sharedByAllChains: true }
  return null
}

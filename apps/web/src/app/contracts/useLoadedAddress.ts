import { useState } from 'react'
import { type Address, getAddress } from 'viem'

/**
 * The contract a screen shows, opened by address (from the link first): `load` shows another, and
 * the same one again is read again (its state may have changed on chain).
 *
 * @example
 * const { loaded, load } = useLoadedAddress(initialAddress)
 * <TokenAddressBar onLoad={(address) => load(address, sale.refetch)} />
 */
export function useLoadedAddress(initialAddress: string | undefined) {
  const [loaded, setLoaded] = useState<Address | undefined>(
    initialAddress ? getAddress(initialAddress) : undefined,
  )
  const load = (address: Address, refetch: () => unknown) => {
    if (address === loaded) void refetch()
    else setLoaded(address)
  }
  return { loaded, load }
}

import { useState } from 'react'
import { type Address, getAddress } from 'viem'

/** The contract a screen shows (useLoadedAddress), with the address its link named. */
export type LoadedAddress = {
  initialAddress: string | undefined
  loaded: Address | undefined
  /** Shows `address`; the one already shown is read again (`refetch`). */
  load: (address: Address, refetch: () => unknown) => void
}

/**
 * The contract a screen shows, opened by address (from the link first): `load` shows another, and
 * the same one again is read again (its state may have changed on chain).
 *
 * @example
 * const opened = useLoadedAddress(initialAddress)
 * <TokenAddressBar onLoad={(address) => opened.load(address, sale.refetch)} />
 */
export function useLoadedAddress(initialAddress: string | undefined): LoadedAddress {
  const [loaded, setLoaded] = useState<Address | undefined>(
    initialAddress ? getAddress(initialAddress) : undefined,
  )
  const load = (address: Address, refetch: () => unknown) => {
    if (address === loaded) void refetch()
    else setLoaded(address)
  }
  return { initialAddress, loaded, load }
}

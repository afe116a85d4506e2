import { useQuery } from '@tanstack/react-query'
import { tokenQueryOptions } from '@tokenbox/core/tokens/tokenQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

export type UseTokenOptions = {
  /** Whose balance (and allowance to `spender`) to read. */
  owner?: Address | undefined
  spender?: Address | undefined
  /** The tool offers the native coin: `nativeTokenAddress` reads it (see TokenPicker's `native`). */
  native?: boolean
}

/**
 * The token at `address` (typed text; nothing is read until it is an address) on the current
 * network, with `owner`'s balance and allowance to `spender` (core's tokenQueryOptions); `data` is
 * null when the address holds no token there, and the query fails when the network does.
 *
 * @example
 * const asset = useToken(assetAddress, { owner: account, native: true })
 * asset.data && formatTokenAmount(asset.data.balance, asset.data.decimals)
 */
export function useToken(address: string | undefined, options: UseTokenOptions = {}) {
  const { chainId, entry } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  return useQuery(
    tokenQueryOptions(client, {
      address,
      owner: options.owner,
      spender: options.spender,
      nativeCurrency: options.native ? (entry?.nativeCurrency ?? null) : undefined,
    }),
  )
}

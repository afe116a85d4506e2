import { useQuery } from '@tanstack/react-query'
import { type Address, isAddress } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { tokenQueryOptions } from './tokenQuery.ts'

export type UseTokenOptions = {
  /** Whose balance (and allowance to `spender`) to read. */
  owner?: Address | undefined
  spender?: Address | undefined
  /** The tool offers the native coin: `nativeTokenAddress` reads it (see TokenPicker's `native`). */
  native?: boolean
}

/**
 * The token at `address` (typed text; nothing is read until it is an address) on the current
 * network, with `owner`'s balance and allowance to `spender`; `data` is null when the address holds
 * no token there, and the query fails when the network does.
 *
 * @example
 * const asset = useToken(assetAddress, { owner: account, native: true })
 * asset.data && formatTokenAmount(asset.data.balance, asset.data.decimals)
 */
export function useToken(address: string | undefined, options: UseTokenOptions = {}) {
  const { chainId, entry } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  const text = address?.trim() ?? ''
  const valid = isAddress(text)
  const nativeCurrency = options.native ? entry?.nativeCurrency : undefined
  return useQuery({
    ...tokenQueryOptions(client, {
      chainId,
      address: valid ? text : '0x',
      owner: options.owner,
      spender: options.spender,
      nativeCurrency,
    }),
    enabled: valid && Boolean(client) && (!options.native || Boolean(entry)),
  })
}

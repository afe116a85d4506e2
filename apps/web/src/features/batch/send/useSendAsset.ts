import { useQuery } from '@tanstack/react-query'
import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { readLockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import { type Address, isAddress, type PublicClient } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/** The asset a send is about, as the Prepare step shows it. */
export type SendAssetInfo = {
  kind: 'native' | 'token'
  address: Address
  name: string
  symbol: string
  decimals: number
  /** The wallet's balance. */
  balance: bigint
}

/**
 * Reads the chosen asset: the native coin (the zero address) or the ERC20 token at `address`, with
 * the connected wallet's balance; `data` is null when the address holds no token on this chain.
 */
export function useSendAsset(address: string | undefined) {
  const { address: account } = useConnection()
  const { chainId, entry } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId }) as PublicClient | undefined
  const trimmed = address?.trim()
  const valid = Boolean(trimmed && isAddress(trimmed))
  return useQuery({
    queryKey: ['sendAsset', chainId, trimmed?.toLowerCase(), account],
    enabled: valid && Boolean(publicClient && account && entry),
    queryFn: async (): Promise<SendAssetInfo | null> => {
      if (trimmed!.toLowerCase() === nativeTokenAddress) {
        const balance = await publicClient!.getBalance({ address: account! })
        const { name, symbol, decimals } = entry!.nativeCurrency
        return { kind: 'native', address: nativeTokenAddress, name, symbol, decimals, balance }
      }
      const token = await readLockableToken(publicClient!, { token: trimmed as Address, account })
      if (!token) return null
      const { name, symbol, decimals, balance } = token
      return { kind: 'token', address: trimmed as Address, name, symbol, decimals, balance }
    },
    retry: false,
  })
}

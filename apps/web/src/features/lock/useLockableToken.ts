import { useQuery } from '@tanstack/react-query'
import { readLockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import { type Address, isAddress } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

/**
 * The token or LP at `address` (when it is an address) with the wallet's balance and allowance to
 * `locker`; `data` is null when the address holds no ERC-20 token on this chain.
 */
export function useLockableToken(address: string | undefined, locker: Address | null | undefined) {
  const { address: account } = useConnection()
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  const valid = Boolean(address && isAddress(address.trim()))
  return useQuery({
    queryKey: ['lockableToken', chainId, address?.trim().toLowerCase(), account, locker],
    enabled: valid && Boolean(publicClient),
    queryFn: async () =>
      (await readLockableToken(publicClient!, {
        token: address!.trim() as Address,
        account,
        spender: locker ?? undefined,
      })) ?? null,
    retry: false,
  })
}

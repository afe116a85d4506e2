import { useQuery } from '@tanstack/react-query'
import { readLockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import { isAddress } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/**
 * The stake token typed in the create form, read with the lock tool's LP check (core's
 * readLockableToken): its symbol and decimals, and its two tokens when it is a pair its own factory
 * lists. `data` is undefined when the address holds no token.
 *
 * @example
 * const stake = useStakeToken(text)
 * stake.data?.lp // the pair's sides, or undefined: "Is not an LP address" on the LP screen
 */
export function useStakeToken(text: string | undefined) {
  const { chainId } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  const address = text?.trim() ?? ''
  return useQuery({
    queryKey: ['miningStakeToken', chainId, address.toLowerCase()],
    enabled: isAddress(address) && Boolean(client),
    queryFn: async () => (await readLockableToken(client!, { token: address as `0x${string}` })) ?? null,
    retry: false,
  })
}

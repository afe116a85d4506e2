import { useQuery } from '@tanstack/react-query'
import { lockableTokenQueryOptions } from '@tokenbox/core/lock/lockableTokenQuery.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

/**
 * The token or LP at `address` (when it is an address) with the wallet's balance and allowance to
 * `locker` (core's lockableTokenQueryOptions); `data` is null when the address holds no ERC-20
 * token on this chain.
 */
export function useLockableToken(address: string | undefined, locker: Address | null | undefined) {
  const { address: account } = useConnection()
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useQuery(lockableTokenQueryOptions(publicClient, { text: address, account, spender: locker }))
}

import { useQuery } from '@tanstack/react-query'
import { lockableTokenQueryOptions } from '@tokenbox/core/lock/lockableTokenQuery.ts'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/**
 * The stake token typed in the create form, read with the lock tool's LP check (core's
 * lockableTokenQueryOptions): its symbol and decimals, and its two tokens when it is a pair its own
 * factory lists. `data` is null when the address holds no token.
 *
 * @example
 * const stake = useStakeToken(text)
 * stake.data?.lp // the pair's sides, or undefined: "Is not an LP address" on the LP screen
 */
export function useStakeToken(text: string | undefined) {
  const { chainId } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  return useQuery(lockableTokenQueryOptions(client, { text }))
}

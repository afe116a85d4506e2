import { useQuery } from '@tanstack/react-query'
import { useConnection } from 'wagmi'

/**
 * The connected account's VIP level (0 while disconnected, unknown or failed). Every component
 * that calls it shares one query per address and chain; the `mark` cookie keeps it to one server
 * request per address per day, so a chain change re-reads the cookie rather than the server.
 *
 * @example
 * const vipLevel = useVipLevel()
 * vipLevel > 0 && <Tag>VIP {vipLevel}</Tag>
 */
export function useVipLevel(): number {
  const { address, chainId } = useConnection()
  const { data } = useQuery({
    queryKey: ['vipLevel', address?.toLowerCase(), chainId],
    enabled: Boolean(address && chainId),
    // The lookup (cookie and request code) loads once a wallet is connected, not with the page.
    queryFn: async () => {
      const { lookUpVipLevel } = await import('./lookUpVipLevel.ts')
      return lookUpVipLevel(address as string, chainId as number)
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  return data ?? 0
}

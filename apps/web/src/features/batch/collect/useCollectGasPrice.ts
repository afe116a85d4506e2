import { useQuery } from '@tanstack/react-query'
import { getCollectGasPrice } from '@tokenbox/core/collect/getCollectGasPrice.ts'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/** The gas strategy's price for collections on the current chain, refreshed every 15 s while shown. */
export function useCollectGasPrice() {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useQuery({
    queryKey: ['collectGasPrice', chainId],
    enabled: Boolean(publicClient),
    queryFn: () => getCollectGasPrice(publicClient!),
    refetchInterval: 15_000,
    retry: false,
  })
}

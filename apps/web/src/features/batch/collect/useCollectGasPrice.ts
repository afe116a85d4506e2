import { useQuery } from '@tanstack/react-query'
import { collectGasPriceQueryOptions } from '@tokenbox/core/collect/collectQuery.ts'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/** The gas strategy's price for collections on the current chain, refreshed every 15 s while shown. */
export function useCollectGasPrice() {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useQuery(collectGasPriceQueryOptions(publicClient))
}

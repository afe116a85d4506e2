import { useQuery } from '@tanstack/react-query'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import type { SaleListFilter } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import { saleListQueryOptions } from '@tokenbox/core/tokens/sale/saleListQuery.ts'
import { useState } from 'react'
import { usePublicClient } from 'wagmi'

/**
 * The connected chain's sale tokens for the "no-dApp sale list" dialog, from the chain itself
 * (core's saleListQueryOptions), filtered ALL / In PROGRESS / OVER; read while `open`: the newest
 * sales while older blocks are read, and where that scan stands (`progress`).
 */
export function useSaleList(filter: SaleListFilter, open: boolean) {
  const publicClient = usePublicClient()
  const [progress, setProgress] = useState<ScanProgress>()
  const list = useQuery(saleListQueryOptions(publicClient, { filter, open, onProgress: setProgress }))
  return { list, progress }
}

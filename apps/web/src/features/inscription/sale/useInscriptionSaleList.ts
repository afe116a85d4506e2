import { useQuery } from '@tanstack/react-query'
import {
  type InscriptionSaleListQueryParameters,
  inscriptionSaleListQueryOptions,
} from '@tokenbox/core/inscription/sale/inscriptionSaleListQuery.ts'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { useState } from 'react'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The chain's inscription sales (core's inscriptionSaleListQueryOptions over the factory's
 * InscriptionSaleCreated events), searched, limited to the account's when `mine`: the newest rows
 * while older blocks are read, and where that scan stands (`progress`).
 */
export function useInscriptionSaleList(
  parameters: Omit<InscriptionSaleListQueryParameters, 'account' | 'onProgress'>,
) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const [progress, setProgress] = useState<ScanProgress>()
  const list = useQuery(
    inscriptionSaleListQueryOptions(publicClient, { ...parameters, account, onProgress: setProgress }),
  )
  return { list, progress }
}

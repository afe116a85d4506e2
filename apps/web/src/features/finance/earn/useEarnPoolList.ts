import { useQuery } from '@tanstack/react-query'
import {
  type EarnPoolListQueryParameters,
  earnPoolListQueryOptions,
} from '@tokenbox/core/finance/financePoolListQuery.ts'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { useState } from 'react'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The chain's Earn pools (core's earnPoolListQueryOptions over the factory's EarnPoolCreated
 * events), searched, limited to the account's when `mine`: the newest rows while older blocks are
 * read, and where that scan stands (`progress`).
 */
export function useEarnPoolList(parameters: Omit<EarnPoolListQueryParameters, 'account' | 'onProgress'>) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const [progress, setProgress] = useState<ScanProgress>()
  const list = useQuery(
    earnPoolListQueryOptions(publicClient, { ...parameters, account, onProgress: setProgress }),
  )
  return { list, progress }
}

import { useQuery } from '@tanstack/react-query'
import {
  type BeanPoolListQueryParameters,
  beanPoolListQueryOptions,
} from '@tokenbox/core/finance/financePoolListQuery.ts'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { useState } from 'react'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The chain's pools of one bean kind (core's beanPoolListQueryOptions over the factory's
 * BeanPoolCreated events), limited to the account's when `mine`: the newest rows while older
 * blocks are read, and where that scan stands (`progress`).
 */
export function useBeanPoolList(parameters: Omit<BeanPoolListQueryParameters, 'account' | 'onProgress'>) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const [progress, setProgress] = useState<ScanProgress>()
  const list = useQuery(
    beanPoolListQueryOptions(publicClient, { ...parameters, account, onProgress: setProgress }),
  )
  return { list, progress }
}

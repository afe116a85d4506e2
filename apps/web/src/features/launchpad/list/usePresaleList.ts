import { useQuery } from '@tanstack/react-query'
import {
  type PresaleListQueryParameters,
  presaleListQueryOptions,
} from '@tokenbox/core/launchpad/presaleListQuery.ts'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { useState } from 'react'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The chain's presales (core's presaleListQueryOptions over the factory's PresaleCreated events),
 * filtered, searched by token, and limited to the account's contributions when `mine`: the newest
 * rows while older blocks are read, and where that scan stands (`progress`).
 */
export function usePresaleList(parameters: Omit<PresaleListQueryParameters, 'account' | 'onProgress'>) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const [progress, setProgress] = useState<ScanProgress>()
  const list = useQuery(
    presaleListQueryOptions(publicClient, { ...parameters, account, onProgress: setProgress }),
  )
  return { list, progress }
}

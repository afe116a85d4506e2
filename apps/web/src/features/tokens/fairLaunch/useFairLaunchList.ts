import { useQuery } from '@tanstack/react-query'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { fairLaunchListQueryOptions } from '@tokenbox/core/tokens/fairLaunch/fairLaunchListQuery.ts'
import type { FairLaunchListFilter } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { useState } from 'react'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The connected chain's fair launches for the launch list (core's fairLaunchListQueryOptions),
 * filtered ALL / In PROGRESS / OVER / Label; read while `open`: the newest launches while older
 * blocks are read, and where that scan stands (`progress`).
 */
export function useFairLaunchList(filter: FairLaunchListFilter, open: boolean) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const [progress, setProgress] = useState<ScanProgress>()
  const list = useQuery(
    fairLaunchListQueryOptions(publicClient, { filter, account, open, onProgress: setProgress }),
  )
  return { list, progress }
}

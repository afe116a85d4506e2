import { useQuery } from '@tanstack/react-query'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import type { ChainQueryOptions } from '@tokenbox/core/query/chainQuery.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'

/** What every list read from the chain's logs is given: the account ("mine") and the scan's reporter. */
export type ScanInputs = { account: Address | undefined; onProgress: (progress: ScanProgress) => void }

/**
 * A list of created contracts read from the chain's logs through core's query options (a pool
 * list, the presales, the launch lists): the connected account and the client in, the newest rows
 * while older blocks are read (`list`), and where that scan stands (`progress`).
 *
 * @example
 * return useScannedList((client, scan) => earnPoolListQueryOptions(client, { ...parameters, ...scan }))
 */
export function useScannedList<T>(
  options: (client: ReturnType<typeof usePublicClient>, scan: ScanInputs) => ChainQueryOptions<T>,
) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const [progress, setProgress] = useState<ScanProgress>()
  const list = useQuery(options(publicClient, { account, onProgress: setProgress }))
  return { list, progress }
}

import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { publicClientFor } from '../../chains/extensionChains.ts'
import { type GasReading, readGasPrice } from './readGasPrice.ts'

export type GasState =
  | { status: 'loading' }
  | { status: 'ready'; reading: GasReading; readAt: Date }
  /** The node did not answer the last read (the reason is not for the user: it is always "try again"). */
  | { status: 'failed' }

/** About one Ethereum block: the price a user reads is never older than the block before. */
export const gasRefreshMs = 12_000

/**
 * The gas price of `entry`'s chain while the popup is open: read at once, then every
 * `intervalMs`, through the chain's RPC (the user's own, the site's or the catalogue's). A new
 * chain starts over; a read still running is not doubled by the next tick; an answer for a chain
 * the popup left is dropped.
 *
 * @example
 * const { state, refresh } = useGasPrice(entry)
 * state.status === 'ready' && state.reading.kind
 */
export function useGasPrice(
  entry: ChainEntry | undefined,
  intervalMs: number = gasRefreshMs,
): { state: GasState; refresh: () => void } {
  const [state, setState] = useState<GasState>({ status: 'loading' })
  const readRef = useRef<() => void>(() => {})
  const chainId = entry?.id
  const rpc = entry?.rpc
  // The chain is its id and endpoint: a new entry object for the same chain is no new chain.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chain's id and endpoint stand for the entry
  useEffect(() => {
    if (!entry) return
    let live = true
    let reading = false
    const client = publicClientFor(entry)
    const read = () => {
      if (reading) return
      reading = true
      readGasPrice(client, entry.id)
        .then(
          (result) => live && setState({ status: 'ready', reading: result, readAt: new Date() }),
          () => live && setState({ status: 'failed' }),
        )
        .finally(() => {
          reading = false
        })
    }
    readRef.current = read
    setState({ status: 'loading' })
    read()
    const timer = setInterval(read, intervalMs)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [chainId, rpc, intervalMs])
  const refresh = useCallback(() => {
    setState({ status: 'loading' })
    readRef.current()
  }, [])
  return { state, refresh }
}

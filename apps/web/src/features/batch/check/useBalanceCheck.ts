import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { readBalances } from '@tokenbox/core/wallets/readBalances.ts'
import { useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import type { BalanceAsset, BalanceRow } from './balanceRows.ts'

export type BalanceCheck =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'failed'; message: ErrorMessage }
  | { status: 'done'; assets: BalanceAsset[]; rows: BalanceRow[] }

/**
 * Reads the balances of a list on `chainId` (the app's current network: no wallet needed) through
 * core's readBalances, with progress. A new check, leaving the screen or a failure drops the
 * previous table: what is shown is always the answer of the last check on this chain.
 *
 * @example
 * const { check, run } = useBalanceCheck(chainId)
 * await run(addresses, [{ key: 'native', symbol: 'ETH', decimals: 18 }])
 */
export function useBalanceCheck(chainId: number) {
  const publicClient = usePublicClient({ chainId })
  const [check, setCheck] = useState<BalanceCheck>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const run = async (addresses: readonly Address[], assets: readonly BalanceAsset[]) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    const tokens = assets.flatMap((asset) => (asset.token ? [asset.token] : []))
    const native = assets.some((asset) => !asset.token)
    setCheck({ status: 'running', done: 0, total: addresses.length * assets.length })
    try {
      if (!publicClient) throw new Error('no client for the current network')
      const result = await readBalances(publicClient, {
        accounts: addresses,
        native,
        tokens,
        signal: current.signal,
        onProgress: (done, total) => {
          if (!current.signal.aborted) setCheck({ status: 'running', done, total })
        },
      })
      if (current.signal.aborted) return
      const columns = assets.map((asset) =>
        asset.token ? result.tokens[tokens.indexOf(asset.token)]! : result.native,
      )
      const rows = addresses.map((address, index) => ({
        address,
        balances: columns.map((column) => column[index]),
      }))
      setCheck({ status: 'done', assets: [...assets], rows })
    } catch (error) {
      if (current.signal.aborted) return
      setCheck({ status: 'failed', message: toErrorMessage(error, { reading: true }) })
    }
  }

  return { check, run }
}

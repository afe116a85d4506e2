import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { publicClientFor } from '../../chains/extensionChains.ts'
import { type QuickCheckFailure, runQuickCheck } from './runQuickCheck.ts'

export type QuickCheckState =
  | { status: 'idle' }
  | { status: 'running'; token: Address }
  | { status: 'done'; token: Address; report: TokenSafetyReport }
  | { status: 'failed'; token: Address; failure: QuickCheckFailure }

/**
 * One quick safety check at a time on `entry`'s chain: `run(token)` starts it (a newer run or a
 * change of chain makes an older answer stale, and it is dropped); a change of chain clears the
 * result, which was about another chain.
 *
 * @example
 * const { state, run } = useQuickCheck(entry, settings.siteUrl)
 * run('0x…')
 */
export function useQuickCheck(entry: ChainEntry, siteUrl: string) {
  const [state, setState] = useState<QuickCheckState>({ status: 'idle' })
  const latest = useRef(0)
  const chainKey = `${entry.id}:${entry.rpc}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the chain; it runs on its change
  useEffect(() => {
    latest.current++
    setState({ status: 'idle' })
  }, [chainKey])
  const run = useCallback(
    (token: Address) => {
      const ticket = ++latest.current
      setState({ status: 'running', token })
      void runQuickCheck({ client: publicClientFor(entry), entry, token, siteUrl }).then((outcome) => {
        if (ticket !== latest.current) return
        setState(
          outcome.status === 'done'
            ? { status: 'done', token, report: outcome.report }
            : { status: 'failed', token, failure: outcome.failure },
        )
      })
    },
    [entry, siteUrl],
  )
  return { state, run }
}

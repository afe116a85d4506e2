import { useEffect, useRef } from 'react'

/**
 * Calls `onEnd` once `running` has been true for `durationMs` in all: pausing (a hover) keeps
 * the time already counted, as antd's notifications do.
 *
 * @example
 * useNoticeCountdown(shown && !hovered, 30_000, () => setShown(false))
 */
export function useNoticeCountdown(running: boolean, durationMs: number, onEnd: () => void): void {
  const left = useRef(durationMs)
  const end = useRef(onEnd)
  end.current = onEnd
  useEffect(() => {
    if (!running) return
    const started = Date.now()
    let ended = false
    const timer = window.setTimeout(() => {
      ended = true
      left.current = durationMs
      end.current()
    }, left.current)
    return () => {
      window.clearTimeout(timer)
      if (!ended) left.current = Math.max(0, left.current - (Date.now() - started))
    }
  }, [running, durationMs])
}

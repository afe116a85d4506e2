import { useEffect, useState } from 'react'

/**
 * The current time in milliseconds, updated every `intervalMs` while the component is mounted
 * (one timer per user; countdowns re-render once a second).
 *
 * @example
 * const now = useNow()
 * const left = Number(endsAt) - now / 1000
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

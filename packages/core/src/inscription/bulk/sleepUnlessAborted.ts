/**
 * Waits `ms` milliseconds, or less when `signal` aborts (resolves either way, never rejects), so a
 * Stop is not held up by a delay between mints or a poll interval.
 *
 * @example
 * await sleepUnlessAborted(1_000, signal)
 */
export function sleepUnlessAborted(ms: number, signal?: AbortSignal | undefined): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

/**
 * Waits `ms` milliseconds, or rejects with the signal's reason as soon as it aborts (a screen that
 * closes stops the polling at once instead of after the next delay). `setTimeout`-based so it runs
 * in the browser as well as in Node.
 *
 * @example
 * await sleep(2_000, controller.signal)
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

import { useSyncExternalStore } from 'react'

let painted = false
let waiting = false
const listeners = new Set<() => void>()

/** Marks the page painted once a frame has been drawn after the first render that asked. */
function waitForPaint(): void {
  if (painted || waiting) return
  waiting = true
  // A frame callback runs just before the browser paints; a task queued from it runs after.
  const afterFrame = () =>
    setTimeout(() => {
      painted = true
      for (const listener of listeners) listener()
    }, 0)
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterFrame)
  else afterFrame()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  waitForPaint()
  return () => listeners.delete(listener)
}

/**
 * `false` until the page has painted for the first time, then `true` for good: what the
 * dashboard loads by itself (wallet start-up, faucet, announcements) starts only then, so its
 * code is neither fetched nor run before the first paint (bench/web/firstLoad.ts).
 *
 * @example
 * const afterPaint = useAfterFirstPaint()
 * return afterPaint && <Suspense fallback={null}><LazyPart /></Suspense>
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  )
}

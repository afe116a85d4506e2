import { useSyncExternalStore } from 'react'

let painted = false
let waiting = false
const listeners = new Set<() => void>()

/** Marks the page painted once a frame has been drawn after the first render that asked. */
function waitForPaint(): void {
  if (painted || waiting) return
  waiting = true
  const done = () => {
    painted = true
    for (const listener of listeners) listener()
  }
  // A frame callback runs just before the browser paints the frame; the next frame's callback runs
  // once that paint has been handed on (a task queued from the first one may run before the frame
  // is shown: on a throttled CPU the first contentful paint then came after the requests of what
  // waits for it, bench/web/firstLoad.ts).
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))
  else setTimeout(done, 0)
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

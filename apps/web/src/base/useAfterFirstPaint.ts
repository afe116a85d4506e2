import { useSyncExternalStore } from 'react'

let painted = false
let waiting = false
const listeners = new Set<() => void>()

/** Whether the browser reports its first contentful paint (Chromium, Firefox, Safari 14.1+). */
function reportsFirstContentfulPaint(): boolean {
  return (
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
}

/**
 * Marks the page painted once the browser has shown its first contentful paint: the work that waits
 * for it then never competes with it. Two animation frames were not enough: on a throttled CPU the
 * browser could report the paint after the requests of what waited for it (bench/web/firstLoad.ts).
 * Where paint timing is unknown, the frame after the first one that is drawn stands in.
 */
function waitForPaint(): void {
  if (painted || waiting) return
  waiting = true
  const done = () => {
    painted = true
    for (const listener of listeners) listener()
  }
  if (reportsFirstContentfulPaint()) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(done, 0)
    })
    // buffered: a paint that came before this render is reported at once.
    observer.observe({ type: 'paint', buffered: true })
  } else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))
  } else {
    setTimeout(done, 0)
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  waitForPaint()
  return () => listeners.delete(listener)
}

/**
 * Runs `callback` once the page has painted for the first time (at once, in this task, when it
 * already has); returns a function that cancels it. For work outside rendering that would
 * otherwise force the first frame's layout early, such as scrolling an element into view.
 *
 * @example
 * useEffect(() => whenFirstPainted(() => tab.scrollIntoView({ inline: 'nearest' })), [tab])
 */
export function whenFirstPainted(callback: () => void): () => void {
  if (painted) {
    callback()
    return () => {}
  }
  const listener = () => {
    listeners.delete(listener)
    callback()
  }
  return subscribe(listener)
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

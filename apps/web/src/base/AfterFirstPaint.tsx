import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react'
import { useAfterFirstPaint } from './useAfterFirstPaint.ts'

/**
 * Renders `children` once the page has painted for the first time (useAfterFirstPaint) and, on
 * later visits, once the screen around it has committed: only this small component re-renders
 * when that happens, not the screen that holds it (the dashboard's re-render was a main-thread
 * task of its own right after the first paint). Mounted in a later update, what it holds never
 * makes a navigation's transition wait for its code. `onShow` runs once, when it shows.
 *
 * Each one shows in an idle period of its own: what several of them held (the faucet, the
 * announcements, the wallet start-up) rendered in one task of 50 to 120 ms after the first paint
 * on a 4x throttled CPU (bench/web/profileFirstLoad.ts), a long task that delayed the page's
 * interactive time. Where it waits for idle time it also renders as a transition, which yields to
 * the browser every few milliseconds: the parts share one lazy chunk, so the later ones found their
 * code loaded and rendered whole in one task (a default update is not time-sliced).
 *
 * @example
 * <AfterFirstPaint><Suspense fallback={null}><LazyPanel /></Suspense></AfterFirstPaint>
 */
export function AfterFirstPaint({ children, onShow }: { children: ReactNode; onShow?: () => void }) {
  const painted = useAfterFirstPaint()
  const [committed, setCommitted] = useState(false)
  // A start-up action: run once, not again when the parent re-renders with a new function.
  const show = useRef(onShow)
  useEffect(() => {
    if (!painted) return
    return whenIdle((idle) => {
      show.current?.()
      if (idle) startTransition(() => setCommitted(true))
      else setCommitted(true)
    })
  }, [painted])
  return committed ? children : null
}

/**
 * Runs `callback` once the main thread is idle (at the latest after 1 s: the wallet start-up
 * counts its 5 s from the page's start); returns a function that cancels it. Where the browser has
 * no requestIdleCallback (Safari, the tests' happy-dom) it runs at once, as it did before: a
 * macrotask's deferral there left usePageTitle.test.tsx's second test on a redirect's old path
 * (it passes alone; not understood yet, so not risked in browsers without idle callbacks).
 */
function whenIdle(callback: (idle: boolean) => void): (() => void) | undefined {
  if (typeof requestIdleCallback !== 'function') {
    callback(false)
    return undefined
  }
  const handle = requestIdleCallback(() => callback(true), { timeout: 1000 })
  return () => cancelIdleCallback(handle)
}

import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useAfterFirstPaint } from './useAfterFirstPaint.ts'

/**
 * Renders `children` once the page has painted for the first time (useAfterFirstPaint) and, on
 * later visits, once the screen around it has committed: only this small component re-renders
 * when that happens, not the screen that holds it (the dashboard's re-render was a main-thread
 * task of its own right after the first paint). Mounted in a later update, what it holds never
 * makes a navigation's transition wait for its code. `onShow` runs once, when it shows.
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
    show.current?.()
    setCommitted(true)
  }, [painted])
  return committed ? children : null
}

import { type RefObject, useLayoutEffect, useRef, useState } from 'react'

/**
 * Room one horizontal step takes beside its title: the small icon (24 px), the gap after it (8 px)
 * and the shortest rail that still reads as a line between steps (24 px), plus a little air.
 */
const stepChromeWidth = 64
/** The narrowest a step's text may be, so a transaction link (about 140 px) fits below its title. */
const minStepTextWidth = 140

/**
 * Whether the titles fit side by side, each on one line, in the box's current width: measured on
 * the real fonts (hidden, unwrapped copies of the titles) and again whenever the box is resized.
 * Until measured, and where nothing can be measured, the steps stand one below the other, which
 * fits any width.
 */
export function useFitsSideBySide(titles: readonly string[]) {
  const boxRef = useRef<HTMLDivElement>(null)
  const measureRef = useRef<HTMLDivElement>(null)
  const [horizontal, setHorizontal] = useState(false)
  const key = titles.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the titles' text (key) is what changes the measure
  useLayoutEffect(() => {
    const box = boxRef.current
    const measure = measureRef.current
    if (!box || !measure || typeof ResizeObserver === 'undefined') return
    const check = () => {
      const needed = [...measure.children].reduce(
        (sum, title) =>
          sum + Math.max(minStepTextWidth, (title as HTMLElement).offsetWidth) + stepChromeWidth,
        0,
      )
      setHorizontal(needed > 0 && box.clientWidth >= needed)
    }
    check()
    const observer = new ResizeObserver(check)
    observer.observe(box)
    return () => observer.disconnect()
  }, [key])
  return [boxRef, measureRef, horizontal] as const
}

/** Hidden, unwrapped copies of the titles that {@link useFitsSideBySide} measures. */
export function MeasuredTitles({
  titles,
  measureRef,
}: {
  titles: readonly string[]
  measureRef: RefObject<HTMLDivElement | null>
}) {
  return (
    <div
      ref={measureRef}
      aria-hidden
      style={{
        position: 'absolute',
        visibility: 'hidden',
        height: 0,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      {titles.map((title) => (
        <span key={title} style={{ display: 'inline-block' }}>
          {title}
        </span>
      ))}
    </div>
  )
}

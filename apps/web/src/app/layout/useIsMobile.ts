import { useSyncExternalStore } from 'react'

/** Spec 000 section 9: the layout turns mobile when the body is narrower than 992 px. */
export const mobileBreakpoint = 992

const query = `(max-width: ${mobileBreakpoint - 0.02}px)`

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/**
 * Whether the window is under the mobile breakpoint (992 px), following resizes.
 *
 * @example
 * const isMobile = useIsMobile() // true on a 375 px phone
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether the CSS media `query` matches, following changes (a resize, a system setting). False
 * where there is no window (server render) or no matchMedia.
 *
 * @example
 * const narrow = useMediaQuery('(max-width: 991.98px)')
 */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  )
}

import { useMediaQuery } from './useMediaQuery.ts'

/**
 * Whether the user asked their system for less motion ("Reduce motion" on macOS and iOS, "Show
 * animations" off on Windows, Android's "Remove animations"), following changes while the page is
 * open. The theme turns antd's opening and closing animations off then (createTheme's
 * `reducedMotion`), and apps/web/index.html stops the endless spinners and shimmers.
 *
 * @example
 * const theme = createTheme(color, { reducedMotion: usePrefersReducedMotion() })
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}

import { useMediaQuery } from '@tokenbox/ui/layout/useMediaQuery.ts'

/** Spec 000 section 9: the layout turns mobile when the body is narrower than 992 px. */
export const mobileBreakpoint = 992

const query = `(max-width: ${mobileBreakpoint - 0.02}px)`

/**
 * Whether the window is under the mobile breakpoint (992 px), following resizes.
 *
 * @example
 * const isMobile = useIsMobile() // true on a 375 px phone
 */
export function useIsMobile(): boolean {
  return useMediaQuery(query)
}

import { useCallback, useEffect, useState } from 'react'

/** The palette's code (fuse.js and the strings come later, with its first search). */
export const loadSearchPalette = () => import('./SearchPalette.tsx')

export type SearchLauncher = {
  /** The palette is shown. */
  open: boolean
  /** The palette has been opened once (its code is then mounted, shown or not). */
  mounted: boolean
  show: () => void
  hide: () => void
}

/** Where "/" is a character typed, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
}

/**
 * The header search's state and its keyboard shortcuts: Ctrl+K or ⌘K anywhere, "/" outside a
 * text field. Only this and the header button are in the first load; the palette is fetched on
 * the first opening (or earlier, when the pointer reaches the button).
 *
 * @example
 * const search = useSearchLauncher()
 * <SearchButton onOpen={search.show} />
 */
export function useSearchLauncher(): SearchLauncher {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never')
  const show = useCallback(() => setState('open'), [])
  const hide = useCallback(() => setState((current) => (current === 'never' ? current : 'closed')), [])
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.altKey) return
      const withModifier = event.ctrlKey || event.metaKey
      const shortcut =
        (withModifier && event.key.toLowerCase() === 'k') ||
        (!withModifier && event.key === '/' && !isTyping(event.target))
      if (!shortcut) return
      event.preventDefault()
      show()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [show])
  return { open: state === 'open', mounted: state !== 'never', show, hide }
}

import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useIsMobile } from '../../base/useIsMobile.ts'
import { readSidebarOpened, writeSidebarOpened } from './sidebarStatus.ts'

/** The mobile drawer: closed (not mounted), open, or playing its closing animation. */
export type DrawerState = 'closed' | 'open' | 'closing'

export type NavigationPanels = {
  isMobile: boolean
  /** The desktop sidebar (250 px), persisted in the `sidebarStatus` cookie. */
  sidebarOpened: boolean
  drawer: DrawerState
  /** The menu button: opens or closes the drawer on mobile, the sidebar on desktop. */
  toggle: () => void
  /** Closes the drawer; `withoutAnimation` unmounts it at once (after navigation). */
  closeDrawer: (options?: { withoutAnimation?: boolean }) => void
  /** Called by the drawer once its closing animation ends. */
  drawerClosed: () => void
}

/**
 * State of the two navigation panels (spec 000 sections 2 and 4). Under 992 px the menu button
 * opens a full-screen drawer, which closes without animation after every route change and
 * whenever the window turns mobile; from 992 px it toggles a 250 px sidebar beside the page,
 * whose state is remembered in a cookie. The phone's drawer is not remembered: opening a page
 * with a full-screen menu over it would hide the page the visitor came for.
 *
 * @example
 * const panels = useNavigationPanels()
 * <Button onClick={panels.toggle} />
 */
export function useNavigationPanels(): NavigationPanels {
  const isMobile = useIsMobile()
  const [sidebarOpened, setSidebarOpened] = useState(readSidebarOpened)
  const [drawer, setDrawer] = useState<DrawerState>('closed')
  const { pathname, search } = useLocation()

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawer((state) => (state === 'open' ? 'closing' : 'open'))
      return
    }
    setSidebarOpened((opened) => {
      writeSidebarOpened(!opened)
      return !opened
    })
  }, [isMobile])

  const closeDrawer = useCallback((options: { withoutAnimation?: boolean } = {}) => {
    setDrawer((state) => (state === 'closed' || options.withoutAnimation ? 'closed' : 'closing'))
  }, [])
  const drawerClosed = useCallback(() => setDrawer((state) => (state === 'closing' ? 'closed' : state)), [])

  // After each route change, and when the window leaves the mobile layout, the drawer goes away
  // at once. The first run (page load) finds it closed already.
  const location = `${pathname}${search}`
  const previous = useRef({ location, isMobile })
  useEffect(() => {
    if (previous.current.location !== location || previous.current.isMobile !== isMobile) {
      closeDrawer({ withoutAnimation: true })
    }
    previous.current = { location, isMobile }
  }, [location, isMobile, closeDrawer])

  return { isMobile, sidebarOpened, drawer, toggle, closeDrawer, drawerClosed }
}

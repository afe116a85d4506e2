/**
 * The cookie that keeps the sidebar open or closed across visits (spec 000 section 3: "sidebar
 * opened (persisted in a cookie)"), named as in the template the spec describes: `sidebarStatus`,
 * `1` open, `0` closed, for a year. Absent means closed: the navbar's mega menus already reach
 * every tool, so the sidebar is an opt-in overview.
 */
export const sidebarCookie = 'sidebarStatus'

const maxAgeSeconds = 365 * 24 * 60 * 60

/**
 * Reads the saved sidebar state from `document.cookie`.
 *
 * @example
 * readSidebarOpened('theme=x; sidebarStatus=1') // true
 */
export function readSidebarOpened(cookie: string = document.cookie): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${sidebarCookie}=`))
  return entry?.slice(sidebarCookie.length + 1) === '1'
}

/**
 * Saves the sidebar state in the `sidebarStatus` cookie.
 *
 * @example
 * writeSidebarOpened(false) // sidebarStatus=0
 */
export function writeSidebarOpened(opened: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is async and missing in Safari < 18.4
  document.cookie = `${sidebarCookie}=${opened ? 1 : 0}; path=/; max-age=${maxAgeSeconds}; samesite=lax`
}

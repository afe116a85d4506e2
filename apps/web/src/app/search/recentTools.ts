/** How many tools the search remembers, newest first. */
const keep = 8

/** localStorage key of the tools opened lately (route ids, newest first). */
export const recentToolsStorageKey = 'tokenbox.search.recentTools'

/**
 * The route ids of the tools this browser opened lately, newest first, through the search or by
 * navigating to them. A storage that cannot be read is an empty list.
 *
 * @example
 * readRecentTools() // ['loToken', 'waMultiSender']
 */
export function readRecentTools(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentToolsStorageKey) ?? '[]')
    if (!Array.isArray(stored)) return []
    return stored.filter((item): item is string => typeof item === 'string').slice(0, keep)
  } catch {
    return []
  }
}

/**
 * Puts `id` first among the recent tools (once), dropping the oldest beyond eight. A storage that
 * refuses the write (private mode, full) changes nothing: the list is a convenience.
 *
 * @example
 * rememberRecentTool('loToken')
 */
export function rememberRecentTool(id: string): void {
  const current = readRecentTools()
  if (current[0] === id) return
  try {
    localStorage.setItem(
      recentToolsStorageKey,
      JSON.stringify([id, ...current.filter((item) => item !== id)].slice(0, keep)),
    )
  } catch {
    // Nothing to do.
  }
}

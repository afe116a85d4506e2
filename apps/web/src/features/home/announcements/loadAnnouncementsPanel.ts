/**
 * Loads the announcements panel. A separate module on purpose (as routes/screens.ts does for the
 * tool screens): a dynamic import carries the names of every chunk its target needs (the dialog,
 * tags, the query code), and in HomePage's chunk that list would be on the dashboard's first load.
 * From here it loads with this small module, after the first paint.
 *
 * @example
 * const { AnnouncementsPanel } = await loadAnnouncementsPanel()
 */
export function loadAnnouncementsPanel() {
  return import('./AnnouncementsPanel.tsx')
}

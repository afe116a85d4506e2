/**
 * Loads what the dashboard shows after its first paint (DashboardAfterPaint: the announcements and
 * the guide's first-visit offer). A separate module on purpose (as start/screens.ts does for the
 * tool screens): a dynamic import carries the names of every chunk its target needs (the dialog,
 * tags, the query code), and in HomePage's chunk that list would be on the dashboard's first load.
 * From here it loads with this small module, after the first paint.
 *
 * @example
 * const { DashboardAfterPaint } = await loadDashboardAfterPaint()
 */
export function loadDashboardAfterPaint() {
  return import('./DashboardAfterPaint.tsx')
}

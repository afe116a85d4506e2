/**
 * One node of the console's route tree, as the shared contract defines it (core's
 * `admin/consoleRoutes.ts` and the server's GET /vue-element-admin/routes answer this shape).
 * `path` is relative to the console's basename (`/admin`), e.g. `/dashboard`, `/permission/role`.
 */
export type ConsoleRouteNode = {
  path: string
  name?: string
  meta?: { titleKey?: string; title?: string; icon?: string; roles?: readonly string[]; hidden?: boolean }
  children?: readonly ConsoleRouteNode[]
}

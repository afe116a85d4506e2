import { isLaunchTemplate } from '@tokenbox/core/launch/types.ts'
import { routeHref } from '@tokenbox/ui/routes/routeHref.ts'
import { routeTable, type ScreenRoute } from '@tokenbox/ui/routes/routeTable.ts'
import { templateRouteIds } from './LaunchTokenStep.tsx'
import type { LaunchSummaryData } from './useLaunchSummary.ts'

/** Manage Token on the token's own create screen (any coin screen manages any TokenBox token). */
export function manageHref(data: LaunchSummaryData): string {
  const id = data.template && isLaunchTemplate(data.template) ? templateRouteIds[data.template] : 'coNormal'
  const route = routeTable.find((row): row is ScreenRoute => row.kind === 'screen' && row.id === id)!
  const href = routeHref(route)
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ manage: data.token.address })}`
}

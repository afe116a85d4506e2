import type { SearchableRoute } from '@tokenbox/ui/search/searchableRoutes.ts'

/** A tool offered before anything is typed: opened lately, or one of the popular ones. */
export type Suggestion = { id: string; reason: 'recent' | 'popular' }

/**
 * What the palette lists for an empty query: the tools opened lately (newest first, those still
 * searchable), then the featured tools in their order and the HOT ones, each once.
 *
 * @example
 * suggestTools(searchableRoutes(), ['loToken'])
 * // [{ id: 'loToken', reason: 'recent' }, { id: 'waMultiSender', reason: 'popular' }, …]
 */
export function suggestTools(routes: readonly SearchableRoute[], recentIds: readonly string[]): Suggestion[] {
  const known = new Set(routes.map((route) => route.id))
  const recent = recentIds.filter((id) => known.has(id))
  const featuredRank = (route: SearchableRoute) => (route.kind === 'screen' && route.featured) || 0
  const featured = routes
    .filter((route) => featuredRank(route) > 0)
    .sort((a, b) => featuredRank(a) - featuredRank(b))
  const hot = routes.filter((route) => route.tag === 'hot')
  const popular = [...new Set([...featured, ...hot].map((route) => route.id))].filter(
    (id) => !recent.includes(id),
  )
  return [
    ...recent.map((id) => ({ id, reason: 'recent' as const })),
    ...popular.map((id) => ({ id, reason: 'popular' as const })),
  ]
}

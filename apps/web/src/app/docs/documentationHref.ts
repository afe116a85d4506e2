/** The route of the documentation pages. */
export const documentationPath = '/documentation/index'

/**
 * The documentation page of tool `id` (a route id).
 *
 * @example
 * documentationHref('loToken') // '/documentation/index?tool=loToken'
 */
export function documentationHref(id: string): string {
  return `${documentationPath}?tool=${encodeURIComponent(id)}`
}

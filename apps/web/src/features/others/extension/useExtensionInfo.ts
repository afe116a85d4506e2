import { useQuery } from '@tanstack/react-query'
import { extensionInfoQueryOptions } from '@tokenbox/core/webApi/webApiQuery.ts'

/**
 * Whether this site's server offers the browser extension, with its version and size (core's
 * extensionInfoQueryOptions). Kept a minute: the zip changes only with a new build.
 *
 * @example
 * const { data } = useExtensionInfo() // { available: true, version: '1.0.0', size: 812345 }
 */
export function useExtensionInfo() {
  return useQuery(extensionInfoQueryOptions())
}

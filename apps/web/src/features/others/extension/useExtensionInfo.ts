import { useQuery } from '@tanstack/react-query'
import { readExtensionInfo } from '@tokenbox/core/webApi/extensionInfo.ts'

/**
 * Whether this site's server offers the browser extension, with its version and size (core's
 * readExtensionInfo). Kept a minute: the zip changes only with a new build.
 *
 * @example
 * const { data } = useExtensionInfo() // { available: true, version: '1.0.0', size: 812345 }
 */
export function useExtensionInfo() {
  return useQuery({ queryKey: ['extensionInfo'], staleTime: 60_000, queryFn: () => readExtensionInfo() })
}

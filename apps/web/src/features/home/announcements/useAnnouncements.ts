import { useQuery } from '@tanstack/react-query'
import { fetchAnnouncement, fetchAnnouncements } from '@tokenbox/core/webApi/announcements.ts'

/**
 * The published announcements, newest first (`GET /api/v1/web/announcements`). Read again every
 * five minutes at most: operators publish rarely, and every dashboard visit reads them.
 *
 * @example
 * const { data = [] } = useAnnouncements()
 */
export function useAnnouncements() {
  // One retry: the dashboard works without announcements, it need not keep asking a failing server.
  return useQuery({
    queryKey: ['announcements'],
    queryFn: () => fetchAnnouncements(),
    staleTime: 5 * 60_000,
    retry: 1,
  })
}

/**
 * One announcement with its full text; the server counts the read as a pageview. Kept for the page
 * load (`staleTime: Infinity`): opening the same announcement again in one visit is not another view.
 *
 * @example
 * const { data } = useAnnouncement('3')
 */
export function useAnnouncement(id: string | null) {
  return useQuery({
    queryKey: ['announcement', id],
    queryFn: () => fetchAnnouncement(id ?? ''),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

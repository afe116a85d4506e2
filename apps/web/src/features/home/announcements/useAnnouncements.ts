import { useQuery } from '@tanstack/react-query'
import { announcementQueryOptions, announcementsQueryOptions } from '@tokenbox/core/webApi/webApiQuery.ts'

/**
 * The published announcements, newest first (core's announcementsQueryOptions: read again every
 * five minutes at most).
 *
 * @example
 * const { data = [] } = useAnnouncements()
 */
export function useAnnouncements() {
  return useQuery(announcementsQueryOptions())
}

/**
 * One announcement with its full text (core's announcementQueryOptions); the server counts the
 * read as a pageview, so it is kept for the page load.
 *
 * @example
 * const { data } = useAnnouncement('3')
 */
export function useAnnouncement(id: string | null) {
  return useQuery(announcementQueryOptions(id))
}

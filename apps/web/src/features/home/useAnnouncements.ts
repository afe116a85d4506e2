export type Announcement = { id: string; title: string; body: string; publishedAt: string }

/**
 * The announcements the dashboard shows. The server has no announcements endpoint yet: the admin
 * console issue adds them (the spec's articles, published by operators) together with a public
 * `GET /api/v1/web/announcements`. Until then this returns none and the dashboard shows no
 * announcements panel, rather than calling an endpoint that does not exist or showing made-up
 * news. To connect it, fetch that endpoint here with `backendGet` and react-query; the dashboard
 * renders whatever list this returns.
 *
 * @example
 * const announcements = useAnnouncements() // [] today
 */
export function useAnnouncements(): readonly Announcement[] {
  return []
}

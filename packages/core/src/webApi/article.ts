/**
 * Announcement types: spec 000's article types, kept as the audience region an announcement is for
 * (the console's filter offers the same four).
 */
export const articleTypes = ['CN', 'US', 'JP', 'EU'] as const
export type ArticleType = (typeof articleTypes)[number]

export const articleStatuses = ['published', 'draft'] as const
export type ArticleStatus = (typeof articleStatuses)[number]

/**
 * An announcement as both the console and the public dashboard receive it: the template's field
 * names (spec 000 section 3, "Demo article"); `timestamp` is the creation time in milliseconds,
 * `display_time` ISO-8601 UTC. The template's `forecast` is not kept: announcements forecast nothing.
 * The server answers it and the console reads it: this is the one definition of both.
 */
export type Article = {
  id: number
  timestamp: number
  author: string
  reviewer: string
  title: string
  content_short: string
  content: string
  importance: number
  type: string
  status: ArticleStatus
  display_time: string
  comment_disabled: boolean
  pageviews: number
  image_uri: string
  platforms: string[]
}

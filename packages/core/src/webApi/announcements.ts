import { backendGet } from '../request/backendGet.ts'
import type { BackendRequestOptions } from '../request/types.ts'

/** An announcement as the public dashboard shows it (the spec's article, published by an operator). */
export type Announcement = {
  id: string
  title: string
  /** The short text shown in the list (the article's `content_short`). */
  summary: string
  /** The full text, present in the detail answer; plain text (shown as such, never as HTML). */
  content?: string
  /** 1 to 3, 3 the most important (spec 000 section 3). */
  importance: 1 | 2 | 3
  /** When the operator says it was published (ISO 8601), the `display_time` of the article. */
  displayTime: string
  pageviews: number
}

type Raw = Record<string, unknown>

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/**
 * Reads one announcement from the server's answer. The server speaks camelCase; the spec's article
 * names (`content_short`, `display_time`) are read as well, so the dashboard does not break on either
 * spelling. Returns null for an entry without an id or a title, which cannot be shown.
 *
 * @example
 * toAnnouncement({ id: 3, title: 'New chain', summary: 'Base is in', importance: 2, displayTime: '2026-11-20T10:00:00Z' })
 */
export function toAnnouncement(raw: unknown): Announcement | null {
  if (!raw || typeof raw !== 'object') return null
  const entry = raw as Raw
  const id = text(entry.id)
  const title = text(entry.title)
  if (!id || !title) return null
  const importance = Math.min(3, Math.max(1, Math.round(Number(entry.importance) || 1))) as 1 | 2 | 3
  const content = entry.content === undefined ? undefined : text(entry.content)
  return {
    id,
    title,
    summary: text(entry.summary ?? entry.contentShort ?? entry.content_short),
    ...(content === undefined ? {} : { content }),
    importance,
    displayTime: text(entry.displayTime ?? entry.display_time ?? entry.publishedAt ?? entry.createdAt),
    pageviews: Number(entry.pageviews ?? 0) || 0,
  }
}

function listOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data
  const items = (data as { items?: unknown } | null)?.items
  return Array.isArray(items) ? items : []
}

/**
 * The published announcements, newest first, from `GET /api/v1/web/announcements` (the server
 * returns only published ones; entries that cannot be shown are dropped).
 *
 * @example
 * const list = await fetchAnnouncements()
 */
export async function fetchAnnouncements(options: BackendRequestOptions = {}): Promise<Announcement[]> {
  const reply = await backendGet('/api/v1/web/announcements', undefined, options)
  return listOf(reply.data)
    .map(toAnnouncement)
    .filter((entry): entry is Announcement => entry !== null)
}

/**
 * One announcement with its full text, from `GET /api/v1/web/announcements/:id`; the server counts
 * the call as a pageview, so call it once per opening.
 *
 * @example
 * const detail = await fetchAnnouncement('3')
 */
export async function fetchAnnouncement(
  id: string,
  options: BackendRequestOptions = {},
): Promise<Announcement> {
  const reply = await backendGet(`/api/v1/web/announcements/${encodeURIComponent(id)}`, undefined, options)
  const announcement = toAnnouncement(reply.data)
  if (!announcement) throw new Error(`Announcement ${id} has no title`)
  return announcement
}

import { describe, expect, it } from 'vitest'
import { formatTimeAgo } from './formatTimeAgo.ts'

describe('formatTimeAgo', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0)
  const ago = (seconds: number) => formatTimeAgo(now - seconds * 1000, { now })

  it('says just now under a minute and for future times', () => {
    expect(ago(0)).toBe('just now')
    expect(ago(59)).toBe('just now')
    expect(ago(-30)).toBe('just now')
  })

  it('counts minutes under 3600 s', () => {
    expect(ago(60)).toBe('1 minute ago')
    expect(ago(119)).toBe('1 minute ago')
    expect(ago(120)).toBe('2 minutes ago')
    expect(ago(3599)).toBe('59 minutes ago')
  })

  it('counts hours under 86400 s', () => {
    expect(ago(3600)).toBe('1 hour ago')
    expect(ago(7200)).toBe('2 hours ago')
    expect(ago(86399)).toBe('23 hours ago')
  })

  it('counts days from 86400 s', () => {
    expect(ago(86400)).toBe('1 day ago')
    expect(ago(86400 * 45)).toBe('45 days ago')
  })

  it('accepts Dates', () => {
    expect(formatTimeAgo(new Date(now - 3_600_000), { now: new Date(now) })).toBe('1 hour ago')
  })
})

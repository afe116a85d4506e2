import { describe, expect, it } from 'vitest'
import { formatRelativeTimeZh } from './formatRelativeTimeZh.ts'

describe('formatRelativeTimeZh', () => {
  const now = new Date(2026, 0, 9, 12, 0, 0).getTime()
  const ago = (seconds: number) => formatRelativeTimeZh(now - seconds * 1000, { now })

  it('says 刚刚 under 30 s', () => {
    expect(ago(0)).toBe('刚刚')
    expect(ago(29)).toBe('刚刚')
    expect(ago(-100)).toBe('刚刚')
  })

  it('counts minutes up to 1 h', () => {
    expect(ago(30)).toBe('1分钟前')
    expect(ago(61)).toBe('2分钟前')
    expect(ago(3599)).toBe('60分钟前')
  })

  it('counts hours up to 1 day', () => {
    expect(ago(3600)).toBe('1小时前')
    expect(ago(3601)).toBe('2小时前')
    expect(ago(86399)).toBe('24小时前')
  })

  it('says 1天前 up to 2 days', () => {
    expect(ago(86400)).toBe('1天前')
    expect(ago(2 * 86400 - 1)).toBe('1天前')
  })

  it('shows the date from 2 days on', () => {
    expect(formatRelativeTimeZh(new Date(2026, 0, 5, 8, 7), { now })).toBe('1月5日 08:07')
    expect(ago(2 * 86400)).toBe('1月7日 12:00')
  })
})

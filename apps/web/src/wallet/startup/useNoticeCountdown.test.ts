import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNoticeCountdown } from './useNoticeCountdown.ts'

describe('useNoticeCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('ends after the full duration, not before', () => {
    const onEnd = vi.fn()
    renderHook(() => useNoticeCountdown(true, 30_000, onEnd))
    vi.advanceTimersByTime(29_999)
    expect(onEnd).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('pauses while not running (a hover) and keeps the time already counted', () => {
    const onEnd = vi.fn()
    const { rerender } = renderHook(({ running }) => useNoticeCountdown(running, 30_000, onEnd), {
      initialProps: { running: true },
    })
    vi.advanceTimersByTime(20_000)
    rerender({ running: false })
    vi.advanceTimersByTime(60_000)
    expect(onEnd).not.toHaveBeenCalled()
    rerender({ running: true })
    vi.advanceTimersByTime(9_999)
    expect(onEnd).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onEnd).toHaveBeenCalledTimes(1)
  })
})

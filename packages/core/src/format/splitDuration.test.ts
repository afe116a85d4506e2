import { describe, expect, it } from 'vitest'
import { splitDuration } from './splitDuration.ts'

describe('splitDuration', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(splitDuration(93_845)).toEqual({ days: 1, hours: 2, minutes: 4, seconds: 5 })
    expect(splitDuration(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 })
    expect(splitDuration(86_400 * 400 + 3600)).toEqual({ days: 400, hours: 1, minutes: 0, seconds: 0 })
  })

  it('counts a past end and fractions as whole seconds, never negative', () => {
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(splitDuration(61.9)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 })
  })
})

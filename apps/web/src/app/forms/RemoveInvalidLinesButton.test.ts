import { describe, expect, it } from 'vitest'
import { withoutLines } from './RemoveInvalidLinesButton.tsx'

describe('withoutLines', () => {
  it('drops the numbered lines and keeps every other one as it was', () => {
    expect(withoutLines('a\nbad\nc\n\nbad', [2, 5])).toBe('a\nc\n')
    expect(withoutLines('a\r\nbad\r\nc', [2])).toBe('a\nc')
    expect(withoutLines('a\nb', [])).toBe('a\nb')
    expect(withoutLines('bad', [1])).toBe('')
  })

  it('ignores numbers past the end', () => {
    expect(withoutLines('a\nb', [7])).toBe('a\nb')
  })
})

import { describe, expect, it } from 'vitest'
import { formatFileSize } from './formatFileSize.ts'

describe('formatFileSize', () => {
  it('says kilobytes under a megabyte and megabytes with one decimal from there', () => {
    expect(formatFileSize(812_345, 'en')).toBe('812 kB')
    expect(formatFileSize(200, 'en')).toBe('1 kB')
    expect(formatFileSize(999_499, 'en')).toBe('999 kB')
    expect(formatFileSize(999_500, 'en')).toBe('1 MB')
    expect(formatFileSize(2_345_678, 'en')).toBe('2.3 MB')
  })

  it("writes the figure in the interface's language", () => {
    expect(formatFileSize(2_345_678, 'es')).toBe('2,3 MB')
    expect(formatFileSize(2_345_678, 'zh')).toMatch(/^2\.3\s?MB$/)
  })
})

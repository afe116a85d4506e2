import { describe, expect, it } from 'vitest'
import { contrastRatio, darken, readableShade } from './contrast.ts'
import { createTheme, defaultPrimaryColor, lightSurfaces } from './theme.ts'

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fa8c16', '#ffffff')).toBeCloseTo(2.38, 2)
    expect(contrastRatio('#fff', '#ffffff')).toBe(1)
    expect(contrastRatio('orange', '#ffffff')).toBeNaN()
  })

  it('keeps a readable colour and darkens one that is not, keeping its hue', () => {
    expect(readableShade('#0958d9', ['#ffffff'])).toBe('#0958d9')
    const shade = readableShade('#fa8c16', ['#ffffff'])
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    // The closest such shade: half a percent lighter misses the ratio.
    expect(contrastRatio(darken(shade, -0.006), '#ffffff')).toBeLessThan(4.5)
    expect(readableShade('not a colour', ['#ffffff'])).toBe('not a colour')
  })

  it('gives every theme colour of the settings panel a primary readable on every light surface', () => {
    for (const color of [defaultPrimaryColor, '#faad14', '#52c41a', '#13c2c2', '#1677ff', '#eb2f96']) {
      const token = createTheme(color).token!
      for (const surface of lightSurfaces) {
        expect(contrastRatio(token.colorPrimary!, surface)).toBeGreaterThanOrEqual(4.5)
        expect(contrastRatio('#ffffff', token.colorPrimary!)).toBeGreaterThanOrEqual(4.5)
      }
    }
    expect(createTheme(defaultPrimaryColor).token!.colorPrimaryBg).toBe('#fff7e6')
  })
})

/**
 * Colour contrast as WCAG 2.1 defines it (success criterion 1.4.3: relative luminance of sRGB,
 * ratio (L1 + 0.05) / (L2 + 0.05)), and the shade of a colour that reaches a ratio: how the theme
 * keeps the brand's hue while its text and buttons stay readable (docs/accessibility.md).
 */

/** `#rgb` or `#rrggbb` as [r, g, b] in 0..255; undefined for anything else. */
function parseHex(color: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!match) return undefined
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!
  const value = Number.parseInt(digits, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`

/** WCAG's relative luminance of an sRGB colour (0 black .. 1 white). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
}

/**
 * The contrast ratio of two `#rrggbb` / `#rgb` colours (1 .. 21); NaN when one is not hex.
 *
 * @example
 * contrastRatio('#ffffff', '#000000') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)]
  if (!x || !y) return Number.NaN
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

function toHsl([r, g, b]: readonly number[]): [number, number, number] {
  const [rn, gn, bn] = [r! / 255, g! / 255, b! / 255]
  const max = Math.max(rn, gn, bn)
  const min = Math.min(rn, gn, bn)
  const lightness = (max + min) / 2
  if (max === min) return [0, 0, lightness]
  const delta = max - min
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min)
  const hue =
    max === rn
      ? ((gn - bn) / delta + (gn < bn ? 6 : 0)) / 6
      : max === gn
        ? ((bn - rn) / delta + 2) / 6
        : ((rn - gn) / delta + 4) / 6
  return [hue, saturation, lightness]
}

function fromHsl([hue, saturation, lightness]: readonly number[]): [number, number, number] {
  if (saturation === 0) return [lightness! * 255, lightness! * 255, lightness! * 255]
  const q =
    lightness! < 0.5 ? lightness! * (1 + saturation!) : lightness! + saturation! - lightness! * saturation!
  const p = 2 * lightness! - q
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (u < 1 / 6) return p + (q - p) * 6 * u
    if (u < 1 / 2) return q
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6
    return p
  }
  return [channel(hue! + 1 / 3) * 255, channel(hue!) * 255, channel(hue! - 1 / 3) * 255]
}

/**
 * `color` itself when it already has `ratio` against every one of `backgrounds`, else the lightest
 * darker shade of it (same hue and saturation, lower lightness) that has: the brand's colour, as
 * readable text or a button behind white text. A colour that is not hex is returned unchanged.
 *
 * @example
 * readableShade('#fa8c16', ['#ffffff']) // '#b85a00'-like: TokenBox's orange, 4.5:1 on white
 * readableShade('#1677ff', ['#ffffff']) // '#1677ff' (already 4.5:1)
 */
export function readableShade(color: string, backgrounds: readonly string[], ratio = 4.5): string {
  const rgb = parseHex(color)
  if (!rgb) return color
  const reaches = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)
  const original = toHex(rgb)
  if (reaches(original)) return original
  const [hue, saturation, lightness] = toHsl(rgb)
  // Down in steps of half a percent: the first shade that reaches the ratio is the closest to the brand.
  for (let next = lightness - 0.005; next > 0; next -= 0.005) {
    const candidate = toHex(fromHsl([hue, saturation, next]))
    if (reaches(candidate)) return candidate
  }
  return '#000000'
}

/**
 * `color` darkened by `amount` of lightness (0..1), same hue and saturation: a button's hover and
 * pressed shades that stay at least as readable as the button.
 *
 * @example
 * darken('#b85a00', 0.05)
 */
export function darken(color: string, amount: number): string {
  const rgb = parseHex(color)
  if (!rgb) return color
  const [hue, saturation, lightness] = toHsl(rgb)
  return toHex(fromHsl([hue, saturation, Math.max(0, lightness - amount)]))
}

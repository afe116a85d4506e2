const units = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const

/**
 * Abbreviates a large number with the spec's SI symbols k, M, G, T, P, E, keeping at most
 * `digits` fractional digits (rounded: an abbreviation is approximate by nature) without trailing
 * zeros. Numbers below 1000 in size are returned as they are; non-numeric input gives ''.
 *
 * @example
 * abbreviateNumber(1234) // '1.2k'
 * abbreviateNumber(5_000_000) // '5M'
 * abbreviateNumber(2.5e18, 2) // '2.5E'
 * abbreviateNumber(-1500) // '-1.5k'
 */
export function abbreviateNumber(value: number | bigint | string, digits = 1): string {
  const number = Number(value)
  if ((typeof value === 'string' && value.trim() === '') || !Number.isFinite(number)) return ''
  const size = Math.abs(number)
  const index = units.findIndex((unit) => size >= unit.value)
  const unit = units[index]
  if (!unit) return String(number)
  const scaled = Number((number / unit.value).toFixed(digits))
  // 999_960 rounds to 1000.0k; the next symbol up reads better ("1M").
  const larger = units[index - 1]
  if (Math.abs(scaled) >= 1000 && larger) {
    return `${Number((number / larger.value).toFixed(digits))}${larger.symbol}`
  }
  return `${scaled}${unit.symbol}`
}

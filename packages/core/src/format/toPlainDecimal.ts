const numericPattern = /^([+-]?)(\d+\.?\d*|\.\d+)(?:e([+-]?\d+))?$/i

/**
 * Turns numeric input into a plain decimal string (no exponent, no leading zeros, no trailing
 * fractional zeros), or `undefined` when the input is not a number.
 *
 * Formatting works on decimal text rather than on floats so that `0.1 + 0.2`-style errors and
 * 2^53 limits never reach what the user reads: a bigint or a 30-digit string stays exact.
 *
 * @example
 * toPlainDecimal('1.2300') // '1.23'
 * toPlainDecimal(1e-7) // '0.0000001'
 * toPlainDecimal('abc') // undefined
 */
export function toPlainDecimal(value: string | number | bigint): string | undefined {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  const match = numericPattern.exec(String(value).trim())
  if (!match) return undefined
  const [, sign = '', mantissa = '', exponentText] = match
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  // An absurd exponent would make a string of millions of zeros; no display needs that.
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return undefined
  const [integerPart = '', fractionPart = ''] = mantissa.split('.')
  let digits = integerPart + fractionPart
  let pointIndex = integerPart.length + exponent
  if (pointIndex < 0) {
    digits = '0'.repeat(-pointIndex) + digits
    pointIndex = 0
  } else if (pointIndex > digits.length) {
    digits = digits + '0'.repeat(pointIndex - digits.length)
  }
  const integer = digits.slice(0, pointIndex).replace(/^0+/, '') || '0'
  const fraction = digits.slice(pointIndex).replace(/0+$/, '')
  const magnitude = fraction ? `${integer}.${fraction}` : integer
  return sign === '-' && magnitude !== '0' ? `-${magnitude}` : magnitude
}

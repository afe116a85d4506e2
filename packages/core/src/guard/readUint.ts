import { maxUint256 } from 'viem'

/**
 * An unsigned 256-bit integer as pages write one in typed data: a bigint, an integral number, a
 * decimal string or a 0x hex string. Anything else (negative, fractional, too large, text) is
 * `undefined`: the wallet could not sign it as a uint either.
 *
 * @example
 * readUint('0xff') // 255n
 * readUint(1.157920892373162e77) // a number near MaxUint256, as JSON.stringify writes it
 * readUint('-1') // undefined
 */
export function readUint(value: unknown): bigint | undefined {
  let result: bigint
  if (typeof value === 'bigint') result = value
  else if (typeof value === 'number') {
    if (!Number.isFinite(value) || !Number.isInteger(value)) return undefined
    // A number cannot hold MaxUint256: JSON.stringify rounds it up to 2^256, which still means "max".
    result = BigInt(value) === 2n ** 256n ? maxUint256 : BigInt(value)
  } else if (typeof value === 'string') {
    const text = value.trim()
    if (!/^(0x[0-9a-f]+|\d+)$/i.test(text)) return undefined
    result = BigInt(text)
  } else return undefined
  return result >= 0n && result <= maxUint256 ? result : undefined
}

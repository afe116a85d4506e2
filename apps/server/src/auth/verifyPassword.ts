import { timingSafeEqual } from 'node:crypto'
import { scryptAsync } from './scryptAsync.ts'

const base64url = /^[A-Za-z0-9_-]+$/

/**
 * Limits on the cost a stored hash may ask for. The hash comes from our own database, but a
 * corrupted or tampered row must not make one login allocate more than 256 MiB or spin for minutes.
 */
const maxMemory = 256 * 1024 * 1024
const maxP = 16

function positiveInteger(text: string | undefined): number | undefined {
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined
  return Number(text)
}

/**
 * Checks a password against a `scrypt$N$r$p$salt$hash` text made by hashPassword, using the N, r
 * and p stored in it. The comparison is constant-time (timingSafeEqual), so the reply time does not
 * reveal how many bytes matched. A malformed or out-of-bounds encoded hash verifies nothing: false.
 *
 * @example
 * await verifyPassword('correct horse battery staple', user.password_hash) // true
 * await verifyPassword('Tr0ub4dor&3', user.password_hash) // false
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, nText, rText, pText, saltText, hashText, ...rest] = encoded.split('$')
  const N = positiveInteger(nText)
  const r = positiveInteger(rText)
  const p = positiveInteger(pText)
  if (
    scheme !== 'scrypt' ||
    rest.length > 0 ||
    N === undefined ||
    r === undefined ||
    p === undefined ||
    128 * N * r > maxMemory ||
    p > maxP ||
    // scrypt's N must be a power of two greater than 1.
    N < 2 ||
    (N & (N - 1)) !== 0 ||
    !saltText ||
    !hashText ||
    !base64url.test(saltText) ||
    !base64url.test(hashText)
  ) {
    return false
  }
  const salt = Buffer.from(saltText, 'base64url')
  const expected = Buffer.from(hashText, 'base64url')
  if (salt.length < 8 || expected.length < 16 || expected.length > 64) return false
  const actual = await scryptAsync(password.normalize('NFKC'), salt, expected.length, { N, r, p })
  return timingSafeEqual(actual, expected)
}

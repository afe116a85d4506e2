import { randomBytes } from 'node:crypto'
import { type ScryptCost, scryptAsync } from './scryptAsync.ts'
import { scryptKeyLength, scryptParameters, scryptSaltLength } from './scryptParameters.ts'

/**
 * Hashes a password with scrypt (memory-hard) and a fresh random salt, into one self-describing text:
 *
 *     scrypt$N$r$p$salt$hash
 *
 * N, r and p are decimal; salt (16 bytes) and hash (32 bytes) are base64url without padding. The
 * password is NFKC-normalized first, so the same visible password typed on another keyboard or OS
 * (composed vs decomposed accents, full-width digits) still matches. The plain password is never
 * stored or logged; only this text is. `cost` is the product's {@link scryptParameters} unless a test
 * of something else than hashing gives a light one (the server's is config.passwordCost, which
 * loadConfig always sets to the product's).
 *
 * @example
 * const encoded = await hashPassword('correct horse battery staple')
 * // 'scrypt$65536$8$2$q9v...$Xk2...'
 */
export async function hashPassword(password: string, cost: ScryptCost = scryptParameters): Promise<string> {
  const { N, r, p } = cost
  const salt = randomBytes(scryptSaltLength)
  const hash = await scryptAsync(password.normalize('NFKC'), salt, scryptKeyLength, { N, r, p })
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$')
}

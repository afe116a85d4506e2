import { randomInt } from 'node:crypto'

/** Letters and digits without the look-alikes 0/O, 1/l/I, so a password read off a terminal is typed right. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/**
 * A random password from a cryptographically secure source (crypto.randomInt, unbiased). 20
 * characters of this 57-letter alphabet carry about 116 bits of entropy.
 *
 * @example
 * generatePassword() // 'q7XfRk2mWb9TzH4dNcYp'
 */
export function generatePassword(length = 20): string {
  let password = ''
  for (let index = 0; index < length; index++) password += alphabet[randomInt(alphabet.length)]
  return password
}

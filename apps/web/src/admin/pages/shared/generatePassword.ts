const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/**
 * A random password for "reset password" (the server only generates one when a user is created):
 * 20 characters from an alphabet without look-alikes (0/O, 1/l/I), about 116 bits, from the
 * browser's CSPRNG. Rejection sampling keeps every character equally likely.
 *
 * @example
 * generatePassword() // 'q7RkV3m…' (20 characters)
 */
export function generatePassword(length = 20): string {
  const limit = 256 - (256 % alphabet.length)
  let password = ''
  while (password.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2))
    for (const byte of bytes) {
      if (byte < limit && password.length < length) password += alphabet[byte % alphabet.length]
    }
  }
  return password
}

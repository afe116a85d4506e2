import { scrypt } from 'node:crypto'

export type ScryptCost = { N: number; r: number; p: number }

/**
 * node:crypto's scrypt as a promise. It runs on libuv's thread pool, so a login never blocks other
 * requests. Node refuses scrypt above 32 MiB unless allowed more; the ceiling given here is twice the
 * 128 * N * r bytes the cost needs, which leaves room for scrypt's smaller p * 128 * r buffer.
 *
 * @example
 * const key = await scryptAsync('password', randomBytes(16), 32, { N: 2 ** 16, r: 8, p: 2 })
 */
export function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  cost: ScryptCost,
): Promise<Buffer> {
  const { N, r, p } = cost
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

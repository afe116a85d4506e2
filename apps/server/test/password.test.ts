import { randomBytes, scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generatePassword } from '../src/auth/generatePassword.ts'
import { hashPassword } from '../src/auth/hashPassword.ts'
import { scryptParameters } from '../src/auth/scryptParameters.ts'
import { verifyPassword } from '../src/auth/verifyPassword.ts'

const password = 'correct horse battery staple'

describe('hashPassword / verifyPassword', () => {
  it('round-trips, and a wrong password does not verify', async () => {
    const encoded = await hashPassword(password)
    expect(await verifyPassword(password, encoded)).toBe(true)
    expect(await verifyPassword('correct horse battery stapl', encoded)).toBe(false)
    expect(await verifyPassword('Correct horse battery staple', encoded)).toBe(false)
    expect(await verifyPassword('', encoded)).toBe(false)
  })

  it('writes scrypt$N$r$p$salt$hash with the documented cost, 16-byte salt and 32-byte hash', async () => {
    const encoded = await hashPassword(password)
    const [scheme, N, r, p, salt, hash, ...rest] = encoded.split('$')
    expect(scheme).toBe('scrypt')
    expect([Number(N), Number(r), Number(p)]).toEqual([
      scryptParameters.N,
      scryptParameters.r,
      scryptParameters.p,
    ])
    // Memory-hard: 128 * N * r bytes per hash, at least 64 MiB.
    expect(128 * scryptParameters.N * scryptParameters.r).toBeGreaterThanOrEqual(64 * 1024 * 1024)
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16)
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(32)
    expect(rest).toEqual([])
    expect(encoded).not.toContain(password)
  })

  it('salts every hash: the same password hashes differently, and each verifies', async () => {
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)])
    expect(first).not.toBe(second)
    expect(first.split('$')[4]).not.toBe(second.split('$')[4])
    expect(await verifyPassword(password, first)).toBe(true)
    expect(await verifyPassword(password, second)).toBe(true)
  })

  it('verifies with the cost stored in the hash, so hashes made with other settings keep working', async () => {
    const salt = randomBytes(16)
    const hash = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 })
    const encoded = `scrypt$16384$8$1$${salt.toString('base64url')}$${hash.toString('base64url')}`
    expect(await verifyPassword(password, encoded)).toBe(true)
    expect(await verifyPassword('another password', encoded)).toBe(false)
  })

  it('treats canonically equal Unicode spellings as the same password (NFKC)', async () => {
    const composed = 'caf\u00e9-p\u00e4ssword-12'
    const decomposed = 'cafe\u0301-pa\u0308ssword-12'
    expect(composed).not.toBe(decomposed)
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true)
  })

  it.each([
    ['an empty text', ''],
    ['another scheme', 'bcrypt$10$abc'],
    ['missing parts', 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0'],
    ['an extra part', 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA$x'],
    [
      'N not a power of two',
      'scrypt$16383$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    ],
    [
      'a cost above 256 MiB',
      'scrypt$4194304$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    ],
    ['p too large', 'scrypt$16384$8$99$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA'],
    ['a non-decimal cost', 'scrypt$0x4000$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA'],
    [
      'a salt that is not base64url',
      'scrypt$16384$8$1$c2Fsd+Nh/HRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
    ],
    ['a too short hash', 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaA'],
  ])('refuses %s as a stored hash (false, no exception)', async (_case, encoded) => {
    expect(await verifyPassword(password, encoded)).toBe(false)
  })
})

describe('generatePassword', () => {
  it('makes 20 characters of letters and digits without look-alikes, different every time', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword())
    for (const generated of passwords) expect(generated).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/)
    expect(new Set(passwords).size).toBe(passwords.length)
  })
})

/**
 * The scrypt cost TokenBox hashes new passwords with. N = 2^16, r = 8, p = 2 is one of the
 * equivalent settings OWASP's password storage guidance lists for scrypt: 64 MiB of memory per hash
 * (128 * N * r bytes), which is what makes guessing on GPUs and ASICs expensive, and about 0.3 s of
 * one core on the build machines. Raising them later is safe: every hash carries its own N, r and p,
 * so old hashes keep verifying.
 */
export const scryptParameters = { N: 2 ** 16, r: 8, p: 2 } as const

/** Bytes of random salt per hash (128 bits: no two hashes share a salt in practice). */
export const scryptSaltLength = 16

/** Bytes of derived key stored per hash. */
export const scryptKeyLength = 32

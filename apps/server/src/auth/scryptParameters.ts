/**
 * The scrypt cost TokenBox hashes new passwords with. N = 2^16, r = 8, p = 2 is one of the
 * equivalent settings OWASP's password storage guidance lists for scrypt: 64 MiB of memory per hash
 * (128 * N * r bytes), which is what makes guessing on GPUs and ASICs expensive, and about 0.3 s of
 * one core on the build machines. Raising them later is safe: every hash carries its own N, r and p,
 * so old hashes keep verifying.
 */
export const scryptParameters = { N: 2 ** 16, r: 8, p: 2 } as const

/**
 * A light scrypt cost for tests whose subject is not the hash (sign-in limits, roles, sessions):
 * 1 MiB of memory and about a millisecond, where the product's cost takes 64 MiB and 0.2 to 0.3 s
 * of CPU per sign-in. A server test file signs in dozens of times, and each product-cost hash
 * writes 64 MiB of new memory (16,384 pages, ten times dearer on the slow kind of machine of
 * docs/testing.md): the server suite spent about 60 of its 105 CPU seconds and 4.3 million of its
 * 6.5 million page faults in scrypt. Hashes carry their cost, so verifying works the same;
 * password.test.ts checks hashing at the product's cost, and loadConfig always sets it
 * (config.passwordCost).
 */
export const testScryptParameters = { N: 2 ** 10, r: 8, p: 1 } as const

/** Bytes of random salt per hash (128 bits: no two hashes share a salt in practice). */
export const scryptSaltLength = 16

/** Bytes of derived key stored per hash. */
export const scryptKeyLength = 32

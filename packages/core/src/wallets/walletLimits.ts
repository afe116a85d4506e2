/**
 * Most wallets one Create Wallets run makes. 10,000 keeps a run within a few seconds on a
 * two-core laptop (bench/results/wallets.json), its CSV within about 1.5 MB, and matches what
 * Check Wallets and the multi sender take in one list, so a generated set can be fed to them whole.
 */
export const maxWalletCount = 10_000

/** Most distinct addresses Check Wallets reads at once (20 `aggregate3` requests for native + 1 token). */
export const maxCheckedAddresses = 10_000

/** Highest BIP32 index that is not hardened (2^31 - 1); `{i}` plus the start index must stay below it. */
export const maxDerivationIndex = 0x7fff_ffff

/**
 * From this amount up an allowance is unlimited in effect: 2^128 base units.
 *
 * Why 2^128: dapps and wallets write "no limit" as MaxUint256 (2^256 - 1), 2^255, or Permit2's
 * MaxUint160 (2^160 - 1), all far above it. An exact allowance is at most what exists of the token,
 * and 2^128 base units is 3.4 * 10^20 whole tokens at 18 decimals: a hundred thousand times the
 * supply of a "one quadrillion" meme coin (10^33 base units). A lower line such as 2^96 (7.9 * 10^28)
 * would flag exact approvals of real balances of tokens with a hundred billion or more in supply.
 * The guard reads no supply (it decides before any network read), so one line serves every token.
 */
export const unlimitedAmountThreshold = 2n ** 128n

/**
 * Whether an allowance of `amount` base units is unlimited in effect (see {@link unlimitedAmountThreshold}).
 *
 * @example
 * isUnlimitedAmount(maxUint256) // true
 * isUnlimitedAmount(1_000_000n * 10n ** 18n) // false
 */
export function isUnlimitedAmount(amount: bigint): boolean {
  return amount >= unlimitedAmountThreshold
}

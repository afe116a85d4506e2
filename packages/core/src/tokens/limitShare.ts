import { formatUnits, parseUnits } from 'viem'
import { validateAmount } from '../forms/fieldIssues.ts'

/** A share of the supply in percent, with up to four decimals (steps of one millionth of the supply). */
export const limitPercentPattern = /^\d{1,3}(\.\d{1,4})?$/

/** Percent with four decimals, as an integer: 100% of the supply. */
const wholeSupply = 1_000_000n

/**
 * A max wallet / max transaction limit typed as a share of the supply, in tokens: exact, rounded
 * down to the token's decimals. Undefined while the share or the supply is not a valid number.
 *
 * @example
 * limitTokensFromPercent('1.5', '1000000', 18) // '15000'
 */
export function limitTokensFromPercent(
  percent: string,
  supply: string,
  decimals: number,
): string | undefined {
  const share = percent.trim()
  if (!limitPercentPattern.test(share) || validateAmount(supply, decimals)) return undefined
  const units = (parseUnits(supply.trim(), decimals) * parseUnits(share, 4)) / wholeSupply
  return formatUnits(units, decimals)
}

/**
 * A limit in tokens as a share of the supply, in percent with up to four decimals, rounded down
 * (so a share shown is never more than the limit allows). Undefined while either is not valid.
 *
 * @example
 * limitPercentOfSupply('15000', '1000000', 18) // '1.5'
 */
export function limitPercentOfSupply(tokens: string, supply: string, decimals: number): string | undefined {
  if (validateAmount(tokens, decimals, { allowZero: true }) || validateAmount(supply, decimals))
    return undefined
  const share = (parseUnits(tokens.trim(), decimals) * wholeSupply) / parseUnits(supply.trim(), decimals)
  return formatUnits(share, 4)
}

/**
 * The swap-back threshold a new token starts with: 0.05% of the supply. Smaller, and a sell would
 * pay a swap-back's extra gas (about 150k) for dust nearly every time; larger, and each swap-back
 * would dump a lump big enough to move a young pool's price. 0.05% sits where most tax tokens on
 * BSC and Ethereum put it, and the user can change it.
 */
export const defaultSwapBackPercent = '0.05'

import type { InscriptionSaleTerms } from './inscriptionSaleTerms.ts'

/**
 * What `units` cost after `sold` were sold, in wei, exactly as InscriptionSale.costOf computes it:
 * a constant price times the units; on a floating (linear) curve, the units' exact prices summed as
 * one fraction over `totalUnits - 1` and rounded up once (in the seller's favour). For the form's
 * summary (the whole sale's raise) and offline checks; a purchase quotes the contract
 * (quoteInscriptionSale), which counts the units sold at that moment.
 *
 * @example
 * inscriptionSaleCost({ priceMode: 'floating', startPrice: 10n, endPrice: 30n, totalUnits: 3n }, 0n, 3n) // 60n
 */
export function inscriptionSaleCost(
  terms: Pick<InscriptionSaleTerms, 'priceMode' | 'startPrice' | 'endPrice' | 'totalUnits'>,
  sold: bigint,
  units: bigint,
): bigint {
  const { priceMode, startPrice, endPrice, totalUnits } = terms
  if (sold < 0n || units < 0n || sold + units > totalUnits)
    throw new RangeError(`${units} units after ${sold} sold do not fit a sale of ${totalUnits}`)
  if (units === 0n) return 0n
  if (priceMode === 'constant' || totalUnits < 2n) return units * startPrice
  const steps = totalUnits - 1n
  const indexSum = (units * (2n * sold + units - 1n)) / 2n
  const numerator = units * startPrice * steps + (endPrice - startPrice) * indexSum
  return (numerator + steps - 1n) / steps
}

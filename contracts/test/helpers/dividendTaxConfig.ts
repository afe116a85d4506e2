import {
  noTaxFees,
  type TaxTokenConfig,
  type TaxTokenConfigOptions,
  taxTokenConfig,
} from '@tokenbox/core/testing/testTokenParameters.ts'
import { parseEther } from 'viem'

/** 1% marketing + 4% reward (the dividends) on buys and sells. */
const dividendFees = { ...noTaxFees, marketing: 100, reward: 400 }

/**
 * What the "dividend" form sends as the first constructor argument of DividendToken and
 * LpDividendToken: a TaxTokenConfig taking {@link dividendFees} on buys and sells and swapping back
 * from 100,000 tokens, every receiver the owner unless given.
 */
export function dividendTaxConfig(options: TaxTokenConfigOptions): TaxTokenConfig {
  return taxTokenConfig({
    name: 'Dividend',
    symbol: 'DIV',
    buyFees: dividendFees,
    sellFees: dividendFees,
    swapBackThreshold: parseEther('100000'),
    ...options,
  })
}

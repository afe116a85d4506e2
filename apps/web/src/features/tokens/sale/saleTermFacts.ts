import type { TFunction } from 'i18next'

/**
 * The rows a coin sale's table shares (the sale tokens' and the 314 sales'): the buyers' and time
 * left's labels (their values are each screen's), and the price and the limits per address.
 *
 * @example
 * const terms = saleTermFacts(t, { coins, tokens, coin, symbol }, sale)
 * <FactsTable facts={[{ ...terms.buyers, value: count(sale.buyerCount) }, terms.price, terms.limits]} />
 */
export function saleTermFacts(
  t: TFunction,
  format: {
    coins: (value: bigint) => string | undefined
    tokens: (value: bigint) => string | undefined
    coin: string
    symbol: string
  },
  sale: { tokensPerCoin: bigint; minContribution: bigint; maxContribution: bigint },
) {
  const { coins, tokens, coin, symbol } = format
  return {
    buyers: { key: 'buyers', label: t('sale.panel.buyers') },
    timeLeft: { key: 'left', label: t('sale.panel.timeLeft') },
    price: {
      key: 'price',
      label: t('sale.form.price'),
      value: t('sale.panel.price', { amount: tokens(sale.tokensPerCoin), symbol, coin }),
    },
    limits: {
      key: 'limits',
      label: t('sale.panel.limits'),
      value: t('sale.panel.limitsValue', {
        min: coins(sale.minContribution),
        max: coins(sale.maxContribution),
        coin,
      }),
    },
  }
}

import type { SaleState } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import { type Address, isAddressEqual } from 'viem'

/** What the connected account may do on a sale now, each from readSaleState alone. */
export type SaleActions = {
  buy: boolean
  /** Start trading: the owner once the soft cap is met, anyone once the sale is over (ended). */
  startTrading: boolean
  /** Why start trading is not offered to this account, when the sale is still waiting for it. */
  startTradingBlocker?: 'softCapNotMet' | 'notOwner' | undefined
  claimRefund: boolean
  withdrawCredit: boolean
}

/**
 * The sale screen's buttons from the sale's state, as the contract allows them: buying while
 * active, starting trading (owner during the sale once the soft cap is met, anyone after the end
 * until the launch window closes), claiming a refund of a failed sale, withdrawing a credit.
 *
 * @example
 * saleActions(sale, account).startTrading
 */
export function saleActions(sale: SaleState, account: Address | undefined): SaleActions {
  const softCapMet = sale.raised >= sale.softCap
  const isOwner = Boolean(account && isAddressEqual(account, sale.owner))
  const filled = sale.raised >= sale.hardCap
  let startTrading = false
  let startTradingBlocker: SaleActions['startTradingBlocker']
  if (account && (sale.phase === 'active' || sale.phase === 'ended')) {
    if (!softCapMet) startTradingBlocker = 'softCapNotMet'
    else if (sale.phase === 'ended' || filled || isOwner) startTrading = true
    else startTradingBlocker = 'notOwner'
  }
  return {
    buy: Boolean(account) && sale.phase === 'active' && !filled,
    startTrading,
    startTradingBlocker,
    claimRefund: sale.phase === 'failed' && (sale.account?.coin ?? 0n) > 0n,
    withdrawCredit: (sale.account?.pendingRefund ?? 0n) > 0n,
  }
}

import { type Address, isAddressEqual } from 'viem'
import type { ErrorMessage } from '../../errors/toErrorMessage.ts'
import type { SaleState } from './saleState.ts'

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

/** An action of the sale screen, by its button. */
export type SaleActionKind = 'buy' | 'startTrading' | 'claimRefund' | 'withdrawCredit'

/**
 * Why the sale as read does not allow `kind` to `account` (undefined when {@link saleActions} offers
 * it), in the error catalogue's words the contract's own refusal would get: closed to buying,
 * trading already started, the soft cap not met, the launch window closed, not the owner, refunds
 * closed, nothing to take back.
 *
 * @example
 * saleActionRefusal(sale, account, 'claimRefund') // { key: 'saleRefundsClosed', params: {} }
 */
export function saleActionRefusal(
  sale: SaleState,
  account: Address | undefined,
  kind: SaleActionKind,
): ErrorMessage | undefined {
  if (saleActions(sale, account)[kind]) return undefined
  const say = (key: ErrorMessage['key'], params: Record<string, string> = {}): ErrorMessage => ({
    key,
    params,
  })
  switch (kind) {
    case 'buy':
      return say('saleClosed')
    case 'startTrading':
      if (!account) return say('noPermission')
      if (sale.phase === 'trading') return say('tradingAlreadyStarted')
      if (sale.raised < sale.softCap) return say('saleSoftCapNotMet')
      // The catalogue's dates are milliseconds (i18next's datetime format).
      if (sale.phase === 'failed')
        return say('saleLaunchWindowClosed', { deadline: (sale.launchDeadline * 1000n).toString() })
      return say('noPermission')
    case 'claimRefund':
      return say(sale.phase === 'failed' ? 'saleNothingToClaim' : 'saleRefundsClosed')
    case 'withdrawCredit':
      return say('saleNothingToClaim')
  }
}

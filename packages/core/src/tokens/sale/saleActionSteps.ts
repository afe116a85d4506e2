import type { Address } from 'viem'
import { saleTokenAbi } from '../../contracts/SaleToken.abi.ts'
import { call } from '../../transactions/call.ts'
import { transfer } from '../../transactions/transfer.ts'
import type { Step } from '../../transactions/types.ts'

/**
 * A purchase: the plain native transfer any wallet can send ("No dApp Version"). The token refunds
 * what it cannot accept in the same transaction and says why in its `SaleRefunded` event.
 *
 * @example
 * buySaleTokenStep({ token, value: parseEther('0.5') })
 */
export function buySaleTokenStep({ token, value }: { token: Address; value: bigint }): Step {
  return transfer({ to: token, value, label: 'buy' })
}

/**
 * Starts trading: the pool, the LP lock or burn, the beneficiary's coin, the unsold burned. The
 * owner may send it during the sale once the soft cap is met; anyone once the sale has ended.
 *
 * @example
 * await runSteps({ publicClient, walletClient, account, steps: [startTradingStep({ token })] })
 */
export function startTradingStep({ token }: { token: Address }): Step {
  return call({
    address: token,
    abi: saleTokenAbi,
    functionName: 'startTrading',
    args: [],
    label: 'startTrading',
  })
}

/**
 * A buyer takes back the coin of a failed sale (its bought tokens are burned). A buyer whose
 * address refuses coin is credited instead: see {@link withdrawSaleRefundStep}.
 *
 * @example
 * claimSaleRefundStep({ token })
 */
export function claimSaleRefundStep({ token }: { token: Address }): Step {
  return call({
    address: token,
    abi: saleTokenAbi,
    functionName: 'claimRefund',
    args: [],
    label: 'claimRefund',
  })
}

/**
 * Sends the caller's credited refunds (payments its address refused) to `to`.
 *
 * @example
 * withdrawSaleRefundStep({ token, to: otherWallet })
 */
export function withdrawSaleRefundStep({ token, to }: { token: Address; to: Address }): Step {
  return call({
    address: token,
    abi: saleTokenAbi,
    functionName: 'withdrawRefund',
    args: [to],
    label: 'withdrawRefund',
  })
}

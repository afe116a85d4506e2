import type { Address } from 'viem'
import { saleTokenAbi } from '../../contracts/SaleToken.abi.ts'
import { tokenSaleHubAbi } from '../../contracts/TokenSaleHub.abi.ts'
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

/** Where a sale's actions go: the token, or the hub that holds its sale (`SaleState.hub`). */
export type SaleActionTarget = { token: Address; hub?: Address | undefined }

/**
 * Starts trading: the pool, the LP lock or burn, the beneficiary's coin, the unsold burned. The
 * owner may send it during the sale once the soft cap is met; anyone once the sale has ended. A hub
 * sale is started by its owner through the token (`byOwner`), by anyone else through the hub.
 *
 * @example
 * await runSteps({ publicClient, walletClient, account, steps: [startTradingStep({ token })] })
 */
export function startTradingStep({ token, hub, byOwner }: SaleActionTarget & { byOwner?: boolean }): Step {
  if (hub && !byOwner) {
    return call({
      address: hub,
      abi: tokenSaleHubAbi,
      functionName: 'launch',
      args: [token],
      label: 'startTrading',
    })
  }
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
export function claimSaleRefundStep({ token, hub }: SaleActionTarget): Step {
  if (hub) {
    return call({
      address: hub,
      abi: tokenSaleHubAbi,
      functionName: 'claimRefund',
      args: [token],
      label: 'claimRefund',
    })
  }
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
export function withdrawSaleRefundStep({ token, hub, to }: SaleActionTarget & { to: Address }): Step {
  // A hub keeps one credit per account, whichever of its sales it came from.
  if (hub) {
    return call({
      address: hub,
      abi: tokenSaleHubAbi,
      functionName: 'withdrawCredit',
      args: [to],
      label: 'withdrawRefund',
    })
  }
  return call({
    address: token,
    abi: saleTokenAbi,
    functionName: 'withdrawRefund',
    args: [to],
    label: 'withdrawRefund',
  })
}

import type { Address } from 'viem'
import { inscriptionSaleAbi } from '../../contracts/InscriptionSale.abi.ts'
import { call } from '../../transactions/call.ts'
import type { Step } from '../../transactions/types.ts'

export type BuyInscriptionSaleParameters = {
  sale: Address
  units: bigint
  /**
   * Wei sent: at least the quote (quoteInscriptionSale). On a floating curve it is the buyer's price
   * limit: the contract takes the cost at that moment and returns the excess in the same transaction.
   */
  value: bigint
}

/**
 * A purchase of `units` of an inscription sale.
 *
 * @example
 * const cost = await quoteInscriptionSale(publicClient, { sale, units: 10n })
 * buyInscriptionSaleStep({ sale, units: 10n, value: cost })
 */
export function buyInscriptionSaleStep({ sale, units, value }: BuyInscriptionSaleParameters): Step {
  return call({
    address: sale,
    abi: inscriptionSaleAbi,
    functionName: 'buy',
    args: [units],
    value,
    label: 'buy',
  })
}

/** The sale's no-argument actions, by the page's button. */
export type InscriptionSaleActionKind = 'finalize' | 'claim' | 'refund' | 'cancel'

/**
 * The step of one of the sale's actions: finalize (anyone, after the end with the soft cap met),
 * claim the bought units (after the finalize, once), refund (cancelled or failed, once), cancel
 * (the seller).
 *
 * @example
 * inscriptionSaleActionStep('claim', { sale })
 */
export function inscriptionSaleActionStep(
  kind: InscriptionSaleActionKind,
  { sale }: { sale: Address },
): Step {
  return call({ address: sale, abi: inscriptionSaleAbi, functionName: kind, args: [], label: kind })
}

/**
 * The seller takes `amount` of the tick back from the escrow (after a cancel or failure, or after
 * the finalize once every sold unit was claimed): the page passes the escrow's indexed balance.
 *
 * @example
 * reclaimInscriptionSaleEscrowStep({ sale, amount: escrowBalance })
 */
export function reclaimInscriptionSaleEscrowStep({ sale, amount }: { sale: Address; amount: bigint }): Step {
  return call({
    address: sale,
    abi: inscriptionSaleAbi,
    functionName: 'reclaimEscrow',
    args: [amount],
    label: 'reclaimEscrow',
  })
}

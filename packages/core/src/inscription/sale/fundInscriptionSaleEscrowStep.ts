import type { Address } from 'viem'
import { sendData } from '../../transactions/sendData.ts'
import type { SendDataStep } from '../../transactions/types.ts'
import { buildTransferInscription } from '../buildInscription.ts'
import { inscriptionToHex } from '../inscriptionFromHex.ts'

export type FundInscriptionSaleEscrowParameters = {
  sale: Address
  protocol: string
  tick: string
  /** Of the tick: `totalUnits * amountPerUnit` funds the whole sale; a top-up may be less. */
  amount: bigint
}

/**
 * The escrow of an inscription sale: a transfer inscription of `amount` of the tick, sent as the
 * calldata of a plain transaction (no value) from the seller to the sale's address. The sale's
 * fallback accepts it, so the transaction succeeds and the indexer moves the amount to the sale;
 * from there it leaves only by the sale's own transfer events (claims, the unsold return).
 *
 * @example
 * fundInscriptionSaleEscrowStep({ sale, protocol: 'bsc-20', tick: 'bnbs', amount: 1_000_000n })
 */
export function fundInscriptionSaleEscrowStep({
  sale,
  protocol,
  tick,
  amount,
}: FundInscriptionSaleEscrowParameters): SendDataStep {
  const built = buildTransferInscription({ protocol, tick, amt: amount })
  if (!built.ok) throw new RangeError(`The escrow transfer is not a valid inscription: ${built.problem}`)
  return sendData({
    to: sale,
    data: inscriptionToHex(built.text),
    value: 0n,
    label: 'fundInscriptionSaleEscrow',
  })
}

import type { Address, PublicClient } from 'viem'
import { inscriptionSaleFactoryAbi } from '../../contracts/InscriptionSaleFactory.abi.ts'
import { call } from '../../transactions/call.ts'
import type { Step } from '../../transactions/types.ts'
import { fundInscriptionSaleEscrowStep } from './fundInscriptionSaleEscrowStep.ts'
import {
  type InscriptionSaleTerms,
  inscriptionSaleEscrowNeeded,
  toInscriptionSaleTermsArgs,
} from './inscriptionSaleTerms.ts'

export type CreateInscriptionSaleStepsParameters = {
  /** The chain's InscriptionSaleFactory. */
  factory: Address
  /** The seller (the wallet that signs). */
  account: Address
  /** Checked with validateInscriptionSaleTerms first. The protocol is written as its lower-case id. */
  terms: InscriptionSaleTerms
  /** Emitted with InscriptionSaleCreated (JSON: description, links); empty by default. */
  metadata?: string | undefined
  /** Also send the escrow (the transfer inscription of every unit) right after the creation; true by default. */
  fundEscrow?: boolean | undefined
}

export type CreateInscriptionSalePlan = {
  steps: Step[]
  /** The sale's address, known before it exists (the factory's next clone for this seller). */
  sale: Address
  /** What the escrow must hold: `totalUnits * amountPerUnit` of the tick. */
  escrowNeeded: bigint
}

/**
 * The creation of an inscription sale as steps for the one runner: create the sale through the
 * chain's factory, then (by default) fund its escrow with one transfer inscription of every unit
 * for sale sent from the seller to the sale's address, which the factory predicts before it
 * exists. The contract cannot see the escrow; the sale page reads it from the indexer.
 *
 * @example
 * const plan = await createInscriptionSaleSteps(publicClient, { factory, account, terms })
 * await runSteps({ publicClient, walletClient, account, steps: plan.steps })
 */
export async function createInscriptionSaleSteps(
  client: PublicClient,
  parameters: CreateInscriptionSaleStepsParameters,
): Promise<CreateInscriptionSalePlan> {
  const { factory, account, metadata = '', fundEscrow = true } = parameters
  const terms = { ...parameters.terms, protocol: parameters.terms.protocol.trim().toLowerCase() }
  const sale = await client.readContract({
    address: factory,
    abi: inscriptionSaleFactoryAbi,
    functionName: 'nextSaleAddress',
    args: [account],
  })
  const escrowNeeded = inscriptionSaleEscrowNeeded(terms)
  const steps: Step[] = [
    call({
      address: factory,
      abi: inscriptionSaleFactoryAbi,
      functionName: 'createSale',
      args: [toInscriptionSaleTermsArgs(terms), metadata],
      label: 'createInscriptionSale',
    }),
  ]
  if (fundEscrow)
    steps.push(
      fundInscriptionSaleEscrowStep({
        sale,
        protocol: terms.protocol,
        tick: terms.tick,
        amount: escrowNeeded,
      }),
    )
  return { steps, sale, escrowNeeded }
}

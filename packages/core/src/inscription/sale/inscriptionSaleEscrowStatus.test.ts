import { describe, expect, it } from 'vitest'
import { inscriptionSaleEscrowStatus } from './inscriptionSaleEscrowStatus.ts'
import type { InscriptionSaleTerms } from './inscriptionSaleTerms.ts'

const terms = { protocol: 'asc-20', amountPerUnit: 1000n, totalUnits: 100n } as InscriptionSaleTerms

describe('inscriptionSaleEscrowStatus', () => {
  it('asks for every unit for sale until the finalize, and offers buying only when it is there', () => {
    for (const status of ['upcoming', 'live', 'ended'] as const) {
      expect(
        inscriptionSaleEscrowStatus({ status, terms, sold: 40n, claimedUnits: 0n }, 99_999n),
      ).toMatchObject({
        owed: 100_000n,
        covered: false,
        missing: 1n,
        canBuy: false,
      })
    }
    expect(
      inscriptionSaleEscrowStatus({ status: 'live', terms, sold: 40n, claimedUnits: 0n }, 100_500n),
    ).toEqual({
      owed: 100_000n,
      covered: true,
      missing: 0n,
      surplus: 500n,
      deliverable: true,
      canBuy: true,
    })
  })

  it('after the finalize, owes the units sold and not claimed; after a failure, nothing', () => {
    expect(
      inscriptionSaleEscrowStatus({ status: 'finalized', terms, sold: 40n, claimedUnits: 15n }, 25_000n),
    ).toEqual({ owed: 25_000n, covered: true, missing: 0n, surplus: 0n, deliverable: true, canBuy: false })
    expect(
      inscriptionSaleEscrowStatus({ status: 'failed', terms, sold: 40n, claimedUnits: 0n }, 7n),
    ).toMatchObject({
      owed: 0n,
      surplus: 7n,
    })
  })
})

import type { InscriptionSaleStatus } from '@tokenbox/core/inscription/sale/inscriptionSaleTerms.ts'

/** The tag color of each presale status, on the sale's page and in the list. */
export const saleStatusColors: Record<InscriptionSaleStatus, string> = {
  upcoming: 'blue',
  live: 'green',
  ended: 'gold',
  finalized: 'purple',
  cancelled: 'default',
  failed: 'red',
}

import {
  type InscriptionSaleListQueryParameters,
  inscriptionSaleListQueryOptions,
} from '@tokenbox/core/inscription/sale/inscriptionSaleListQuery.ts'
import { useScannedList } from '../../../app/lists/useScannedList.ts'

/**
 * The chain's inscription sales (core's inscriptionSaleListQueryOptions over the factory's
 * InscriptionSaleCreated events), searched, limited to the account's when `mine`: the newest rows
 * while older blocks are read, and where that scan stands (`progress`).
 */
export function useInscriptionSaleList(
  parameters: Omit<InscriptionSaleListQueryParameters, 'account' | 'onProgress'>,
) {
  return useScannedList((client, scan) => inscriptionSaleListQueryOptions(client, { ...parameters, ...scan }))
}

import { readSaleState } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import type { Address } from 'viem'
import { useTemplateTokenState } from '../useTemplateTokenState.ts'

/**
 * The sale token at `address` on the connected chain, read with core's readSaleState (with the
 * connected account's contribution and credit) on every new block; `data` is null when the
 * address holds no TokenBox sale token there.
 */
export function useSaleState(address: Address | undefined) {
  return useTemplateTokenState('sale', address, readSaleState)
}

import { readSaleState } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import { isSaleTemplate } from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { Address } from 'viem'
import { useTemplateTokenState } from '../useTemplateTokenState.ts'

/**
 * The sale token at `address` on the connected chain, read with core's readSaleState (with the
 * connected account's contribution and credit) on every new block; `data` is null when the
 * address holds no TokenBox sale token there (standard, or a tax token with a hub sale).
 */
export function useSaleState(address: Address | undefined) {
  return useTemplateTokenState(isSaleTemplate, address, readSaleState)
}

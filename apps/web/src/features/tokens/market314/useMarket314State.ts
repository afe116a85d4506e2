import { read314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import { isMarket314Template } from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { Address } from 'viem'
import { useTemplateTokenState } from '../useTemplateTokenState.ts'

/**
 * The ERC314 market at `address` on the connected chain (core's read314State, with the connected
 * account's balances), read again on every new block; `data` is null when the address holds no
 * TokenBox ERC314 token there.
 */
export function useMarket314State(address: Address | undefined) {
  return useTemplateTokenState(isMarket314Template, address, read314State)
}

import { readFairLaunchState } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import type { Address } from 'viem'
import { useTemplateTokenState } from '../useTemplateTokenState.ts'

/**
 * The fair launch at `address` on the connected chain (core's readFairLaunchState, with the
 * connected account's mints) on every new block; `data` is null when the address holds no
 * TokenBox fair-launch token there.
 */
export function useFairLaunchState(address: Address | undefined) {
  return useTemplateTokenState('fairLaunch', address, readFairLaunchState)
}

import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { useChainContract } from '../../app/contracts/useChainContract.ts'

/**
 * The connected chain's TokenLocker: the catalogue's `lock`, else one this browser deployed there;
 * `data` is null when the chain has none yet (the screen offers to deploy one).
 */
export function useLocker() {
  return useChainContract('lock', tokenLockerRuntime)
}

import { dividendTrackerRuntime } from '@tokenbox/core/contracts/DividendTracker.abi.ts'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'

/**
 * The connected chain's dividend tracker: the catalogue's address, else one this browser deployed
 * there before; `data` is null when the chain has none yet (the create flow then deploys one
 * first). An address counts only if its code is TokenBox's DividendTracker.
 */
export function useDividendTracker() {
  return useChainContract('dividendTracker', dividendTrackerRuntime)
}

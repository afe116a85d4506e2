import type { Address } from 'viem'
import { dividendTrackerAbi } from '../../contracts/DividendTracker.abi.ts'
import { approve } from '../../transactions/approve.ts'
import { call } from '../../transactions/call.ts'
import type { Step } from '../../transactions/types.ts'

export type StakeLpStepsParameters = {
  /** The chain's dividend tracker that keeps the token's book. */
  tracker: Address
  /** The LP-dividend token (its book). */
  token: Address
  /** The token's pair: its LP is what is staked. */
  pair: Address
  /** LP base units to stake. */
  amount: bigint
}

/**
 * The steps that make LP earn an LP-dividend token's dividends: approve the tracker for the pair's
 * LP (skipped by the runner when the allowance covers it), then `stake`. LP only earns while staked
 * in the tracker, so that a position passed from address to address earns once (see the tracker's
 * notes); `unstakeLpStep` gives it back at any time.
 *
 * @example
 * const steps = stakeLpSteps({ tracker, token, pair, amount: lpBalance })
 * await runSteps({ publicClient, walletClient, steps })
 */
export function stakeLpSteps(parameters: StakeLpStepsParameters): Step[] {
  const { tracker, token, pair, amount } = parameters
  return [
    approve({ token: pair, spender: tracker, amount }),
    call({ address: tracker, abi: dividendTrackerAbi, functionName: 'stake', args: [token, amount] }),
  ]
}

/**
 * The step that takes `amount` LP of the sender's stake in `token`'s book back to its wallet (what
 * the stake earned so far stays claimable).
 *
 * @example
 * await runSteps({ publicClient, walletClient, steps: [unstakeLpStep({ tracker, token, amount })] })
 */
export function unstakeLpStep(parameters: Omit<StakeLpStepsParameters, 'pair'>): Step {
  const { tracker, token, amount } = parameters
  return call({ address: tracker, abi: dividendTrackerAbi, functionName: 'unstake', args: [token, amount] })
}

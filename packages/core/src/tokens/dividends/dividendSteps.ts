import { type Address, zeroAddress } from 'viem'
import { dividendTrackerAbi } from '../../contracts/DividendTracker.abi.ts'
import { approve } from '../../transactions/approve.ts'
import { call } from '../../transactions/call.ts'
import type { Step } from '../../transactions/types.ts'

/**
 * The step that pays the sender what it earned in `token`'s book of the dividend tracker.
 *
 * @example
 * await runSteps({ publicClient, walletClient, steps: [claimDividendsStep({ tracker, token })] })
 */
export function claimDividendsStep({ tracker, token }: { tracker: Address; token: Address }): Step {
  return call({ address: tracker, abi: dividendTrackerAbi, functionName: 'claim', args: [token] })
}

export type DistributeDividendsStepsParameters = {
  /** The chain's dividend tracker that keeps the token's book. */
  tracker: Address
  /** The dividend token whose holders share the coin. */
  token: Address
  /** The token's dividend coin: an ERC-20, or the zero address for the native coin. */
  coin: Address
  /** Base units of the dividend coin. */
  amount: bigint
}

/**
 * The steps that hand `amount` of the dividend coin to the token's holders (the "manual dividend")
 * through the tracker's `distribute(token, amount)`: the native coin goes with the call; an ERC-20
 * coin is pulled by the tracker, so it is approved first.
 *
 * @example
 * distributeDividendsSteps({ tracker, token, coin: usdt, amount: 100_000_000n }) // [approve, distribute]
 */
export function distributeDividendsSteps(parameters: DistributeDividendsStepsParameters): Step[] {
  const { tracker, token, coin, amount } = parameters
  const native = coin === zeroAddress
  const distribute = call({
    address: tracker,
    abi: dividendTrackerAbi,
    functionName: 'distribute',
    args: [token, amount],
    value: native ? amount : undefined,
  })
  return native ? [distribute] : [approve({ token: coin, spender: tracker, amount }), distribute]
}

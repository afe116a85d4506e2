import { type Address, zeroAddress } from 'viem'
import { dividendTrackerAbi } from '../../contracts/DividendTracker.abi.ts'
import { approve } from '../../transactions/approve.ts'
import { call } from '../../transactions/call.ts'
import type { Step } from '../../transactions/types.ts'
import { tokenTemplates } from '../tokenTemplates.ts'

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
  /** The dividend token whose holders share the coin. */
  token: Address
  template: 'dividend' | 'lpDividend'
  /** The token's dividend coin: an ERC-20, or the zero address for the native coin. */
  coin: Address
  /** Base units of the dividend coin. */
  amount: bigint
}

/**
 * The steps that hand `amount` of the dividend coin to the token's holders through
 * `distributeDividends`: the native coin goes with the call; an ERC-20 coin is pulled by the
 * token, so it is approved first.
 *
 * @example
 * distributeDividendsSteps({ token, template: 'dividend', coin: usdt, amount: 100_000_000n }) // [approve, distribute]
 */
export function distributeDividendsSteps(parameters: DistributeDividendsStepsParameters): Step[] {
  const { token, template, coin, amount } = parameters
  const native = coin === zeroAddress
  const distribute = call({
    address: token,
    abi: tokenTemplates[template].abi,
    functionName: 'distributeDividends',
    args: [amount],
    value: native ? amount : undefined,
  })
  return native ? [distribute] : [approve({ token: coin, spender: token, amount }), distribute]
}

import type { AddressSource, ApproveStep } from './types.ts'

export type ApproveParameters = {
  token: AddressSource
  spender: AddressSource
  amount: bigint
  label?: string
}

/**
 * A step that lets `spender` move `amount` of the sender's `token`. The runner reads the current
 * allowance first and skips the step when it already covers `amount`, so a retried or repeated
 * flow does not ask the user to approve twice.
 *
 * @example
 * const steps = [
 *   approve({ token: usdt, spender: router, amount: 100_000_000n }),
 *   call({ address: router, abi: uniswapV2Router02Abi, functionName: 'addLiquidity', args }),
 * ]
 */
export function approve(parameters: ApproveParameters): ApproveStep {
  return { type: 'approve', ...parameters }
}

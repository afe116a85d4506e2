import { type Address, erc20Abi, maxUint256 } from 'viem'
import { call } from '../transactions/call.ts'
import type { CallStep } from '../transactions/types.ts'

/**
 * Sets `spender`'s allowance on `token` to exactly `amount` (`'unlimited'`: 2^256-1). Unlike the
 * runner's `approve` step it also lowers an allowance, which is what the Approve tab is for.
 *
 * Tokens such as USDT refuse to change a non-zero allowance to another non-zero one; the Approve
 * tab then adds {@link createAllowanceSteps}' reset to 0 first.
 *
 * @example
 * createAllowanceStep({ token: usdt, spender: router, amount: 'unlimited' })
 */
export function createAllowanceStep(parameters: {
  token: Address
  spender: Address
  amount: bigint | 'unlimited'
}): CallStep {
  const amount = parameters.amount === 'unlimited' ? maxUint256 : parameters.amount
  return call({
    address: parameters.token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [parameters.spender, amount],
    label: 'approve',
  })
}

/**
 * The steps that set an allowance from `current` to `amount`: one approve, or a reset to 0 first
 * when both are non-zero and `resetFirst` (USDT-style tokens revert on a non-zero to non-zero change).
 *
 * @example
 * createAllowanceSteps({ token, spender, amount: 5n, current: 3n, resetFirst: true }) // [approve 0, approve 5]
 */
export function createAllowanceSteps(parameters: {
  token: Address
  spender: Address
  amount: bigint | 'unlimited'
  current: bigint
  resetFirst: boolean
}): CallStep[] {
  const { token, spender, amount, current, resetFirst } = parameters
  const reset = resetFirst && current > 0n && amount !== 0n
  return [
    ...(reset ? [{ ...createAllowanceStep({ token, spender, amount: 0n }), label: 'reset' }] : []),
    createAllowanceStep({ token, spender, amount }),
  ]
}

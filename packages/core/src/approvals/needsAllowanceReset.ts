import { type Address, erc20Abi, type PublicClient } from 'viem'

export type NeedsAllowanceResetParameters = {
  token: Address
  owner: Address
  spender: Address
  /** The allowance to set. */
  amount: bigint
  /** The allowance `owner` gives `spender` now. */
  current: bigint
}

/**
 * Whether changing an allowance needs a reset to 0 first: only from a non-zero allowance to another
 * non-zero one, and only when the token refuses that change (USDT's rule), which simulating the
 * approve shows before any wallet prompt. A token whose `approve` returns nothing (USDT itself)
 * fails the simulation's decoding too and is reset as well: one more transaction, never a failed one.
 *
 * @example
 * const resetFirst = await needsAllowanceReset(publicClient, { token, owner, spender, amount, current })
 * const steps = createAllowanceSteps({ token, spender, amount, current, resetFirst })
 */
export async function needsAllowanceReset(
  client: PublicClient,
  { token, owner, spender, amount, current }: NeedsAllowanceResetParameters,
): Promise<boolean> {
  if (current === 0n || amount === 0n) return false
  return await client
    .simulateContract({
      account: owner,
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amount],
    })
    .then(
      () => false,
      () => true,
    )
}

import { type Address, erc20Abi } from 'viem'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * The ERC20 balance reader of the test chain, for tests that compare balances before and after.
 *
 * @example
 * const balanceOf = tokenBalanceReader(chain)
 * expect(await balanceOf(token, buyer)).toBe(bought)
 */
export function tokenBalanceReader(chain: LocalTestChain) {
  return (token: Address, owner: Address) =>
    chain.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
}

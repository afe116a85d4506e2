import { type Address, erc20Abi, type PublicClient } from 'viem'

/**
 * What `spender` may still move of `owner`'s `token` (its ERC-20 allowance) as `client`'s node
 * answers now: for tests that check what an approval step left on the chain.
 *
 * @example
 * expect(await readTokenAllowance(chain.publicClient, { token, owner, spender })).toBe(42n)
 */
export function readTokenAllowance(
  client: PublicClient,
  { token, owner, spender }: { token: Address; owner: Address; spender: Address },
): Promise<bigint> {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })
}

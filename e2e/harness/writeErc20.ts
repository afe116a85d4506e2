import type { Account, Address, Chain, Hash, Transport, WalletClient } from 'viem'
import { erc20Abi } from 'viem'

/**
 * Sends the ERC-20 `transfer(to, amount)` or `approve(to, amount)` of `token` from `client`'s
 * account, as any wallet would: how a suite funds an account or grants an allowance outside the app.
 * Returns the transaction's hash (the caller waits for it on its chain).
 *
 * @example
 * await wait(writeErc20(deployer, usdt, 'transfer', owner, parseUnits('10000', 6)))
 */
export function writeErc20(
  client: WalletClient<Transport, Chain, Account>,
  token: Address,
  functionName: 'transfer' | 'approve',
  to: Address,
  amount: bigint,
): Promise<Hash> {
  return client.writeContract({ address: token, abi: erc20Abi, functionName, args: [to, amount] })
}

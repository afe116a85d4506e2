import { type Address, createWalletClient, http } from 'viem'
import { hardhat } from 'viem/chains'
import type { Stack } from './startStack.ts'

/**
 * A wallet client of the node's dev account `account` on the stack's first chain: how a suite
 * deploys, funds and approves outside the app (the node signs for its own accounts).
 *
 * @example
 * const deployer = devWallet(stack, stack.accounts[0]!)
 * await deployer.sendTransaction({ to: alice, value: parseEther('1') })
 */
export function devWallet(stack: Stack, account: Address) {
  return createWalletClient({ account, chain: hardhat, transport: http(stack.rpcUrl) })
}

import type { Hash, TransactionReceipt } from 'viem'
import { expect } from 'vitest'
import type { Stack } from './startStack.ts'

/**
 * Waits for the transaction `hash` (or the send that resolves to it) and expects it mined
 * successfully: a suite's sends outside the app fail where they revert, not later as a missing
 * balance or pool. Returns the receipt.
 *
 * @example
 * await expectMined(stack, devWallet(stack, buyer).sendTransaction({ to: token, value: parseEther('3') }))
 */
export async function expectMined(stack: Stack, hash: Hash | Promise<Hash>): Promise<TransactionReceipt> {
  const receipt = await stack.publicClient.waitForTransactionReceipt({ hash: await hash })
  expect(receipt.status).toBe('success')
  return receipt
}

import { nodeRpc } from './pageInput.ts'

/**
 * Moves the local node's clock `seconds` forward and mines a block at the new time, so the next
 * read (and the page's next block) sees it.
 *
 * @example
 * await advanceChain(stack.rpcUrl, 86_400) // a day later
 */
export async function advanceChain(rpcUrl: string, seconds: number): Promise<void> {
  await nodeRpc(rpcUrl, 'evm_increaseTime', [seconds])
  await nodeRpc(rpcUrl, 'evm_mine')
}

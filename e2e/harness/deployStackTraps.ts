import { deployTrapTokens, type TrapName } from '@tokenbox/core/testing/deployTrapTokens.ts'
import { type Address, createWalletClient, http } from 'viem'
import type { Stack } from './startStack.ts'

/**
 * Deploys the trap tokens named in `only` on the stack's first chain, each pooled on its AMM and
 * locked in its locker, from dev account 3: a creator of their own, so the traps' transactions
 * never race the test's accounts. Returns each token's address by name.
 *
 * @example
 * const { clean } = await deployStackTraps(stack, ['clean'])
 */
export async function deployStackTraps(
  stack: Stack,
  only: readonly TrapName[],
): Promise<Record<TrapName, Address>> {
  const creator = stack.accounts[3]!
  const walletClient = createWalletClient({
    account: creator,
    chain: stack.chains[0].chain,
    transport: http(stack.rpcUrl),
  })
  const { router, factory, weth, lock } = stack.deployments.contracts
  const { tokens } = await deployTrapTokens({
    publicClient: stack.publicClient,
    walletClient,
    account: creator,
    contracts: { router, factory, weth, locker: lock },
    only,
  })
  return tokens
}

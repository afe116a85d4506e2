import { type Address, getContractAddress } from 'viem'
import { type ErrorMessage, toErrorMessage } from '../src/errors/toErrorMessage.ts'
import type { Step } from '../src/transactions/types.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * Sends a deployment step from `account` as a creator who skips the form would: the address it
 * created, or the user's message for why the constructor refused (with nothing created at the
 * address the deployment would have had). For the "form and contract agree" tests.
 *
 * @example
 * expect(await deployOrRefusal(chain, creator, step)).toHaveProperty('created')
 */
export async function deployOrRefusal(
  chain: LocalTestChain,
  account: Address,
  step: Step,
): Promise<{ created: Address } | { refused: ErrorMessage }> {
  const nonce = await chain.publicClient.getTransactionCount({ address: account, blockTag: 'pending' })
  const expected = getContractAddress({ from: account, nonce: BigInt(nonce) })
  try {
    await chain.runToDone([step], account)
    return { created: expected }
  } catch (error) {
    if ((await chain.publicClient.getCode({ address: expected })) !== undefined)
      throw new Error(`deployOrRefusal: the refused deployment left code at ${expected}`, { cause: error })
    return { refused: toErrorMessage((error as Error).cause) }
  }
}

import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/contracts/test/ReferenceERC20.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, http, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import type { Stack } from './startStack.ts'

/**
 * Waits for the launchpad create form; where the chain has no launchpad factory yet, creates it
 * from the page's prompt first (at its one shared address).
 *
 * @example
 * await ensureLaunchpadFactory(page)
 */
export async function ensureLaunchpadFactory(page: Page): Promise<void> {
  const form = page.getByTestId('presale-create-form')
  const prompt = page.getByTestId('launchpad-factory-deploy')
  await form.or(prompt).first().waitFor({ timeout: 30_000 })
  if (await prompt.isVisible()) {
    await prompt.click()
    await form.waitFor({ timeout: 60_000 })
  }
}

/**
 * Waits for a sale page action's outcome (`kind`: contribute, claim, refund, ...); a failure fails
 * the test with the app's words for it.
 *
 * @example
 * await page.getByTestId('presale-buy').click()
 * await presaleActionDone(page, 'contribute')
 */
export async function presaleActionDone(page: Page, kind: string): Promise<void> {
  const outcome = page.locator(
    `[data-testid="presale-done"][data-done="${kind}"], [data-testid="presale-action-error"]`,
  )
  await outcome.first().waitFor({ timeout: 60_000 })
  const error = page.getByTestId('presale-action-error')
  if (await error.count()) throw new Error(`action failed: ${await error.textContent()}`)
}

/**
 * A plain ERC-20 (10,000,000 whole tokens, 18 decimals) deployed by `owner`, who holds them all:
 * the token a presale sells.
 *
 * @example
 * const token = await deploySaleToken(stack, creator)
 */
export async function deploySaleToken(stack: Stack, owner: Address): Promise<Address> {
  const from = createWalletClient({ account: owner, chain: hardhat, transport: http(stack.rpcUrl) })
  const hash = await from.deployContract({
    abi: referenceERC20Abi,
    bytecode: referenceERC20Bytecode,
    args: [parseEther('10000000')],
  } as never)
  return (await stack.publicClient.waitForTransactionReceipt({ hash })).contractAddress as Address
}

import { createPresaleSteps } from '@tokenbox/core/launchpad/createPresaleSteps.ts'
import { defaultPresaleDraft, type PresaleMode } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { readLaunchpadFees } from '@tokenbox/core/launchpad/readLaunchpadFees.ts'
import { toPresaleParams } from '@tokenbox/core/launchpad/toPresaleParams.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
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

export type CreatePresaleDirectlyParameters = {
  creator: Address
  token: Address
  /** Default `standard`. */
  mode?: PresaleMode
  /** Chain milliseconds; default a minute after the chain's latest block. */
  startTime?: number
  /** Chain milliseconds; default a day after the chain's latest block. */
  endTime?: number
  /** The LP locker named in the terms; default the chain's TokenBox locker. */
  locker?: Address
}

/**
 * A presale created straight through the factory with core's step builder, as a creator who
 * skips the form would (soft cap 1, hard cap 3, buys 0.1 to 2 of the native coin), from
 * `creator`'s dev account; returns its address once every step is mined.
 *
 * @example
 * const presale = await createPresaleDirectly(stack, { creator, token, mode: 'rune' })
 */
export async function createPresaleDirectly(
  stack: Stack,
  { creator, token, mode = 'standard', startTime, endTime, locker }: CreatePresaleDirectlyParameters,
): Promise<Address> {
  const factory = stack.deployments.contracts.launchpad
  const now = Number((await stack.publicClient.getBlock()).timestamp) * 1000
  const terms = locker ?? stack.deployments.contracts.lock
  const draft = {
    ...defaultPresaleDraft(mode, now),
    token,
    tokenDecimals: 18,
    router: stack.deployments.contracts.router,
    startTime: startTime ?? now + 60_000,
    endTime: endTime ?? now + 86_400_000,
    softCap: '1',
    hardCap: '3',
    minBuy: '0.1',
    maxBuy: '2',
  }
  const plan = await createPresaleSteps(stack.publicClient, {
    factory,
    account: creator,
    ...toPresaleParams(draft, { locker: terms }),
    fees: await readLaunchpadFees(stack.publicClient, { factory }),
    locker: terms,
  })
  const walletClient = createWalletClient({ account: creator, chain: hardhat, transport: http(stack.rpcUrl) })
  const outcome = await runSteps({ publicClient: stack.publicClient, walletClient, steps: plan.steps })
  if (outcome.status !== 'done') throw new Error(`creating the presale ended ${outcome.status}`)
  return plan.presale
}

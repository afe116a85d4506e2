import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, type TransactionReceipt } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll } from 'vitest'
import { openConnectedPage } from './openConnectedPage.ts'
import { type Stack, startStack } from './startStack.ts'
import type { TestWallet } from './testWallet.ts'

/**
 * What a token-with-a-sale suite works with: its own stack, the creator's connected page, and the
 * second dev account that buys from outside the app. The fields are set by the suite's `beforeAll`,
 * so read them inside tests and hooks only.
 */
export type SaleSuite = {
  stack: Stack
  page: Page
  wallet: TestWallet
  /** Dev account 1: connected on `page`, creates the token. */
  creator: Address
  /** Dev account 2: buys (a sale's buyer, a fair launch's minter, a 314 trader) from its own wallet. */
  buyer: Address
  /** The native coin the sale page says it raised (wei, as text). */
  raised: () => Promise<string | null>
  /** The sale page's phase (`active`, `trading`, `failed`, ...). */
  phase: () => Promise<string | null>
}

/**
 * Starts a stack for the enclosing `describe` (stopped after it) and opens `path` with the creator
 * connected: the setup every sale-token file (standard, hub, dividend, fair launch, 314) shares.
 *
 * @example
 * describe('sale token on the local stack', () => {
 *   const sale = saleSuite('/co/50?t=0')
 *   it('opens the form', async () => {
 *     expect(await sale.page.title()).toBe('Standard Coin (Sale) - TokenBox')
 *   })
 * })
 */
export function saleSuite(path: string): SaleSuite {
  const suite = {
    raised: () => suite.page.getByTestId('sale-raised').getAttribute('data-raised'),
    phase: () => suite.page.getByTestId('sale-phase').getAttribute('data-phase'),
  } as SaleSuite
  beforeAll(async () => {
    suite.stack = await startStack()
    suite.creator = suite.stack.accounts[1]!
    suite.buyer = suite.stack.accounts[2]!
    Object.assign(suite, await openConnectedPage(suite.stack, path, suite.creator))
  })
  afterAll(async () => {
    await suite.stack?.stop()
  })
  return suite
}

/**
 * Pays `value` of the native coin to `token` from `from` (a node dev account) outside the app, as
 * any wallet would: how a sale token is bought without its page. Returns the mined receipt.
 *
 * @example
 * await buyByPlainTransfer(stack, { from: buyer, token, value: parseEther('3') })
 */
export async function buyByPlainTransfer(
  stack: Stack,
  { from, token, value }: { from: Address; token: Address; value: bigint },
): Promise<TransactionReceipt> {
  const client = createWalletClient({ account: from, chain: hardhat, transport: http(stack.rpcUrl) })
  const hash = await client.sendTransaction({ to: token, value })
  return stack.publicClient.waitForTransactionReceipt({ hash })
}

/**
 * `account`'s balance of the ERC-20 `token`, read from the chain.
 *
 * @example
 * expect(await tokenBalanceOf(stack, token, buyer)).toBe(parseEther('3000'))
 */
export function tokenBalanceOf(stack: Stack, token: Address, account: Address): Promise<bigint> {
  return stack.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}

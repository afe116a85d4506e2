import { contributePresaleSteps } from '@tokenbox/core/launchpad/presaleActionSteps.ts'
import { localIdleBlockSeconds } from '@tokenbox/core/local/startAnvilNode.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, http, parseEther, zeroAddress } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPresaleDirectly, deploySaleToken, ensureLaunchpadFactory } from '../harness/launchpadPage.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

/**
 * Issue 52 point 1: on `make start`'s chains (an empty block every localIdleBlockSeconds beside a
 * block per transaction) a presale's page moves from upcoming to live to ended by itself: its
 * countdown reaches zero and Finalize appears without anyone sending a transaction. On a chain
 * that mines only for transactions the page stayed "Live, Ends in 53s" until someone sent one.
 */
describe('an idle local chain (make start)', () => {
  let stack: Stack
  let page: Page
  let creator: Address
  let alice: Address

  beforeAll(async () => {
    stack = await startStack({ idleBlockSeconds: localIdleBlockSeconds })
    ;[, creator, alice] = stack.accounts as [Address, Address, Address]
    ;({ page } = await openConnectedPage(stack, '/la/st', creator))
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  const label = () => page.getByTestId('presale-label').getAttribute('data-label')
  const sendAs = (account: Address) =>
    createWalletClient({ account, chain: hardhat, transport: http(stack.rpcUrl) })

  it('starts and ends a presale on the page with no transaction sent at its start or its end', async () => {
    await ensureLaunchpadFactory(page)
    const token = await deploySaleToken(stack, creator)
    const now = Number((await stack.publicClient.getBlock()).timestamp) * 1000
    // Starts once the creation's transactions are surely in (a loaded machine takes seconds), and
    // is live long enough for one buy.
    const startTime = now + 20_000
    const presale = await createPresaleDirectly(stack, {
      creator,
      token,
      startTime,
      endTime: startTime + 25_000,
    })
    await page.goto(`${stack.baseUrl}/la/st?presale=${presale}`)
    await expect.poll(label, { timeout: 20_000 }).toBe('upcoming')

    // The start passes with nothing sent: idle blocks move the chain's clock, the page follows.
    const beforeStart = await stack.publicClient.getBlockNumber({ cacheTime: 0 })
    await expect.poll(label, { timeout: 60_000, interval: 500 }).toBe('live')
    await expectNoTransactionsAfter(beforeStart)
    expect(await page.getByTestId('presale-countdown').textContent()).toMatch(/Ends in/)

    const bought = await runSteps({
      publicClient: stack.publicClient,
      walletClient: sendAs(alice),
      steps: contributePresaleSteps({
        presale,
        coin: zeroAddress,
        coinIndex: 0,
        amount: parseEther('1'),
      }),
    })
    expect(bought.status).toBe('done')
    const afterBuy = await stack.publicClient.getBlockNumber({ cacheTime: 0 })

    // The end passes with nothing sent either: "Ended", its finalize countdown and Finalize.
    await expect.poll(label, { timeout: 60_000, interval: 500 }).toBe('ended')
    await page.getByTestId('presale-finalize').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('presale-countdown').textContent()).not.toMatch(/Ends in/)
    await expectNoTransactionsAfter(afterBuy)
    await shoot(page, 'idle-chain-presale-ended-1440-en.png', { fullPage: true })
  })

  /** Every block mined after `block` up to now is empty: the page moved on by idle blocks alone. */
  async function expectNoTransactionsAfter(block: bigint) {
    const latest = await stack.publicClient.getBlockNumber({ cacheTime: 0 })
    expect(latest).toBeGreaterThan(block)
    for (let number = block + 1n; number <= latest; number++) {
      const { transactions } = await stack.publicClient.getBlock({ blockNumber: number })
      expect(transactions, `block ${number}`).toHaveLength(0)
    }
  }
})

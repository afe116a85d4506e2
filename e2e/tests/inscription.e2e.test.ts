import type { Page } from 'playwright-core'
import { type Address, type Hex, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

/**
 * EVM inscription deploy and mint (`/ins/pr`): a tick deployed in easy mode and minted, each
 * transaction read back from the chain (sent to the account itself, its input exactly the bytes the
 * page showed); a bad text-mode inscription refused with the spec's message and nothing sent; a
 * declined wallet reported as terminated; the tick card's progress where the server indexes.
 */
describe('inscription deploy and mint on the local stack', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let account: Address
  const tick = 'tbox'
  const deployText = `data:,{"p":"bsc-20","op":"deploy","tick":"${tick}","max":"21000","lim":"1000"}`
  const mintText = `data:,{"p":"bsc-20","op":"mint","tick":"${tick}","amt":"1000"}`

  const sentBy = () => stack.publicClient.getTransactionCount({ address: account })

  /** Waits for the form's result; anything but success fails the test with the page's words. */
  async function inscribed(op: 'deploy' | 'mint'): Promise<Hex> {
    const result = page.getByTestId(`inscribe-${op}-result`)
    await result.waitFor({ timeout: 60_000 })
    if ((await result.getAttribute('data-outcome')) !== 'success')
      throw new Error(`${op} did not succeed: ${await result.textContent()}`)
    return (await result.getAttribute('data-hash')) as Hex
  }

  /** The transaction as the chain has it: from the account to itself, no value, the shown bytes. */
  async function expectOnChain(hash: Hex, shown: Hex) {
    const receipt = await stack.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const sent = await stack.publicClient.getTransaction({ hash })
    expect(sent.from.toLowerCase()).toBe(account.toLowerCase())
    expect(sent.to?.toLowerCase()).toBe(account.toLowerCase())
    expect(sent.value).toBe(0n)
    expect(sent.input).toBe(shown)
  }

  /** Whether this server has the inscription indexer's route (the card is hidden without it). */
  async function indexerServed(): Promise<boolean> {
    const response = await fetch(`${stack.baseUrl}/api/v1/web/ins/tick?chain=31337&p=bsc-20&tick=${tick}`)
    return response.status !== 404
  }

  beforeAll(async () => {
    stack = await startStack()
    account = stack.accounts[1]!
    ;({ page, wallet } = await openConnectedPage(stack, '/ins/pr', account))
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('refuses an incomplete text inscription with the spec message and sends nothing', async () => {
    await page.getByTestId('inscribe-deploy-form').waitFor({ timeout: 30_000 })
    const before = await sentBy()
    await page.getByTestId('inscribe-deploy-mode').getByText('Text').click()
    await page.getByTestId('inscribe-deploy-text').fill('data:,{"p":"bsc-20","op":"deploy","tick":"tbox"')
    await page.getByTestId('inscribe-deploy-submit').click()
    const issue = page.getByTestId('inscribe-deploy-format-issue')
    await issue.waitFor()
    expect(await issue.textContent()).toContain('Text or hex inscription string format is incomplete')
    await page.getByTestId('inscribe-deploy-bytes-empty').waitFor()
    expect(await page.getByTestId('inscribe-deploy-result').count()).toBe(0)
    expect(wallet.sentHashes).toHaveLength(0)
    expect(await sentBy()).toBe(before)
  })

  it('deploys a tick in easy mode: the transaction carries exactly the bytes shown', async () => {
    await page.getByTestId('inscribe-deploy-mode').getByText('Easy').click()
    await page.getByTestId('inscribe-deploy-tick').fill(tick)
    await page.getByTestId('inscribe-deploy-max').fill('21000')
    await page.getByTestId('inscribe-deploy-lim').fill('1000')
    await expect.poll(() => page.getByTestId('inscribe-deploy-bytes-text').textContent()).toBe(deployText)
    const shown = (await page.getByTestId('inscribe-deploy-bytes-hex').getAttribute('data-hex')) as Hex
    expect(shown).toBe(stringToHex(deployText))
    await shoot(page, 'inscription-deploy-1440-en.png', { fullPage: true })
    await page.getByTestId('inscribe-deploy-submit').click()
    await expectOnChain(await inscribed('deploy'), shown)
    await shoot(page, 'inscription-deployed-1440-en.png', { fullPage: true })
  })

  it('reports a mint the user declines in the wallet as terminated, and sends nothing', async () => {
    await page.getByRole('tab', { name: 'Mint' }).click()
    await page.getByTestId('inscribe-mint-form').waitFor()
    await page.getByTestId('inscribe-mint-tick').fill(tick)
    await page.getByTestId('inscribe-mint-amt').fill('1000')
    await expect.poll(() => page.getByTestId('inscribe-mint-bytes-text').textContent()).toBe(mintText)
    const before = await sentBy()
    wallet.rejectNext('eth_sendTransaction')
    await page.getByTestId('inscribe-mint-submit').click()
    const result = page.getByTestId('inscribe-mint-result')
    await result.waitFor({ timeout: 60_000 })
    expect(await result.getAttribute('data-outcome')).toBe('terminated')
    expect(await result.textContent()).toContain('Transaction terminated')
    expect(await sentBy()).toBe(before)
  })

  it('mints the tick: the transaction carries exactly the bytes shown, and the card counts it', async () => {
    const shown = (await page.getByTestId('inscribe-mint-bytes-hex').getAttribute('data-hex')) as Hex
    expect(shown).toBe(stringToHex(mintText))
    await page.getByTestId('inscribe-mint-submit').click()
    await expectOnChain(await inscribed('mint'), shown)
    if (await indexerServed()) {
      // The Deploy tab keeps its card for the same tick; the Mint tab's comes after it.
      const card = page.getByTestId('inscribe-tick-figures').last()
      await expect.poll(() => card.getAttribute('data-minted'), { timeout: 30_000 }).toBe('1000')
    } else {
      // No indexer on this server: the card is not shown at all, rather than guessed.
      expect(await page.getByTestId('inscribe-tick').count()).toBe(0)
    }
    await shoot(page, 'inscription-minted-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByTestId('inscribe-mint-bytes').waitFor()
    await shoot(page, 'inscription-minted-375-en.png', { fullPage: true })
  })

  it('Inscription Mint (/ins/bo) sends the same mint three times, the wallet asked once per transaction', async () => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}/ins/bo`)
    await page.getByTestId('inscribe-mint-form').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('inscribe-mint-mode').count()).toBe(0)
    await page.getByTestId('inscribe-mint-tick').fill(tick)
    await page.getByTestId('inscribe-mint-amt').fill('1000')
    await page.getByTestId('inscribe-mint-times').fill('3')
    await expect.poll(() => page.getByTestId('inscribe-mint-bytes-text').textContent()).toBe(mintText)
    const shown = (await page.getByTestId('inscribe-mint-bytes-hex').getAttribute('data-hex')) as Hex
    const sentBefore = wallet.sentHashes.length
    await page.getByTestId('inscribe-mint-submit').click()
    await inscribed('mint')
    const hashes = wallet.sentHashes.slice(sentBefore)
    expect(hashes).toHaveLength(3)
    for (const hash of hashes) await expectOnChain(hash, shown)
    for (const index of [0, 1, 2]) await page.getByTestId(`inscribe-mint-progress-tx-${index}`).waitFor()
    if (await indexerServed()) {
      // 1,000 from the mint tab, then 3 x 1,000 here: the indexer's count and this account's balance.
      await expect
        .poll(() => page.getByTestId('inscribe-tick-figures').getAttribute('data-minted'), {
          timeout: 30_000,
        })
        .toBe('4000')
      await expect
        .poll(() => page.getByTestId('inscribe-tick-balance').getAttribute('data-balance'), {
          timeout: 30_000,
        })
        .toBe('4000')
    }
    await shoot(page, 'inscription-bo-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await shoot(page, 'inscription-bo-375-en.png', { fullPage: true })
  })
})

import type { Page } from 'playwright-core'
import { type Address, createWalletClient, type Hex, http, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { chooseSelectOption } from '../harness/pageInput.ts'
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

  /** Results already read: a result left on screen from an earlier run is not this run's. */
  const seenHashes = new Set<string>()

  /**
   * Waits for the form's result of this run (a transaction not seen before); anything but success
   * fails the test with the page's words.
   */
  async function inscribed(op: 'deploy' | 'mint'): Promise<Hex> {
    const result = page.getByTestId(`inscribe-${op}-result`)
    const fresh = async () => {
      const outcome = await result.getAttribute('data-outcome', { timeout: 1_000 }).catch(() => null)
      const hash = await result.getAttribute('data-hash', { timeout: 1_000 }).catch(() => null)
      return outcome === 'failed' || (hash !== null && !seenHashes.has(hash))
    }
    await expect
      .poll(fresh, { timeout: 60_000 })
      .toBe(true)
      .catch(async (error) => {
        throw new Error(`${op} gave no new result: ${await result.textContent().catch(() => '')}`, {
          cause: error,
        })
      })
    if ((await result.getAttribute('data-outcome')) !== 'success')
      throw new Error(`${op} did not succeed: ${await result.textContent()}`)
    const hash = (await result.getAttribute('data-hash')) as Hex
    seenHashes.add(hash)
    return hash
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
    // The indexer sees the user's own deploy: it counts, said as such, never "indexers ignore this one" (issue 77).
    await page.getByTestId('inscribe-tick-own-deploy').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('inscribe-tick-warning').count()).toBe(0)
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

  /** ERC-20 follows the ethscriptions token format: numbered mints, each id counted once, no mint past max. */
  const erc = (id: string) => `data:,{"p":"erc-20","op":"mint","tick":"Eths","id":"${id}","amt":"100"}`

  /** Picks `label` in the mint form's protocol select. */
  const chooseProtocol = (label: string) => chooseSelectOption(page, 'inscribe-mint-protocol', label)

  /** Fills the mint form for 100 Eths (ERC-20): the form fills in a free mint number from the indexer. */
  async function fillEthsMint() {
    await page.getByTestId('inscribe-mint-form').waitFor({ timeout: 30_000 })
    await chooseProtocol('ERC-20')
    await page.getByTestId('inscribe-mint-tick').fill('Eths')
    await page.getByTestId('inscribe-mint-amt').fill('100')
    await expect
      .poll(() => page.getByTestId('inscribe-mint-id').inputValue(), { timeout: 30_000 })
      .toMatch(/^[1-3]$/)
  }

  async function ercCard(): Promise<string | null> {
    return page.getByTestId('inscribe-tick-figures').last().getAttribute('data-minted')
  }

  it('mints an erc-20 tick in the ethscriptions format: an id nobody minted, counted by the indexer', async () => {
    await page.setViewportSize({ width: 1440, height: 900 })
    // Deployed from the node's account as any user would: a self-sent deploy, max 300, lim 100 (ids 1 to 3).
    const deploy = 'data:,{"p":"erc-20","op":"deploy","tick":"Eths","max":"300","lim":"100"}'
    const deployer = createWalletClient({
      account: stack.accounts[2] as Address,
      chain: stack.chains[0].chain,
      transport: http(stack.rpcUrl),
    })
    const hash = await deployer.sendTransaction({
      to: stack.accounts[2] as Address,
      data: stringToHex(deploy),
    })
    await stack.publicClient.waitForTransactionReceipt({ hash })
    await page.goto(`${stack.baseUrl}/ins/pr`)
    await page.getByRole('tab', { name: 'Mint' }).click()
    await fillEthsMint()
    const id = await page.getByTestId('inscribe-mint-id').inputValue()
    await expect.poll(() => page.getByTestId('inscribe-mint-bytes-text').textContent()).toBe(erc(id))
    await page.getByTestId('inscribe-mint-submit').click()
    await expectOnChain(await inscribed('mint'), stringToHex(erc(id)))
    const counted = page.getByTestId('inscribe-mint-counted')
    await counted.waitFor({ timeout: 30_000 })
    expect(await counted.getAttribute('data-item')).toBe(id)
    await expect.poll(ercCard, { timeout: 30_000 }).toBe('100')
    await shoot(page, 'inscription-erc20-counted-1440-en.png', { fullPage: true })
  })

  it('repeats a numbered mint with a different id per transaction (/ins/bo), up to the cap', async () => {
    await page.goto(`${stack.baseUrl}/ins/bo`)
    await fillEthsMint()
    await page.getByTestId('inscribe-mint-times').fill('2')
    const sentBefore = wallet.sentHashes.length
    /** The indexer's answer that no free id is left (only after these two mints can it be). */
    const noIdLeft = page
      .waitForResponse(
        async (response) =>
          response.url().includes('/ins/free-ids') &&
          ((await response.json()) as { data: { ids: string[] } }).data.ids.length === 0,
        { timeout: 60_000 },
      )
      .then(() => true)
    await page.getByTestId('inscribe-mint-submit').click()
    await inscribed('mint')
    const hashes = wallet.sentHashes.slice(sentBefore)
    expect(hashes).toHaveLength(2)
    const inputs = await Promise.all(hashes.map((hash) => stack.publicClient.getTransaction({ hash })))
    const ids = inputs.map(
      (sent) => /"id":"([0-9]+)"/.exec(Buffer.from(sent.input.slice(2), 'hex').toString())?.[1],
    )
    expect(new Set(ids).size).toBe(2)
    const counted = page.getByTestId('inscribe-mint-counted')
    await counted.waitFor({ timeout: 30_000 })
    expect(await counted.getAttribute('data-counted')).toBe('2')
    await expect.poll(ercCard, { timeout: 30_000 }).toBe('300')
    // After a send the form asks for the next free id once the index has read the send: none is
    // left. A loaded CI run met this answer before the mints were counted (then, the form's id
    // went blank, the result lost its counted line, and the full-tick question below never
    // came). The result describes the run sent, not the form; the form keeps its id.
    expect(await noIdLeft).toBe(true)
    await expect.poll(() => page.getByTestId('inscribe-mint-id').inputValue()).toMatch(/^[1-3]$/)
    expect(await counted.getAttribute('data-counted')).toBe('2')
  })

  it('a mint past the cap asks first: cancelled, nothing is sent; sent anyway, it reads "Sent, not counted"', async () => {
    await page.getByTestId('inscribe-tick-warning').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('inscribe-tick-warning').getAttribute('data-fully-minted')).toBe('true')
    await page.getByTestId('inscribe-mint-times').fill('1')
    const before = await sentBy()
    await page.getByTestId('inscribe-mint-submit').click()
    const dialog = page.locator('.ant-modal-confirm')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Eths is fully minted: send anyway?')
    await shoot(page, 'inscription-past-cap-confirm-1440-en.png')
    await page.getByTestId('mint-confirm-cancel').click()
    await dialog.waitFor({ state: 'detached' })
    expect(await sentBy()).toBe(before)
    await page.getByTestId('inscribe-mint-submit').click()
    await page.getByTestId('mint-confirm-ok').click()
    const result = page.getByTestId('inscribe-mint-result')
    await expect.poll(() => result.getAttribute('data-outcome'), { timeout: 60_000 }).toBe('notCounted')
    expect(await result.textContent()).toContain('Sent, not counted: the tick was full')
    expect(await sentBy()).toBe(before + 1)
    await expect.poll(ercCard, { timeout: 30_000 }).toBe('300')
  })

  // The same question in every other language of the interface (the dialog's title, then cancelled).
  for (const [language, title] of [
    ['zh', 'Eths已全部铸造完毕，仍要发送吗？'],
    ['es', 'Eths ya está acuñado por completo: ¿enviar de todos modos?'],
    ['ja', 'Ethsはすべてミント済みです。それでも送信しますか？'],
  ] as const)
    it(`asks in ${language} too, and cancelling sends nothing`, async () => {
      await page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await page.reload()
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' })
      await page.getByTestId('inscribe-mint-form').waitFor({ timeout: 30_000 })
      await chooseProtocol('ERC-20')
      await page.getByTestId('inscribe-mint-tick').fill('Eths')
      await page.getByTestId('inscribe-mint-amt').fill('100')
      await page.getByTestId('inscribe-mint-id').fill('1')
      await page.getByTestId('inscribe-tick-warning').waitFor({ timeout: 30_000 })
      const before = await sentBy()
      await page.getByTestId('inscribe-mint-submit').click()
      const dialog = page.locator('.ant-modal-confirm')
      await dialog.waitFor()
      expect(await dialog.textContent()).toContain(title)
      await shoot(page, `inscription-past-cap-confirm-1440-${language}.png`)
      await page.getByTestId('mint-confirm-cancel').click()
      await dialog.waitFor({ state: 'detached' })
      expect(await sentBy()).toBe(before)
      await page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
    })
})

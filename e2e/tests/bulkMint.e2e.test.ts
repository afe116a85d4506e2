import { readFileSync } from 'node:fs'
import { bulkInscriberAbi } from '@tokenbox/core/contracts/BulkInscriber.abi.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, type Hex, http, parseEventLogs, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { chooseSelectOption } from '../harness/pageInput.ts'
import { shoot } from '../harness/screenshots.ts'
import { installSecretGuard, type SecretGuard } from '../harness/secretGuard.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

/**
 * Bulk mint (`/ins/bm`): 50 mints of a tick from 5 sub-wallets generated in the page, funded by
 * the connected wallet, stopped part-way and resumed after a reload. Read back from the chain and
 * the indexer: exactly 50 mint transactions in all (none sent twice, none skipped), each from a
 * sub-wallet to itself with the bytes the page showed, and the indexer crediting every one; the
 * sub-wallets' keys never left the page.
 */
describe('inscription bulk mint from sub-wallets on the local stack', () => {
  let stack: Stack
  let page: Page
  let guard: SecretGuard
  let account: Address
  const tick = 'bulk'
  const mintText = `data:,{"p":"bsc-20","op":"mint","tick":"${tick}","amt":"100"}`
  let wallets: { address: Address; privateKey: Hex }[] = []
  let wallet: TestWallet

  const summary = (state: string) =>
    page
      .getByTestId('bulk-mint-summary')
      .getAttribute(`data-${state}`)
      .then((value) => Number(value ?? 0))
  /** Every mint the sub-wallets sent, as the chain counts them (their nonces). */
  const minedBySubWallets = async () => {
    let total = 0
    for (const wallet of wallets)
      total += await stack.publicClient.getTransactionCount({ address: wallet.address })
    return total
  }

  beforeAll(async () => {
    stack = await startStack()
    account = stack.accounts[3]!
    guard = await installSecretGuard(stack.context)
    // The tick, deployed by the node's dev account as any user would (a self-sent deploy).
    const deployer = createWalletClient({
      account,
      chain: stack.chains[0].chain,
      transport: http(stack.rpcUrl),
    })
    const hash = await deployer.sendTransaction({
      to: account,
      data: stringToHex(`data:,{"p":"bsc-20","op":"deploy","tick":"${tick}","max":"1000000","lim":"100"}`),
    })
    await stack.publicClient.waitForTransactionReceipt({ hash })
    ;({ page, wallet } = await openConnectedPage(stack, '/ins/bm', account))
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('refuses to start without sub-wallets or a valid mint, and sends nothing', async () => {
    await page.getByTestId('bulk-mint-form').waitFor({ timeout: 30_000 })
    const before = await stack.publicClient.getTransactionCount({ address: account })
    await page.getByTestId('bulk-mint-start').click()
    await page.getByText('Please input Tick').waitFor()
    expect(await page.getByTestId('bulk-mint-results').count()).toBe(0)
    expect(await stack.publicClient.getTransactionCount({ address: account })).toBe(before)
  })

  it('plans 50 mints from 5 new sub-wallets, funding each with exactly its gas', async () => {
    await page.getByTestId('inscribe-mint-tick').fill(tick)
    await page.getByTestId('inscribe-mint-amt').fill('100')
    await expect.poll(() => page.getByTestId('bulk-mint-bytes-text').textContent()).toBe(mintText)
    // The indexer has the tick: the card shows it, and nothing blocks the run.
    await page.getByTestId('inscribe-tick-figures').waitFor({ timeout: 30_000 })
    await page.getByTestId('bulk-mint-generate-count').fill('5')
    await page.getByTestId('bulk-mint-generate').click()
    await expect.poll(() => page.getByTestId('bulk-mint-wallet').count()).toBe(5)
    await page.getByTestId('bulk-mint-backup').waitFor()
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('bulk-mint-export-keys').click(),
    ])
    const rows = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
    wallets = rows.map((row) => {
      // Every text of an export is quoted; no address or key holds a comma or a quote.
      const [, address, privateKey] = row.split(',').map((field) => field.replace(/^"(.*)"$/, '$1'))
      return { address: address as Address, privateKey: privateKey as Hex }
    })
    expect(wallets).toHaveLength(5)
    expect(await page.getByTestId('bulk-mint-backed-up').isChecked()).toBe(true)
    await page.getByTestId('bulk-mint-count').fill('50')
    await page.getByTestId('bulk-mint-delay').fill('1')
    const plan = page.getByTestId('bulk-mint-plan')
    await plan.waitFor({ timeout: 30_000 })
    await expect.poll(() => plan.textContent(), { timeout: 30_000 }).toContain('to 5 sub-wallets')
    expect(BigInt((await plan.getAttribute('data-total-funding')) ?? '0')).toBeGreaterThan(0n)
    await shoot(page, 'inscription-bm-plan-1440-en.png', { fullPage: true })
  })

  it('funds the sub-wallets, mints, and stops part-way: the rest terminated, nothing lost', async () => {
    await page.getByTestId('bulk-mint-start').click()
    await expect.poll(() => summary('success'), { timeout: 120_000 }).toBeGreaterThanOrEqual(5)
    await page.getByTestId('bulk-mint-stop').click()
    await page.getByTestId('bulk-mint-again').waitFor({ timeout: 120_000 })
    const success = await summary('success')
    const terminated = await summary('terminated')
    expect(success).toBeLessThan(50)
    expect(terminated).toBeGreaterThan(0)
    expect(success + terminated).toBe(50)
    expect(await summary('failed')).toBe(0)
    expect(await summary('pending')).toBe(0)
    // The chain agrees: exactly the successful mints were sent, one nonce each.
    expect(await minedBySubWallets()).toBe(success)
    await page.getByTestId('bulk-mint-row').first().waitFor()
    expect(await page.getByTestId('bulk-mint-resume-rest').textContent()).toContain(
      `${terminated} mints left`,
    )
    await shoot(page, 'inscription-bm-stopped-1440-en.png', { fullPage: true })
  })

  it('offers the run after a reload and resumes it to exactly 50 mints, each counted by the indexer', async () => {
    await page.reload()
    const connected = page.getByTestId('account-address')
    const reconnected = await connected.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    )
    if (!reconnected) {
      await page.getByTestId('connect-wallet').click()
      await page.getByTestId('connector-org.tokenbox.testwallet').click()
    }
    const unfinished = page.getByTestId('bulk-mint-unfinished')
    await unfinished.waitFor({ timeout: 30_000 })
    expect(await unfinished.textContent()).toContain('of 50 mints done')
    // The keys were kept by this tab: nothing to import before resuming.
    expect(await page.getByTestId('bulk-mint-missing-keys').count()).toBe(0)
    await page.getByTestId('bulk-mint-resume').click()
    await expect.poll(() => summary('success'), { timeout: 180_000 }).toBe(50)
    await page.getByTestId('bulk-mint-again').waitFor({ timeout: 60_000 })
    expect(await summary('failed')).toBe(0)
    expect(await minedBySubWallets()).toBe(50)
    // Every mint: a sub-wallet to itself, no value, the bytes shown.
    const mintHex = stringToHex(mintText)
    const latest = await stack.publicClient.getBlockNumber()
    let seen = 0
    for (let number = 0n; number <= latest; number++) {
      const block = await stack.publicClient.getBlock({ blockNumber: number, includeTransactions: true })
      for (const transaction of block.transactions) {
        const sender = wallets.find(
          (wallet) => wallet.address.toLowerCase() === transaction.from.toLowerCase(),
        )
        if (!sender) continue
        expect(transaction.to?.toLowerCase()).toBe(sender.address.toLowerCase())
        expect(transaction.value).toBe(0n)
        expect(transaction.input).toBe(mintHex)
        seen++
      }
    }
    expect(seen).toBe(50)
    // The indexer credits the sub-wallets with 50 x 100.
    const indexed = async () => {
      let total = 0n
      for (const wallet of wallets) {
        const response = await fetch(
          `${stack.baseUrl}/api/v1/web/ins/balance?chain=31337&p=bsc-20&tick=${tick}&address=${wallet.address}`,
        )
        total += BigInt(((await response.json()) as { data: { balance: string } }).data.balance)
      }
      return total
    }
    await expect.poll(indexed, { timeout: 30_000 }).toBe(5_000n)
    // Nothing the page sent carried a sub-wallet's key.
    guard.assertNoSecrets({ privateKeys: wallets.map((wallet) => wallet.privateKey) })
    await shoot(page, 'inscription-bm-done-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByTestId('bulk-mint-results').waitFor()
    await shoot(page, 'inscription-bm-done-375-en.png', { fullPage: true })
  })

  /** Connects the test wallet after a reload (the harness keeps auto-connect out of the way). */
  async function reconnect() {
    const connected = page.getByTestId('account-address')
    if (
      await connected.waitFor({ timeout: 20_000 }).then(
        () => true,
        () => false,
      )
    )
      return
    await page.getByTestId('connect-wallet').click()
    await page.getByTestId('connector-org.tokenbox.testwallet').click()
    await connected.waitFor({ timeout: 30_000 })
  }

  it('online bulk mint (/ins/ol): one transaction per mint from the connected wallet, stopped and resumed after a reload', async () => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}/ins/ol`)
    await reconnect()
    await page.getByTestId('online-mint-form').waitFor({ timeout: 30_000 })
    await page.getByTestId('inscribe-mint-tick').fill(tick)
    await page.getByTestId('inscribe-mint-amt').fill('100')
    await expect.poll(() => page.getByTestId('online-mint-bytes-text').textContent()).toBe(mintText)
    await page.getByTestId('online-mint-count').fill('6')
    const before = await stack.publicClient.getTransactionCount({ address: account })
    // The wallet approves the first mint and keeps the second waiting, as a user who has not
    // approved it yet: the stop below comes mid-run however fast the machine sends the six.
    const second = wallet.hold('eth_sendTransaction', 1)
    await page.getByTestId('online-mint-start').click()
    // Stop once the first mint is confirmed: the mint in flight finishes, no further one is sent.
    await page.getByTestId('online-mint-progress-tx-0').waitFor({ timeout: 60_000 })
    await page.getByTestId('online-mint-stop').click()
    second.release()
    const result = page.getByTestId('online-mint-result')
    await result.waitFor({ timeout: 60_000 })
    expect(await result.getAttribute('data-outcome')).toBe('terminated')
    const stoppedAt = Number(await page.getByTestId('online-mint-sent').getAttribute('data-done'))
    expect(stoppedAt).toBeGreaterThanOrEqual(1)
    expect(stoppedAt).toBeLessThan(6)
    expect(await stack.publicClient.getTransactionCount({ address: account })).toBe(before + stoppedAt)

    await page.reload()
    await reconnect()
    const unfinished = page.getByTestId('online-mint-unfinished')
    await unfinished.waitFor({ timeout: 30_000 })
    expect(await unfinished.textContent()).toContain(`${stoppedAt} of 6 transactions confirmed`)
    await page.getByTestId('online-mint-resume').click()
    await expect.poll(() => result.getAttribute('data-outcome'), { timeout: 90_000 }).toBe('success')
    // Six mints in all: none sent twice, none skipped, each the bytes shown.
    expect(await stack.publicClient.getTransactionCount({ address: account })).toBe(before + 6)
    await shoot(page, 'inscription-ol-each-1440-en.png', { fullPage: true })
  })

  it('online bulk mint through the bulk contract: 600 asc-20 mints in two transactions, ESIP-3 events for the sender', async () => {
    await page.reload()
    await reconnect()
    await page.getByTestId('online-mint-form').waitFor({ timeout: 30_000 })
    await page.getByTestId('inscribe-mint-tick').fill(tick)
    await page.getByTestId('inscribe-mint-amt').fill('100')
    // BSC-20 counts calldata only, one mint per transaction: the bulk contract is not offered for it.
    await page.getByTestId('online-mint-one-per-transaction').waitFor()
    expect(
      await page.getByTestId('online-mint-method').locator('.ant-segmented-item-disabled').textContent(),
    ).toBe('Bulk contract')
    // ASC-20 (the account model) counts each ESIP-3 event.
    await deployTick('olb', 1_000_000, 100, 'asc-20')
    await chooseSelectOption(page, 'inscribe-mint-protocol', 'ASC-20')
    await page.getByTestId('inscribe-mint-tick').fill('olb')
    const ascMint = 'data:,{"p":"asc-20","op":"mint","tick":"olb","amt":"100"}'
    await expect.poll(() => page.getByTestId('online-mint-bytes-text').textContent()).toBe(ascMint)
    // The indexer has read the deploy (the card shows the tick): until then the run is refused.
    await page.getByTestId('inscribe-tick-figures').waitFor({ timeout: 30_000 })
    await page.getByTestId('online-mint-method').getByText('Bulk contract').click()
    await page.getByTestId('online-mint-contract-note').waitFor()
    await page.getByTestId('online-mint-count').fill('600')
    const before = await stack.publicClient.getTransactionCount({ address: account })
    await page.getByTestId('online-mint-start').click()
    const result = page.getByTestId('online-mint-result')
    await expect.poll(() => result.getAttribute('data-outcome'), { timeout: 90_000 }).toBe('success')
    expect(await stack.publicClient.getTransactionCount({ address: account })).toBe(before + 2)
    let events = 0
    for (const index of [0, 1]) {
      const hash = (await page
        .getByTestId(`online-mint-progress-tx-${index}`)
        .getAttribute('data-hash')) as Hex | null
      const receipt = await stack.publicClient.getTransactionReceipt({ hash: hash! })
      expect(receipt.status).toBe('success')
      const logs = parseEventLogs({ abi: bulkInscriberAbi, logs: receipt.logs })
      for (const log of logs) expect(log.args).toEqual({ initialOwner: account, contentURI: ascMint })
      events += logs.length
    }
    expect(events).toBe(600)
    // TokenBox's indexer counts every ASC-20 event for the sender: 600 mints of 100.
    const balance = async () => {
      const response = await fetch(
        `${stack.baseUrl}/api/v1/web/ins/balance?chain=31337&p=asc-20&tick=olb&address=${account}`,
      )
      return BigInt(((await response.json()) as { data: { balance: string } }).data.balance)
    }
    await expect.poll(balance, { timeout: 30_000 }).toBe(60_000n)
    await shoot(page, 'inscription-ol-contract-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await shoot(page, 'inscription-ol-contract-375-en.png', { fullPage: true })
  })

  /** Deploys a tick (bsc-20 unless told) from the connected account, as any user would (a self-sent deploy). */
  async function deployTick(name: string, max: number, lim: number, p = 'bsc-20') {
    const deployer = createWalletClient({
      account,
      chain: stack.chains[0].chain,
      transport: http(stack.rpcUrl),
    })
    const deploy = { p, op: 'deploy', tick: name, max: String(max), lim: String(lim) }
    await stack.publicClient.waitForTransactionReceipt({
      hash: await deployer.sendTransaction({
        to: account,
        data: stringToHex(`data:,${JSON.stringify(deploy)}`),
      }),
    })
  }

  it('stops on its own once the indexer says the tick is fully minted: the rest terminated, no gas spent on them', async () => {
    // A tick of 5 mints of 100: the first round of the 5 sub-wallets fills it.
    await deployTick('cap', 500, 100)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}/ins/bm`)
    await reconnect()
    // The last run is done: nothing to resume.
    await page.getByTestId('bulk-mint-form').waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByTestId('bulk-mint-wallet').count()).toBe(5)
    await page.getByTestId('inscribe-mint-tick').fill('cap')
    await page.getByTestId('inscribe-mint-amt').fill('100')
    await page.getByTestId('inscribe-tick-figures').waitFor({ timeout: 30_000 })
    await page.getByTestId('bulk-mint-count').fill('20')
    await page.getByTestId('bulk-mint-delay').fill('3')
    await page.getByTestId('bulk-mint-plan').waitFor({ timeout: 30_000 })
    const before = await minedBySubWallets()
    await page.getByTestId('bulk-mint-start').click()
    await page.getByTestId('bulk-mint-again').waitFor({ timeout: 120_000 })
    const success = await summary('success')
    const terminated = await summary('terminated')
    expect(success).toBeGreaterThanOrEqual(5)
    expect(terminated).toBeGreaterThan(0)
    expect(success + terminated).toBe(20)
    expect(await minedBySubWallets()).toBe(before + success)
    const reasons = await page
      .locator('[data-testid="bulk-mint-row"][data-state="terminated"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reason')))
    expect(reasons.length).toBeGreaterThan(0)
    expect(new Set(reasons)).toEqual(new Set(['mintedOut']))
    const tickStatus = async () => {
      const response = await fetch(`${stack.baseUrl}/api/v1/web/ins/tick?chain=31337&p=bsc-20&tick=cap`)
      return ((await response.json()) as { data: { tick: { minted: string } | null } }).data.tick?.minted
    }
    await expect.poll(tickStatus, { timeout: 30_000 }).toBe('500')
  })

  it('online bulk mint stops before its next transaction once the tick fills up during the run', async () => {
    // A tick of 3 mints of 100, and a run of 30 one-by-one mints: the indexer, asked before each
    // mint, says it is full long before the 30th (it follows the chain a moment behind).
    await deployTick('olc', 300, 100)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}/ins/ol`)
    await reconnect()
    await page.getByTestId('online-mint-form').waitFor({ timeout: 30_000 })
    await page.getByTestId('inscribe-mint-tick').fill('olc')
    await page.getByTestId('inscribe-mint-amt').fill('100')
    await page.getByTestId('inscribe-tick-figures').waitFor({ timeout: 30_000 })
    await page.getByTestId('online-mint-count').fill('30')
    const before = await stack.publicClient.getTransactionCount({ address: account })
    await page.getByTestId('online-mint-start').click()
    const result = page.getByTestId('online-mint-result')
    await result.waitFor({ timeout: 90_000 })
    await shoot(page, 'inscription-ol-minted-out-1440-en.png', { fullPage: true })
    expect(await result.getAttribute('data-outcome')).toBe('terminated')
    await page.getByTestId('online-minted-out').waitFor()
    const sent = (await stack.publicClient.getTransactionCount({ address: account })) - before
    expect(sent).toBeGreaterThanOrEqual(3)
    expect(sent).toBeLessThan(30)
    const minted = async () => {
      const response = await fetch(`${stack.baseUrl}/api/v1/web/ins/tick?chain=31337&p=bsc-20&tick=olc`)
      return ((await response.json()) as { data: { tick: { minted: string } | null } }).data.tick?.minted
    }
    await expect.poll(minted, { timeout: 30_000 }).toBe('300')
  })

  it('online bulk mint of an erc-20 tick: each transaction carries its own mint number, all counted', async () => {
    await deployTick('olid', 1000, 100, 'erc-20')
    await page.goto(`${stack.baseUrl}/ins/ol`)
    await reconnect()
    await page.getByTestId('online-mint-form').waitFor({ timeout: 30_000 })
    await chooseSelectOption(page, 'inscribe-mint-protocol', 'ERC-20')
    await page.getByTestId('inscribe-mint-tick').fill('olid')
    await page.getByTestId('inscribe-mint-amt').fill('100')
    await page.getByTestId('inscribe-tick-figures').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => page.getByTestId('inscribe-mint-id').inputValue(), { timeout: 30_000 })
      .not.toBe('')
    await page.getByTestId('online-mint-count').fill('3')
    const before = await stack.publicClient.getTransactionCount({ address: account })
    await page.getByTestId('online-mint-start').click()
    const result = page.getByTestId('online-mint-result')
    await expect.poll(() => result.getAttribute('data-outcome'), { timeout: 90_000 }).toBe('success')
    expect(await stack.publicClient.getTransactionCount({ address: account })).toBe(before + 3)
    const ids = new Set<string>()
    for (const index of [0, 1, 2]) {
      const hash = (await page
        .getByTestId(`online-mint-progress-tx-${index}`)
        .getAttribute('data-hash')) as Hex
      const sent = await stack.publicClient.getTransaction({ hash })
      const text = Buffer.from(sent.input.slice(2), 'hex').toString()
      expect(text).toMatch(/^data:,\{"p":"erc-20","op":"mint","tick":"olid","id":"([1-9]|10)","amt":"100"\}$/)
      ids.add(/"id":"([0-9]+)"/.exec(text)?.[1] ?? '')
    }
    expect(ids.size).toBe(3)
    // Once the indexer has read the run's blocks, the result says all three counted.
    const counted = page.getByTestId('online-mint-counted')
    await counted.waitFor({ timeout: 30_000 })
    expect(await counted.getAttribute('data-counted')).toBe('3')
    const minted = async () => {
      const response = await fetch(`${stack.baseUrl}/api/v1/web/ins/tick?chain=31337&p=erc-20&tick=olid`)
      return ((await response.json()) as { data: { tick: { minted: string } | null } }).data.tick?.minted
    }
    await expect.poll(minted, { timeout: 30_000 }).toBe('300')
  })

  it('bulk mint of an erc-20 tick from sub-wallets: every mint its own number, each counted once', async () => {
    await deployTick('bmid', 1000, 100, 'erc-20')
    await page.goto(`${stack.baseUrl}/ins/bm`)
    await reconnect()
    await page.getByTestId('bulk-mint-form').waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByTestId('bulk-mint-wallet').count()).toBe(5)
    await chooseSelectOption(page, 'inscribe-mint-protocol', 'ERC-20')
    await page.getByTestId('inscribe-mint-tick').fill('bmid')
    await page.getByTestId('inscribe-mint-amt').fill('100')
    await page.getByTestId('inscribe-tick-figures').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => page.getByTestId('inscribe-mint-id').inputValue(), { timeout: 30_000 })
      .not.toBe('')
    await page.getByTestId('bulk-mint-count').fill('5')
    await page.getByTestId('bulk-mint-delay').fill('0')
    await page.getByTestId('bulk-mint-plan').waitFor({ timeout: 30_000 })
    const before = await minedBySubWallets()
    await page.getByTestId('bulk-mint-start').click()
    await page.getByTestId('bulk-mint-again').waitFor({ timeout: 120_000 })
    expect(await summary('success')).toBe(5)
    expect(await minedBySubWallets()).toBe(before + 5)
    // Five transactions, five different numbers, and the indexer counts all five.
    const ids = new Set<string>()
    for (const wallet of wallets) {
      const nonce = await stack.publicClient.getTransactionCount({ address: wallet.address })
      const latest = await stack.publicClient.getBlockNumber({ cacheTime: 0 })
      for (let number = latest; number > latest - 40n && number >= 0n; number--) {
        const block = await stack.publicClient.getBlock({ blockNumber: number, includeTransactions: true })
        for (const sent of block.transactions) {
          if (sent.from.toLowerCase() !== wallet.address.toLowerCase() || sent.nonce !== nonce - 1) continue
          const text = Buffer.from(sent.input.slice(2), 'hex').toString()
          const id = /^data:,\{"p":"erc-20","op":"mint","tick":"bmid","id":"([0-9]+)","amt":"100"\}$/.exec(
            text,
          )?.[1]
          if (id) ids.add(id)
        }
      }
    }
    expect(ids.size).toBe(5)
    // The results say so once the indexer has read the run: five counted, none "Sent, not counted".
    await expect
      .poll(() => page.getByTestId('bulk-mint-summary').getAttribute('data-counted'), { timeout: 30_000 })
      .toBe('5')
    expect(await page.getByTestId('bulk-mint-not-counted').count()).toBe(0)
    const minted = async () => {
      const response = await fetch(`${stack.baseUrl}/api/v1/web/ins/tick?chain=31337&p=erc-20&tick=bmid`)
      return ((await response.json()) as { data: { tick: { minted: string } | null } }).data.tick?.minted
    }
    await expect.poll(minted, { timeout: 30_000 }).toBe('500')
  })
})

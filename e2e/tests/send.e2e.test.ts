import { readFileSync } from 'node:fs'
import { multiSenderAbi } from '@tokenbox/core/contracts/MultiSender.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { readBalances } from '@tokenbox/core/wallets/readBalances.ts'
import { type Address, getAddress, parseEther, parseUnits } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { devWallet } from '../harness/devWallet.ts'
import { addNativePool } from '../harness/dexSetup.ts'
import { chooseLanguage, nodeRpc } from '../harness/pageInput.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

/** `count` fresh addresses (never used on the node), distinct per `seed`. */
function freshAddresses(count: number, seed: number): Address[] {
  return Array.from({ length: count }, (_, index) =>
    privateKeyToAddress(
      `0x${(BigInt(seed) * 1_000_000n + BigInt(index) + 1n).toString(16).padStart(64, '0')}`,
    ),
  )
}

describe('multi sender on the local stack', () => {
  let sender: Address
  const pageErrors: string[] = []

  const rpc = (method: string, params: unknown[] = []) => nodeRpc(suite.stack.rpcUrl, method, params)
  const fillLines = (text: string) => suite.page.getByTestId('send-lines').fill(text)
  const balances = (accounts: Address[], token?: Address) =>
    readBalances(suite.stack.publicClient, {
      accounts,
      native: !token,
      tokens: token ? [token] : [],
      multicallAddress: suite.stack.deployments.contracts.multicall3,
    })

  /** Back to Prepare after a finished send (a no-op when already there). */
  const startOver = async () => {
    if (await suite.page.getByTestId('send-new').count()) await suite.page.getByTestId('send-new').click()
  }

  const chooseAsset = async (label: string) => {
    await suite.page.getByTestId('send-asset').click()
    await suite.page.locator('.ant-select-item-option', { hasText: label }).first().click()
    await suite.page.getByTestId('send-asset-info').waitFor()
  }

  const state = (index: number) => suite.page.getByTestId(`send-state-${index}`).textContent()

  /**
   * Starts the send with the node mining only when told, and mines the first batch: returns once
   * the second batch is being generated, its prompt still the test's to answer.
   */
  async function startUntilSecondBatch() {
    await rpc('evm_setAutomine', [false])
    await suite.page.getByTestId('send-start').click()
    await expect.poll(() => state(0), { timeout: 20_000 }).toBe('Generating')
    await rpc('evm_mine')
    await expect.poll(() => state(1), { timeout: 20_000 }).toBe('Generating')
  }

  const suite = pageSuite({
    prepare: async (stack) => {
      const [deployer, user] = stack.accounts as [Address, Address]
      sender = user
      const deployerClient = devWallet(stack, deployer)
      await stack.publicClient.waitForTransactionReceipt({
        hash: await writeErc20(
          deployerClient,
          stack.deployments.contracts.usdt,
          'transfer',
          user,
          parseUnits('1000000', 6),
        ),
      })
      // A pool that prices the coin at $3,000 (300,000 USDT against 100 ETH): a preview values what it sends.
      await addNativePool(
        stack,
        deployerClient,
        stack.deployments.contracts.usdt,
        parseUnits('300000', 6),
        parseEther('100'),
      )
    },
    connect: { path: '/wa/se', account: () => sender },
  })
  beforeAll(async () => {
    suite.page.on('pageerror', (error) => pageErrors.push(error.message))
  })

  it('refuses an empty list and bad lines with the spec messages, listing each bad line, and sends nothing', async () => {
    await suite.page.getByTestId('send-page').waitFor()
    expect(await suite.page.title()).toBe('Multi Sender - TokenBox')
    await suite.page.getByTestId('send-asset-info').waitFor()
    await suite.page.getByTestId('send-next').click()
    expect(await suite.page.getByTestId('send-refusal').textContent()).toBe(
      'Receiving list is empty, fill in address and amount.',
    )
    const [good] = freshAddresses(1, 1) as [Address]
    await fillLines(`${good}，1.5\n0x1234,5\n${good},abc\njust some words\n${good},0.1`)
    const issues = suite.page.getByTestId('send-line-issues')
    await issues.waitFor()
    expect(await issues.locator('.ant-list-item').allTextContents()).toEqual([
      'Line 2: Illegal address',
      'Line 3: Invalid amount',
      'Line 4: Batch send format is address,number, one per line',
    ])
    expect(await suite.page.getByTestId('send-duplicates').textContent()).toContain('lines 1, 5')
    await suite.page.getByTestId('send-next').click()
    expect(await suite.page.getByTestId('send-refusal').textContent()).toContain(
      'Batch send format is address,number, one per line',
    )
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await animationsSettled(suite.page)
    await shoot(suite.page, 'send-prepare-375-en.png', { fullPage: true })
    // Nothing of the screen sticks out sideways on a phone, once laid out for its width.
    await expect
      .poll(() => suite.page.getByTestId('send-page').evaluate((card) => card.scrollWidth - card.clientWidth))
      .toBeLessThanOrEqual(0)
    // Nor does the page (the header's wallet button once did by a pixel).
    await expect
      .poll(() => suite.page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375)
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await shoot(suite.page, 'send-prepare-issues-1440-en.png', { fullPage: true })
    // Merging the duplicates keeps the bad lines for the user to fix.
    await suite.page.getByTestId('send-merge').click()
    expect(await suite.page.getByTestId('send-lines').inputValue()).toBe(
      `${good},1.6\n0x1234,5\n${good},abc\njust some words`,
    )
    // "Remove invalid lines" leaves the one good line, and the list is clean.
    await suite.page.getByTestId('send-remove-bad-lines').click()
    expect(await suite.page.getByTestId('send-lines').inputValue()).toBe(`${good},1.6`)
    await issues.waitFor({ state: 'detached' })
    expect(suite.wallet.sentTransactions()).toBe(0)
  })

  it('shows what a send of the coin does before the wallet signs it (issue 80), and the chain then does just that', async () => {
    await chooseAsset('ETH')
    const recipients = freshAddresses(3, 80)
    const amounts = [parseEther('1'), parseEther('0.85'), parseEther('1')]
    await fillLines(recipients.map((address, index) => `${address},${['1', '0.85', '1'][index]}`).join('\n'))
    await expect.poll(() => suite.page.getByTestId('send-summary').textContent()).toContain('Total2.85 ETH')
    await suite.page.getByTestId('send-next').click()
    await suite.page.getByTestId('send-plan').waitFor()
    const senderBefore = await suite.stack.publicClient.getBalance({ address: sender })
    const sentBefore = suite.wallet.sentHashes.length
    // The wallet keeps the prompt open, as a user reading it: the line must be there before signing.
    const prompt = suite.wallet.hold('eth_sendTransaction', 0)
    await suite.page.getByTestId('send-start').click()
    const preview = suite.page.getByTestId('send-preview')
    await preview.waitFor({ timeout: 30_000 })
    await expect
      .poll(() => suite.page.getByTestId('send-state-0').textContent())
      .toBe('Waiting for confirmation')
    // Valued by the pool set up above: the coin at $3,000.
    const [line = ''] = await preview.locator('li').allTextContents()
    expect(line).toBe('You send 2.85 ETH (about $8,550.00) to 3 addresses')
    expect(await preview.locator('li').first().getAttribute('data-tone')).toBe('out')
    expect(suite.wallet.sentHashes.length).toBe(sentBefore)
    await shoot(suite.page, 'send-preview-1440-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await animationsSettled(suite.page)
    await shoot(suite.page, 'send-preview-375-en.png', { fullPage: true })
    // The same line in Chinese, while the prompt is still open.
    await chooseLanguage(suite.page, 'zh')
    await expect
      .poll(async () => (await preview.locator('li').allTextContents())[0])
      .toMatch(/^你将转出2\.85 ETH（约(US)?\$8,550\.00）给3个地址$/)
    await shoot(suite.page, 'send-preview-375-zh.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await animationsSettled(suite.page)
    await shoot(suite.page, 'send-preview-1440-zh.png', { fullPage: true })
    await chooseLanguage(suite.page, 'en')
    await expect.poll(async () => (await preview.locator('li').allTextContents())[0]).toBe(line)

    prompt.release()
    await suite.page.getByTestId('send-done').waitFor({ timeout: 60_000 })
    // Gone once the transaction is done: it was about the step being signed.
    expect(await preview.count()).toBe(0)
    // What the chain did is what was shown: 2.85 ETH left (beside the fee), in the amounts listed.
    const { native } = await balances(recipients)
    expect(native).toEqual(amounts)
    const [hash] = suite.wallet.sentHashes.slice(sentBefore)
    const receipt = await suite.stack.publicClient.getTransactionReceipt({ hash: hash! })
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(senderBefore - (await suite.stack.publicClient.getBalance({ address: sender })) - fee).toBe(
      parseEther('2.85'),
    )
    await startOver()
  })

  it('sends USDT to 500 addresses in three batches, and a rejected batch is retried without resending the others', async () => {
    const { usdt } = suite.stack.deployments.contracts
    const recipients = freshAddresses(500, 2)
    const amounts = recipients.map((_, index) => parseUnits(String(index + 1), 6) / 100n)
    await chooseAsset('USDT')
    await fillLines(
      recipients.map((address, index) => `${address},${Number(amounts[index]) / 1e6}`).join('\n'),
    )
    await expect.poll(() => suite.page.getByTestId('send-summary').textContent()).toContain('Recipients500')
    await suite.page.getByTestId('send-next').click()
    await suite.page.getByTestId('send-plan').waitFor()
    expect(await suite.page.getByTestId('send-approval').textContent()).toContain('1,252.5 USDT')
    await suite.page
      .locator('input[data-testid="send-per-batch"], [data-testid="send-per-batch"] input')
      .fill('200')
    await expect.poll(() => suite.page.getByTestId('send-transaction-count').textContent()).toBe('4')
    await shoot(suite.page, 'send-confirm-1440-en.png', { fullPage: true })

    // Mine by hand so that the second batch's prompt can be declined in the wallet.
    await startUntilSecondBatch()
    suite.wallet.rejectNext('eth_sendTransaction')
    await rpc('evm_mine')
    await rpc('evm_setAutomine', [true])
    await suite.page.getByTestId('send-error').waitFor()
    expect(await suite.page.getByTestId('send-error').textContent()).toContain('Transaction terminated')
    expect(await state(1)).toBe('Confirmed')
    expect(await state(2)).toBe('Failed')

    await suite.page.getByTestId('send-retry').click()
    await suite.page.getByTestId('send-done').waitFor({ timeout: 60_000 })
    expect(await suite.page.getByTestId('send-done').textContent()).toContain(
      'Sent 1,252.5 USDT to 500 recipients',
    )
    const { tokens } = await balances(recipients, usdt)
    expect(tokens[0]).toEqual(amounts)

    const download = suite.page.waitForEvent('download')
    await suite.page.getByTestId('send-export').click()
    const csv = readFileSync(await (await download).path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    // Every text is quoted (the amount too: an exact decimal); line and batch numbers are bare.
    expect(csv[0]).toBe('"line","address","amount","symbol","batch","status","tx hash"')
    expect(csv).toHaveLength(501)
    expect(csv[1]).toMatch(new RegExp(`^1,"${recipients[0]}","0.01","USDT",1,"sent","0x[0-9a-f]{64}"$`))
    expect(new Set(csv.slice(1).map((row) => row.split(',')[6])).size).toBe(3)
    await shoot(suite.page, 'send-done-1440-en.png', { fullPage: true })
  })

  it('sends native coin to 500 bare addresses with the same amount, split under the gas cap', async () => {
    await startOver()
    await chooseAsset('ETH')
    const recipients = freshAddresses(500, 3)
    await fillLines(recipients.join('\n'))
    await suite.page.getByTestId('send-same-amount').fill('0.01')
    await suite.page.getByTestId('send-same-amount-apply').click()
    await expect.poll(() => suite.page.getByTestId('send-summary').textContent()).toContain('Total5 ETH')
    await suite.page.getByTestId('send-next').click()
    await suite.page.getByTestId('send-plan').waitFor()
    // 500 new accounts cost about 17.5M gas: more than one transaction may carry.
    expect(
      Number(await suite.page.getByTestId('send-transaction-count').textContent()),
    ).toBeGreaterThanOrEqual(2)
    await suite.page.getByTestId('send-start').click()
    await suite.page.getByTestId('send-done').waitFor({ timeout: 60_000 })
    const { native } = await balances(recipients)
    expect(native.every((balance) => balance === parseEther('0.01'))).toBe(true)
    expect(
      await suite.stack.publicClient.getBalance({ address: suite.stack.deployments.contracts.send }),
    ).toBe(0n)
  })

  it('resumes a send after the page was reloaded mid-way, awaiting the batch in flight instead of resending it', async () => {
    await startOver()
    await chooseAsset('ETH')
    const recipients = freshAddresses(300, 5)
    await fillLines(recipients.map((address) => `${address},0.02`).join('\n'))
    await expect.poll(() => suite.page.getByTestId('send-summary').textContent()).toContain('Recipients300')
    await suite.page.getByTestId('send-next').click()
    await suite.page
      .locator('input[data-testid="send-per-batch"], [data-testid="send-per-batch"] input')
      .fill('100')
    await expect.poll(() => suite.page.getByTestId('send-transaction-count').textContent()).toBe('3')
    const before = suite.wallet.sentTransactions()
    await startUntilSecondBatch()
    // The tab goes away while batch 2 is in the mempool.
    await suite.page.reload()
    // The wallet reconnects by itself (it was connected when the tab went away).
    await suite.page.getByTestId('account-address').waitFor()
    const banner = suite.page.getByTestId('send-unfinished')
    await banner.waitFor()
    expect(await banner.textContent()).toContain('1 of 3 batches are confirmed')
    await suite.page.getByTestId('send-resume').click()
    await expect.poll(() => state(1), { timeout: 20_000 }).toBe('Generating')
    await rpc('evm_mine')
    await rpc('evm_setAutomine', [true])
    await suite.page.getByTestId('send-done').waitFor({ timeout: 60_000 })
    expect(suite.wallet.sentTransactions() - before).toBe(3)
    const { native } = await balances(recipients)
    expect(native.every((balance) => balance === parseEther('0.02'))).toBe(true)
    // Finished tasks are not offered again.
    await suite.page.getByTestId('send-new').click()
    await suite.page.getByTestId('send-asset-info').waitFor()
    expect(await suite.page.getByTestId('send-unfinished').count()).toBe(0)
  })

  it('offers to create the batch contract where the chain has none, at its shared address', async () => {
    const fresh = await suite.stack.context.newPage()
    // The server's answer without the local chain's sender: the chain then has none, as most
    // catalogue chains.
    await fresh.route('**/api/v1/web/config', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      delete body.data.localChains[0].contracts.send
      await route.fulfill({ response, json: body })
    })
    await fresh.goto(`${suite.stack.baseUrl}/wa/se`)
    await fresh.getByTestId('sender-missing').waitFor()
    expect(await fresh.getByTestId('sender-missing').textContent()).toContain(
      'This chain has no batch contract, do you want to create one?',
    )
    await fresh.getByTestId('sender-deploy').click()
    await fresh.getByTestId('send-lines').waitFor({ timeout: 60_000 })
    // The fee-less sender every browser finds at the same address (deterministic deployment proxy).
    const shared = sharedContractAddress.MultiSender.cancun
    expect(shared.toLowerCase()).not.toBe(suite.stack.deployments.contracts.send.toLowerCase())
    expect(
      await suite.stack.publicClient.readContract({
        address: shared,
        abi: multiSenderAbi,
        functionName: 'fee',
      }),
    ).toBe(0n)
    await fresh.close()
  })

  it('catches an insufficient balance at Confirm, before any transaction', async () => {
    await startOver()
    await chooseAsset('USDC')
    const before = suite.wallet.sentTransactions()
    await fillLines(`${freshAddresses(1, 4)[0]},1`)
    // The user holds no USDC: Prepare already says so.
    await suite.page.getByTestId('send-next').click()
    expect(await suite.page.getByTestId('send-refusal').textContent()).toBe('Insufficient balance')
    expect(suite.wallet.sentTransactions()).toBe(before)
    expectNoErrors(pageErrors)
    expect(sender).toBeDefined()
  })

  it('finds a token by its address pasted into the asset search, listed or not (issue 52)', async () => {
    await startOver()
    const [deployer] = suite.stack.accounts as [Address]
    const deployerClient = devWallet(suite.stack, deployer)
    const receipt = await suite.stack.publicClient.waitForTransactionReceipt({
      hash: await deployerClient.deployContract({
        abi: referenceERC20Abi,
        bytecode: referenceERC20Bytecode,
        args: [parseEther('1000')],
      }),
    })
    const unlisted = getAddress(receipt.contractAddress!)
    // A listed token's address finds the token by its name.
    await suite.page.getByTestId('send-asset').click()
    await suite.page.keyboard.insertText(suite.stack.deployments.contracts.usdc)
    await suite.page.locator('.ant-select-item-option', { hasText: 'USDC' }).first().click()
    await expect.poll(() => suite.page.getByTestId('send-asset-info').textContent()).toContain('(USDC)')
    // Any other token's address is offered by the symbol read from the chain (issue 77: it read
    // "Token at 0x…" until chosen).
    await suite.page.getByTestId('send-asset').click()
    await suite.page.keyboard.insertText(unlisted.toLowerCase())
    const pasted = suite.page.locator('.ant-select-item-option', { hasText: unlisted })
    await expect.poll(() => pasted.textContent()).toBe(`REF · ${unlisted}`)
    await pasted.click()
    await expect
      .poll(() => suite.page.getByTestId('send-asset-info').textContent())
      .toContain('Reference (REF)')
    expect(await suite.page.getByTestId('send-token-address').inputValue()).toBe(unlisted)
  })
})

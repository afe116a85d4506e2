import { multisigWalletAbi } from '@tokenbox/core/contracts/MultisigWallet.abi.ts'
import { sampleStablecoinAbi } from '@tokenbox/core/contracts/SampleStablecoin.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, getAddress, http, parseEther, parseUnits } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

describe('multisig wallet on the local stack', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let a: Address
  let b: Address
  let c: Address
  let outsider: Address
  let multisig: Address
  const recipient = getAddress('0x00000000000000000000000000000000000be1f1')
  const consoleErrors: string[] = []

  const errorTexts = () => page.locator('.ant-form-item-explain-error').allTextContents()
  const order = (id: number) => page.getByTestId(`multisig-order-${id}`)
  const confirmations = (id: number) => page.getByTestId(`multisig-order-${id}-confirmations`).textContent()
  const pickOption = async (testId: string, text: string) => {
    await page.getByTestId(testId).click()
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
      .first()
      .click()
  }
  const showFilter = (label: 'Undone' | 'Finished') =>
    page.getByTestId('multisig-orders-filter').getByText(label).click()
  const actAs = async (account: Address) => {
    await wallet.setAccount(account)
    await page.getByTestId('account-address').waitFor()
    await page.getByTestId('multisig-wallet').waitFor()
  }

  beforeAll(async () => {
    stack = await startStack()
    ;[, a, b, c, outsider] = stack.accounts as [Address, Address, Address, Address, Address]
    ;({ page, wallet } = await openConnectedPage(stack, '/ot/ms', a))
    page.on('pageerror', (error) => consoleErrors.push(error.message))
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('opens on Create with the connected wallet as the first signer', async () => {
    await page.getByRole('tab', { name: 'Create' }).waitFor()
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Create', 'Open'])
    expect(await page.title()).toBe('Multisig Wallet - TokenBox')
    expect(await page.getByTestId('multisig-signer-0').inputValue()).toBe(a)
    await expect
      .poll(() => page.getByTestId('multisig-predicted').textContent())
      .toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('refuses bad signers with the spec messages and sends nothing', async () => {
    const before = wallet.sentTransactions()
    await page.getByTestId('multisig-signer-1').fill('hello')
    await page.getByTestId('multisig-signer-2').fill(a.toLowerCase())
    await page.getByTestId('multisig-create-submit').click()
    await expect.poll(errorTexts).toEqual(['Illegal address', 'This signer is already in the list'])
    await page.getByTestId('multisig-signer-add').click()
    await page.getByTestId('multisig-create-submit').click()
    await expect.poll(errorTexts).toContain('Signer cannot be empty')
    await page.getByTestId('multisig-signer-remove-3').click()
    expect(wallet.sentTransactions()).toBe(before)
    await shoot(page, 'multisig-create-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'multisig-create-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('creates a 2-of-3 wallet at the predicted address and opens it', async () => {
    await page.getByTestId('multisig-signer-1').fill(b)
    await page.getByTestId('multisig-signer-2').fill(c)
    const predicted = (await page.getByTestId('multisig-predicted').textContent()) ?? ''
    expect(await page.getByTestId('multisig-threshold').textContent()).toContain('2 of 3')
    await page.getByTestId('multisig-create-submit').click()
    await page.getByTestId('multisig-wallet').waitFor({ timeout: 60_000 })
    multisig = getAddress(new URL(page.url()).searchParams.get('wallet') ?? '')
    expect(multisig).toBe(getAddress(predicted))
    expect(await page.getByTestId('multisig-address').textContent()).toBe(multisig)
    expect(await page.getByTestId('multisig-threshold-value').textContent()).toBe('2 of 3')
    const signers = await page.getByTestId('multisig-signers').textContent()
    for (const signer of [a, b, c]) expect(signers).toContain(signer)
    expect(await page.getByTestId('multisig-signers').getByText('You').count()).toBe(1)
  })

  it('submits a native send as A, confirms it as B, executes it, and the recipient gets exactly the amount', async () => {
    // Fund the wallet from another account, as any depositor would.
    const funder = createWalletClient({
      account: stack.accounts[0]!,
      chain: hardhat,
      transport: http(stack.rpcUrl),
    })
    await stack.publicClient.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: multisig, value: parseEther('5') }),
    })
    await page.reload()
    await page.getByTestId('multisig-wallet').waitFor()
    expect(await page.getByTestId('multisig-balance').textContent()).toBe('5 ETH')

    const before = await stack.publicClient.getBalance({ address: recipient })
    await page.getByTestId('multisig-order-to').fill(recipient)
    await page.getByTestId('multisig-order-amount').fill('1.25')
    await page.getByTestId('multisig-order-submit').click()
    await page.getByTestId('multisig-order-submitted').waitFor({ timeout: 60_000 })
    await order(0).waitFor()
    expect(await page.getByTestId('multisig-order-0-description').textContent()).toContain('Send 1.25 ETH')
    expect(await confirmations(0)).toBe('Confirmations 1/2')
    expect(await page.getByTestId('multisig-order-0-execute').isDisabled()).toBe(true)
    expect(await page.getByTestId('multisig-order-0-revoke').isVisible()).toBe(true)

    await actAs(b)
    await page.getByTestId('multisig-order-0-confirm').click()
    await expect.poll(() => confirmations(0), { timeout: 60_000 }).toBe('Confirmations 2/2')
    await page.getByTestId('multisig-order-0-execute').click()
    await order(0).waitFor({ state: 'detached', timeout: 60_000 })
    expect(await stack.publicClient.getBalance({ address: recipient })).toBe(before + parseEther('1.25'))
    await showFilter('Finished')
    await order(0).waitFor()
    expect(await order(0).textContent()).toContain('Finished')
    expect(await page.getByTestId('multisig-balance').textContent()).toBe('3.75 ETH')
  })

  it('transfers a token through an order', async () => {
    const { usdt } = stack.deployments.contracts
    const funder = createWalletClient({
      account: stack.accounts[0]!,
      chain: hardhat,
      transport: http(stack.rpcUrl),
    })
    await stack.publicClient.waitForTransactionReceipt({
      hash: await funder.writeContract({
        address: usdt,
        abi: sampleStablecoinAbi,
        functionName: 'transfer',
        args: [multisig, parseUnits('100', 6)],
      }),
    })
    await showFilter('Undone')
    await page.getByTestId('multisig-order-kind').getByText('Send token').click()
    await page.getByTestId('multisig-order-token').fill(usdt)
    await expect.poll(() => page.getByTestId('multisig-order-token-info').textContent()).toContain('USDT')
    await page.getByTestId('multisig-order-to').fill(recipient)
    await page.getByTestId('multisig-order-amount').fill('12.5')
    await page.getByTestId('multisig-order-submit').click()
    await order(1).waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('multisig-order-1-description').textContent()).toContain(
      'Transfer 12.5 USDT',
    )
    await actAs(c)
    await page.getByTestId('multisig-order-1-confirm').click()
    await expect.poll(() => confirmations(1), { timeout: 60_000 }).toBe('Confirmations 2/2')
    await page.getByTestId('multisig-order-1-execute').click()
    await order(1).waitFor({ state: 'detached', timeout: 60_000 })
    const held = await stack.publicClient.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    expect(held).toBe(parseUnits('12.5', 6))
  })

  it('raises the threshold through a change order', async () => {
    await page.getByTestId('multisig-order-kind').getByText('Signers and threshold').click()
    await pickOption('multisig-order-change', 'Change required signatures')
    await pickOption('multisig-order-threshold', '3 of 3')
    await page.getByTestId('multisig-order-submit').click()
    await order(2).waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('multisig-order-2-description').textContent()).toBe(
      'Change required signatures to 3',
    )
    await actAs(a)
    await page.getByTestId('multisig-order-2-confirm').click()
    await expect.poll(() => confirmations(2), { timeout: 60_000 }).toBe('Confirmations 2/2')
    await page.getByTestId('multisig-order-2-execute').click()
    await expect
      .poll(() => page.getByTestId('multisig-threshold-value').textContent(), { timeout: 60_000 })
      .toBe('3 of 3')
  })

  it('revokes a confirmation, and a declined confirmation leaves the order as it was', async () => {
    await page.getByTestId('multisig-order-kind').getByText('Send ETH').click()
    await page.getByTestId('multisig-order-to').fill(recipient)
    await page.getByTestId('multisig-order-amount').fill('0.5')
    await page.getByTestId('multisig-order-submit').click()
    await order(3).waitFor({ timeout: 60_000 })
    expect(await confirmations(3)).toBe('Confirmations 1/3')
    await page.getByTestId('multisig-order-3-revoke').click()
    await expect.poll(() => confirmations(3), { timeout: 60_000 }).toBe('Confirmations 0/3')

    const before = wallet.sentTransactions()
    wallet.rejectNext('eth_sendTransaction')
    await page.getByTestId('multisig-order-3-confirm').click()
    await expect
      .poll(() => page.getByTestId('multisig-order-3-error').textContent(), { timeout: 30_000 })
      .toBe('Transaction terminated')
    expect(wallet.sentTransactions()).toBe(before + 1)
    expect(await confirmations(3)).toBe('Confirmations 0/3')
    expect(await page.getByTestId('multisig-order-3-confirm').isEnabled()).toBe(true)
    expect(await order(3).textContent()).toContain('Undone')
    await shoot(page, 'multisig-wallet-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'multisig-wallet-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('shows the wallet read-only to a non-signer, and every action says No permission', async () => {
    await actAs(outsider)
    await page.getByTestId('multisig-read-only').waitFor()
    const before = wallet.sentTransactions()
    await page.getByTestId('multisig-order-3-confirm').click()
    expect(await page.getByTestId('multisig-order-3-error').textContent()).toBe(
      'No permission to perform related operations',
    )
    await page.getByTestId('multisig-order-3-execute').click()
    expect(await page.getByTestId('multisig-order-3-error').textContent()).toBe(
      'No permission to perform related operations',
    )
    await page.getByTestId('multisig-order-to').fill(recipient)
    await page.getByTestId('multisig-order-amount').fill('1')
    await page.getByTestId('multisig-order-submit').click()
    expect(await page.getByTestId('multisig-order-error').textContent()).toBe(
      'No permission to perform related operations',
    )
    expect(wallet.sentTransactions()).toBe(before)
  })

  it('says in words why an order above the balance cannot execute, the raw error under Details', async () => {
    // Before: "The contract rejected the transaction: MultisigCallFailed(4)".
    await actAs(a)
    await page.getByTestId('multisig-order-kind').getByText('Send ETH').click()
    await page.getByTestId('multisig-order-to').fill(recipient)
    await page.getByTestId('multisig-order-amount').fill('10')
    const beforeWarning = wallet.sentTransactions()
    await page.getByTestId('multisig-order-submit').click()
    // Warned before the wallet opens, and still allowed to create it.
    const warning = page.getByTestId('multisig-order-funds')
    await warning.waitFor({ timeout: 30_000 })
    expect(await warning.locator('.ant-alert-title').textContent()).toBe(
      'The wallet holds 3.75 ETH; this transaction sends 10 ETH. It can be created now and executed once the wallet holds enough.',
    )
    expect(wallet.sentTransactions()).toBe(beforeWarning)
    await shoot(page.getByTestId('multisig-new-order'), 'multisig-funds-warning-1440-en.png')
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page.getByTestId('multisig-new-order'), 'multisig-funds-warning-375-en.png')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByTestId('multisig-order-submit-anyway').click()
    await order(4).waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('multisig-order-4-funds').locator('.ant-alert-title').textContent()).toBe(
      'Execution would fail now: the wallet holds 3.75 ETH; this transaction sends 10 ETH. Deposit more, or propose cancelling it.',
    )
    for (const signer of [b, c]) {
      await actAs(signer)
      await page.getByTestId('multisig-order-4-confirm').click()
      await expect
        .poll(() => page.getByTestId('multisig-order-4-revoke').isVisible(), { timeout: 60_000 })
        .toBe(true)
    }
    expect(await confirmations(4)).toBe('Confirmations 3/3')
    const before = wallet.sentTransactions()
    await page.getByTestId('multisig-order-4-execute').click()
    const error = page.getByTestId('multisig-order-4-error')
    await error.waitFor({ timeout: 30_000 })
    expect(await error.locator('.ant-alert-title').textContent()).toBe(
      'Transaction #4 could not be executed: its transfer or call failed. Check that the wallet holds enough to pay it and that the receiver accepts it; the transaction stays open.',
    )
    const details = page.getByTestId('multisig-order-4-error-details')
    expect(await details.getByText('MultisigCallFailed(4)').isVisible()).toBe(false)
    await details.getByText('Details').click()
    expect(await details.getByText('MultisigCallFailed(4)').isVisible()).toBe(true)
    await shoot(error, 'multisig-order-error-1440-en.png')
    // Refused by the estimate: the wallet was never asked, and the order stays open.
    expect(wallet.sentTransactions()).toBe(before)
    expect(await order(4).textContent()).toContain('Undone')
  })

  it('cancels the order that cannot execute through a cancel order the signers confirm', async () => {
    // A proposes cancelling #4: a cancel order (#5) linked both ways.
    await actAs(a)
    await page.getByTestId('multisig-order-4-cancel').click()
    await order(5).waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('multisig-order-5-description').textContent()).toBe(
      'Cancels transaction #4',
    )
    expect(await page.getByTestId('multisig-order-4-cancel-proposed').textContent()).toBe(
      'Cancellation proposed in transaction #5',
    )
    expect(await page.getByTestId('multisig-order-4-cancel').count()).toBe(0)
    await shoot(page.getByTestId('multisig-orders'), 'multisig-cancel-proposed-1440-en.png')
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page.getByTestId('multisig-orders'), 'multisig-cancel-proposed-375-en.png')
    await page.setViewportSize({ width: 1440, height: 900 })
    expect(await confirmations(5)).toBe('Confirmations 1/3')
    for (const signer of [b, c]) {
      await actAs(signer)
      await page.getByTestId('multisig-order-5-confirm').click()
      await expect
        .poll(() => page.getByTestId('multisig-order-5-revoke').isVisible(), { timeout: 60_000 })
        .toBe(true)
    }
    expect(await confirmations(5)).toBe('Confirmations 3/3')
    await page.getByTestId('multisig-order-5-execute').click()
    await order(4).waitFor({ state: 'detached', timeout: 60_000 })
    await showFilter('Finished')
    await order(4).waitFor()
    expect(await page.getByTestId('multisig-order-4-status').textContent()).toBe('Cancelled')
    expect(await page.getByTestId('multisig-order-4-cancelled-by').textContent()).toBe(
      'Cancelled by transaction #5',
    )
    expect(await page.getByTestId('multisig-order-5-status').textContent()).toBe('Finished')
    // Never to run, even once the wallet could pay for it.
    const funder = createWalletClient({
      account: stack.accounts[0]!,
      chain: hardhat,
      transport: http(stack.rpcUrl),
    })
    await stack.publicClient.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: multisig, value: parseEther('10') }),
    })
    expect(
      await stack.publicClient.readContract({
        address: multisig,
        abi: multisigWalletAbi,
        functionName: 'order',
        args: [4n],
      }),
    ).toMatchObject({ cancelled: true, executed: false })
    expect(await page.getByTestId('multisig-order-4-execute').count()).toBe(0)
    await shoot(page, 'multisig-cancelled-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'multisig-cancelled-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('lists the wallet under My wallets for a signer and opens it from there', async () => {
    await wallet.setAccount(b)
    await page.getByTestId('multisig-back').click()
    await page.getByRole('tab', { name: 'Open' }).waitFor()
    const row = page.getByTestId('multisig-mine-row')
    await expect.poll(() => row.count()).toBeGreaterThan(0)
    expect(await row.first().textContent()).toContain('Signer')
    await shoot(page, 'multisig-open-1440-en.png', { fullPage: true })
    await row.first().getByTestId('multisig-mine-open').click()
    await page.getByTestId('multisig-wallet').waitFor()
    expect(await page.getByTestId('multisig-address').textContent()).toBe(multisig)
    expectNoErrors(consoleErrors)
  })
})

import { type Address, createWalletClient, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { saleSuite } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { sellThroughRouter } from '../harness/sellThroughRouter.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'

const pairAbi = parseAbi(['function pair() view returns (address)'])

/**
 * The fair-launch token (`/co/fa`, and `/co/50?t=1` the "No dApp" fair sale): created from the
 * form (a limit above the cap refused in words first), minted by the Mint button from two accounts
 * until the cap, whose last mint launches the pool in the same transaction; the minter sells on
 * the pool; the launch list shows it under OVER; then a fair sale minted by a plain transfer sent
 * from outside the app, the change coming back, and by the page's Send button.
 */
describe('fair launch on the local stack', () => {
  let token: Address

  const fair = saleSuite('/co/fa')

  const minted = () => fair.page.getByTestId('fair-minted').getAttribute('data-minted')
  const phase = () => fair.page.getByTestId('fair-phase').getAttribute('data-phase')
  const balanceOf = (address: Address, account: Address) =>
    fair.stack.publicClient.readContract({
      address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })

  const fillForm = async (maxMints: string) => {
    await fair.page.getByTestId('token-name').fill('Fair Moon')
    await fair.page.getByTestId('token-symbol').fill('FMOON')
    await fair.page.getByTestId('fair-mint-amount').fill('1000')
    await fair.page.getByTestId('fair-mint-fee').fill('0.01')
    await fair.page.getByTestId('fair-max-mints').fill(maxMints)
    await fair.page.getByTestId('fair-premium').fill('100')
  }

  it('creates a fair launch whose summary states the creator powers, the curve and the pool', async () => {
    expect(await fair.page.title()).toBe('Fair Launch - TokenBox')
    await fair.page.setViewportSize({ width: 1440, height: 900 })
    await fillForm('4')
    // A times limit above the hard cap is refused in words before any wallet prompt.
    await fair.page.getByTestId('fair-per-address').fill('5')
    await fair.page.getByTestId('create-token-submit').click()
    await fair.page.getByText('The times limit per address cannot be above the hard cap.').waitFor()
    await fair.page.getByTestId('fair-per-address').fill('2')
    await expect.poll(() => fair.page.getByTestId('summary-figures').count()).toBe(0)
    expect(await fair.page.getByTestId('summary-ownerPowers').textContent()).toContain('no power')
    expect(await fair.page.getByTestId('summary-price').textContent()).toContain(
      '0.01 ETH for the first mint',
    )
    expect(await fair.page.getByTestId('summary-price').textContent()).toContain('0.0175 ETH for the last')
    await expect
      .poll(() => fair.page.getByTestId('summary-pool').textContent())
      .toContain('the LP is locked for 365 days')
    await shoot(fair.page, 'fair-create-1440-en.png', { fullPage: true })

    token = await submitTokenForm(fair.page)
    await fair.page.getByTestId('token-manage').click()
    await expect.poll(phase).toBe('minting')
    expect(await minted()).toBe('0')
    expect(await fair.page.getByTestId('fair-address').textContent()).toBe(token)
    // While minting, the page says when trading opens (issue 52: not "please add liquidity or
    // start trading", which nobody can do here).
    expect(await fair.page.getByTestId('fair-no-trading').textContent()).toBe(
      'Not trading yet: the pool is created when minting ends, and trading opens then.',
    )
  })

  it('mints to the cap from two accounts; the last mint launches the pool, and the minter sells on it', async () => {
    await fair.page.getByTestId('fair-times').fill('2')
    await fair.page.getByTestId('fair-mint').click()
    await fair.page.getByTestId('fair-done').waitFor({ timeout: 60_000 })
    await expect.poll(minted).toBe('2')
    await expect.poll(() => fair.page.getByTestId('fair-price').textContent()).toContain('0.015')
    // A fair launch gives nobody a power over its holders, and the mint page says so.
    const powers = fair.page.getByTestId('fair-token-powers')
    await expect.poll(() => powers.getAttribute('data-powers'), { timeout: 20_000 }).toBe('')
    expect(await powers.textContent()).toContain('finds no power over holders')
    await shoot(fair.page, 'fair-panel-1440-en.png', { fullPage: true })
    await fair.page.setViewportSize({ width: 375, height: 800 })
    await shoot(fair.page, 'fair-panel-375-en.png', { fullPage: true })
    await fair.page.setViewportSize({ width: 1440, height: 900 })

    await fair.wallet.setAccount(fair.buyer)
    await expect.poll(() => fair.page.getByTestId('fair-yours').count()).toBe(0)
    await fair.page.getByTestId('fair-times').fill('2')
    await fair.page.getByTestId('fair-mint').click()
    await expect.poll(phase, { timeout: 60_000 }).toBe('trading')
    expect(await minted()).toBe('4')

    const pair = await fair.stack.publicClient.readContract({
      address: token,
      abi: pairAbi,
      functionName: 'pair',
    })
    const { weth, lock } = fair.stack.deployments.contracts
    // 60% of the 0.055 paid and of the 4,000 minted.
    expect(await balanceOf(weth, pair)).toBe(parseEther('0.033'))
    expect(await balanceOf(token, pair)).toBe(parseEther('2400'))
    expect(await balanceOf(pair, lock)).toBeGreaterThan(0n)

    expect(
      (await sellThroughRouter(fair.stack, { seller: fair.buyer, token, amount: parseEther('500') })).status,
    ).toBe('success')
    expect(await balanceOf(token, pair)).toBe(parseEther('2900'))
  })

  it('lists the launch under OVER and opens it from there', async () => {
    await fair.page.getByRole('tab', { name: 'Create Token' }).click()
    await fair.page.getByTestId('fair-list-button').click()
    const dialog = fair.page.getByTestId('fair-list-dialog')
    const item = dialog.locator(`[data-testid="fair-list-item"][data-token="${token.toLowerCase()}"]`)
    await item.waitFor({ timeout: 30_000 })
    await dialog.getByText('In PROGRESS').click()
    await item.waitFor({ state: 'detached' })
    await dialog.getByText('OVER').click()
    await item.waitFor()
    await dialog.getByText('Label').click()
    await item.waitFor()
    await shoot(fair.page, 'fair-list-1440-en.png')
    await item.getByTestId('fair-list-open').click()
    await expect.poll(phase).toBe('trading')
  })

  it('mints the No dApp fair sale by a plain transfer from outside the app, the change coming back', async () => {
    await fair.wallet.setAccount(fair.creator)
    await fair.page.goto(`${fair.stack.baseUrl}/co/50?t=1`)
    await expect.poll(() => fair.page.title()).toBe('Fair Launch (Sale) - TokenBox')
    await fillForm('10')
    await fair.page.getByTestId('fair-per-address').fill('5')
    const sale = await submitTokenForm(fair.page)
    await fair.page.getByTestId('token-manage').click()
    await expect.poll(phase).toBe('minting')

    // 0.025 pays for the first two mints (0.01 + 0.011); 0.004 comes back in the same transaction.
    const client = createWalletClient({
      account: fair.buyer,
      chain: hardhat,
      transport: http(fair.stack.rpcUrl),
    })
    const before = await fair.stack.publicClient.getBalance({ address: fair.buyer })
    const hash = await client.sendTransaction({ to: sale, value: parseEther('0.025') })
    const receipt = await fair.stack.publicClient.waitForTransactionReceipt({ hash })
    const after = await fair.stack.publicClient.getBalance({ address: fair.buyer })
    expect(before - after - receipt.gasUsed * receipt.effectiveGasPrice).toBe(parseEther('0.021'))
    await expect.poll(minted, { timeout: 20_000 }).toBe('2')
    expect(await balanceOf(sale, fair.buyer)).toBe(parseEther('2000'))

    await fair.page.getByTestId('fair-send-amount').fill('0.012')
    await fair.page.getByTestId('fair-send').click()
    await fair.page.getByTestId('fair-done').waitFor({ timeout: 60_000 })
    await expect.poll(minted).toBe('3')
    await shoot(fair.page, 'fair-sale-panel-1440-en.png', { fullPage: true })
  })

  it('shows the mint screen and the introduction in Chinese and Japanese', async () => {
    for (const language of ['zh', 'ja'] as const) {
      await fair.page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await fair.page.goto(`${fair.stack.baseUrl}/co/fa`)
      await fair.page.getByRole('tab').nth(1).click()
      await fair.page.getByTestId('fair-token-address').fill(token)
      await fair.page.getByTestId('fair-load').click()
      await expect.poll(phase).toBe('trading')
      await shoot(fair.page, `fair-panel-1440-${language}.png`, { fullPage: true })
      await fair.page.getByRole('tab').nth(2).click()
      await fair.page.getByTestId('introduce').locator('article').waitFor()
      await shoot(fair.page, `fair-introduce-1440-${language}.png`, { fullPage: true })
    }
    await fair.page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
  })
})

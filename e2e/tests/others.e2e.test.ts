import { sampleStablecoinAbi } from '@tokenbox/core/contracts/SampleStablecoin.abi.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, getAddress, http, parseEther, parseUnits } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

/** Where the stack's server says gifts go on the local chain (a fresh address nobody else uses). */
const donationAddress: Address = getAddress('0x00000000000000000000000000000000000d0a7e')

describe('Unit Converter and Donate on the local stack', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let donor: Address
  const pageErrors: string[] = []
  const value = (testId: string) => page.getByTestId(testId).inputValue()

  beforeAll(async () => {
    stack = await startStack({ serverEnv: { DONATION_ADDRESS_31337: donationAddress } })
    donor = stack.accounts[6]!
    // The donor's USDT, from the deployer who holds the local supply.
    const deployer = createWalletClient({
      account: stack.accounts[0]!,
      chain: hardhat,
      transport: http(stack.rpcUrl),
    })
    await stack.publicClient.waitForTransactionReceipt({
      hash: await deployer.writeContract({
        address: stack.deployments.contracts.usdt,
        abi: sampleStablecoinAbi,
        functionName: 'transfer',
        args: [donor, parseUnits('100', 6)],
      }),
    })
    ;({ page, wallet } = await openConnectedPage(stack, '/ot/un', donor))
    page.on('pageerror', (error) => pageErrors.push(error.message))
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('converts exactly between every unit as the user types, and marks bad input', async () => {
    await page.getByTestId('unit-converter').waitFor()
    // Starts at 1 ether.
    expect(await value('unit-ether')).toBe('1')
    expect(await value('unit-wei')).toBe('1000000000000000000')
    expect(await value('unit-tether')).toBe('0.000000000001')

    await page.getByTestId('unit-gwei').fill('0.1')
    expect(await value('unit-wei')).toBe('100000000')
    expect(await value('unit-ether')).toBe('0.0000000001')
    expect(await value('unit-szabo')).toBe('0.0001')

    // Beyond float precision: 2^256 - 1 wei, exact in ether.
    await page.getByTestId('unit-wei').fill(((1n << 256n) - 1n).toString())
    expect(await value('unit-ether')).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    )

    // A fraction of a wei is marked with its reason, and no other unit shows a stale figure.
    await page.getByTestId('unit-kwei').fill('1.0005')
    await page.getByText('Less than 1 wei: at most 3 decimal places in this unit').waitFor()
    expect(await value('unit-wei')).toBe('')
    await page.getByTestId('unit-ether').fill('abc')
    await page.getByText('Invalid amount: use digits with at most one decimal point').waitFor()
    expect(await value('unit-gwei')).toBe('')
    // Back to a good value: the marks go away.
    await page.getByTestId('unit-ether').fill('2.5e-3')
    expect(await value('unit-finney')).toBe('2.5')
    expect(await page.locator('.ant-form-item-has-error').count()).toBe(0)

    // Copy puts the exact text on the clipboard.
    await stack.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl })
    await page.getByTestId('unit-wei-copy').locator('.ant-typography-copy').click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2500000000000000')
    await shoot(page, 'others-units-1280-en.png', { fullPage: true })
  })

  it('shows the donation address with a QR code and refuses bad amounts without sending', async () => {
    await page.goto(`${stack.baseUrl}/ot/do`)
    await page.getByTestId('account-address').waitFor()
    await page.getByTestId('donate-address-card').waitFor()
    expect(await page.getByTestId('donate-address').textContent()).toBe(donationAddress)
    expect(await page.getByTestId('donate-qr').locator('canvas').count()).toBe(1)

    const requestsBefore = wallet.requests.length
    await page.getByTestId('donate-submit').click()
    await page.getByText('Amount cannot be empty').waitFor()
    await page.getByTestId('donate-amount').fill('1..2')
    await page.getByTestId('donate-submit').click()
    await page.getByText('Invalid amount').waitFor()
    await page.getByTestId('donate-amount').fill('1000000')
    await page.getByTestId('donate-submit').click()
    await page.getByText('Insufficient balance').waitFor()
    expect(wallet.requests.slice(requestsBefore)).not.toContain('eth_sendTransaction')
    expect(await stack.publicClient.getBalance({ address: donationAddress })).toBe(0n)
  })

  it('sends a gift of native coin, then of a token, exactly; a declined one changes nothing', async () => {
    await page.getByTestId('donate-amount').fill('0.25')
    wallet.rejectNext('eth_sendTransaction')
    await page.getByTestId('donate-submit').click()
    await page.getByTestId('donate-error').getByText('Transaction terminated').waitFor()
    expect(await stack.publicClient.getBalance({ address: donationAddress })).toBe(0n)
    // The form is intact: the same amount is sent with one more click.
    expect(await value('donate-amount')).toBe('0.25')
    await page.getByTestId('donate-submit').click()
    await page.getByTestId('donate-done').waitFor()
    expect(await page.getByTestId('donate-done').textContent()).toContain('0.25 ETH arrived.')
    expect(await stack.publicClient.getBalance({ address: donationAddress })).toBe(parseEther('0.25'))
    await shoot(page, 'others-donate-done-1280-en.png')

    // A token gift: the local USDT (6 decimals) the donor got from the deployer.
    const { usdt } = stack.deployments.contracts
    const usdtBalance = () =>
      stack.publicClient.readContract({
        address: usdt,
        abi: sampleStablecoinAbi,
        functionName: 'balanceOf',
        args: [donationAddress],
      })
    await page.getByTestId('donate-again').click()
    await page.getByTestId('donate-asset').click()
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText('USDT', { exact: true })
      .click()
    await page.getByText(/^Balance: [\d,.]+ USDT$/).waitFor()
    await page.getByTestId('donate-amount').fill('12.345678')
    await page.getByTestId('donate-submit').click()
    await page.getByTestId('donate-done').waitFor()
    expect(await usdtBalance()).toBe(parseUnits('12.345678', 6))
    expectNoErrors(pageErrors)
  })

  it('asks a wallet on an unsupported chain to switch, and the page comes back after the switch', async () => {
    await wallet.setChain(999_999)
    await page
      .getByTestId('wrong-network')
      .getByText('Your wallet is on another network, please switch network')
      .waitFor()
    expect(await page.getByTestId('donate-form').count()).toBe(0)
    await page.getByTestId('wrong-network-switch').click()
    await page.getByTestId('network-option-31337').click()
    await page.getByTestId('donate-address-card').waitFor()
    expect(wallet.chainId()).toBe(31337)
  })

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.getByTestId('donate-form').waitFor()
    await page.getByTestId('donate-address-card').waitFor()
    await animationsSettled(page)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375)
    await shoot(page, 'others-donate-375-en.png', { fullPage: true })
    await page.goto(`${stack.baseUrl}/ot/un`)
    await page.getByTestId('unit-converter').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shoot(page, 'others-units-375-en.png', { fullPage: true })
  })

  it("speaks the user's language: the converter's marks and the donate page in zh and ja", async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const [language, title, mark, donate] of [
      ['zh', '单位换算', '数量无效', '用钱包捐赠'],
      ['ja', '単位換算', '数量が正しくありません', 'ウォレットで寄付する'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('tokenbox.language', value), language)
      await page.goto(`${stack.baseUrl}/ot/un`)
      await page.getByTestId('unit-converter').waitFor()
      await page.getByText(title, { exact: true }).first().waitFor()
      await page.getByTestId('unit-gwei').fill('1,5')
      await page.getByText(mark).waitFor()
      await shoot(page, `others-units-1280-${language}.png`)
      await page.goto(`${stack.baseUrl}/ot/do`)
      await page.getByText(donate, { exact: true }).waitFor()
      await shoot(page, `others-donate-1280-${language}.png`)
    }
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
    expectNoErrors(pageErrors)
  })
})

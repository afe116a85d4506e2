import { switcherChainIds } from '@tokenbox/core/chains/chainCatalogue.ts'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet, type TestWallet } from '../harness/testWallet.ts'

describe('network switch on the local stack', () => {
  let stack: Stack
  let wallet: TestWallet
  let page: Page

  const openSwitcher = async () => {
    await page.getByTestId('network-switch').click()
    await page.getByRole('listbox').waitFor()
  }
  const optionIds = () =>
    page
      .getByRole('option')
      .evaluateAll((options) =>
        options.map((option) => Number(option.getAttribute('data-testid')?.split('-').pop())),
      )
  const currentOption = () => page.locator('[role="option"][data-current="true"]').getAttribute('data-testid')
  const selectedOption = () =>
    page.locator('[role="option"][aria-selected="true"]').getAttribute('data-testid')

  beforeAll(async () => {
    stack = await startStack()
    wallet = await installTestWallet(stack.context, { rpcUrl: stack.rpcUrl, account: stack.accounts[3]! })
    page = await stack.context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    // Connected by hand, as a visitor who disconnected before: the start-up auto-connect (5 s after
    // load) would otherwise race the click on a loaded machine.
    await page.addInitScript(() => localStorage.setItem('tokenbox.wallet.userDisconnected', '1'))
    await page.goto(`${stack.baseUrl}/home`)
    await page.getByTestId('connect-wallet').click()
    await page.getByTestId('connector-org.tokenbox.testwallet').click()
    await page.getByTestId('account-address').waitFor()
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('lists the local chain, then the switcher chains of spec 000 section 9 in order, the current one marked', async () => {
    expect(await page.getByTestId('network-name').textContent()).toBe('TokenBox Local')
    await openSwitcher()
    const expected = switcherChainIds.filter((id) => getChainEntry(id) !== undefined)
    expect(await optionIds()).toEqual([31337, ...expected])
    expect(await currentOption()).toBe('network-option-31337')
    expect(await page.getByTestId('network-option-56').textContent()).toBe('BSC Mainnet')
    expect(await page.getByTestId('network-option-56').locator('img').getAttribute('src')).toBe(
      '/chains/bsc.svg',
    )
    await shoot(page, 'network-switch-en-1440.png')
  })

  it('4902: the wallet does not know BSC, so it is added (18-decimal coin, RPC, explorer) and switched to', async () => {
    const before = wallet.requests.length
    await page.getByTestId('network-option-56').click()
    await page.getByRole('listbox').waitFor({ state: 'hidden' })
    await expect.poll(() => page.getByTestId('network-name').textContent()).toBe('BSC Mainnet')
    expect(wallet.chainId()).toBe(56)
    expect(
      wallet.requests
        .slice(before)
        .filter((method) => method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain'),
    ).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    const bsc = getChainEntry(56)!
    expect(wallet.addedChains).toEqual([
      {
        chainId: '0x38',
        chainName: 'BSC Mainnet',
        nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
        rpcUrls: [...bsc.rpcUrls],
        blockExplorerUrls: ['https://bscscan.com'],
      },
    ])
    await page.locator('.ant-message-notice', { hasText: 'Switched to BSC Mainnet' }).waitFor()
  })

  it('switches back to a chain the wallet knows without adding it again', async () => {
    await openSwitcher()
    expect(await currentOption()).toBe('network-option-56')
    await page.getByTestId('network-option-31337').click()
    await expect.poll(() => page.getByTestId('network-name').textContent()).toBe('TokenBox Local')
    expect(wallet.addedChains).toHaveLength(1)
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('10,000.0000 ETH')
  })

  it('4001: the user declines; the selection returns to the current network and says why', async () => {
    wallet.rejectNext('wallet_switchEthereumChain')
    await openSwitcher()
    await page.getByTestId('network-option-1').click()
    const error = page.getByTestId('network-error')
    await error.waitFor()
    expect(await error.textContent()).toContain(
      'The switch to Ethereum was declined in the wallet. You are still on TokenBox Local.',
    )
    expect(await selectedOption()).toBe('network-option-31337')
    expect(wallet.chainId()).toBe(31337)
    expect(await page.getByTestId('network-name').textContent()).toBe('TokenBox Local')
  })

  it('a failed add: the selection returns to the current network, in Chinese too', async () => {
    await page.keyboard.press('Escape')
    await page.getByTestId('language-switch').click()
    await page.getByTestId('language-zh').click()
    await page.getByRole('heading', { name: '欢迎使用 TokenBox' }).waitFor()
    const target = switcherChainIds.find((id) => id !== 56 && id !== 1 && getChainEntry(id)) ?? 1
    wallet.failNext('wallet_addEthereumChain', { code: -32603, message: 'Internal error' })
    await openSwitcher()
    await page.getByTestId(`network-option-${target}`).click()
    const error = page.getByTestId('network-error')
    await error.waitFor()
    expect(await error.textContent()).toContain('添加到钱包')
    expect(await error.textContent()).toContain('当前仍在 TokenBox Local')
    expect(await selectedOption()).toBe('network-option-31337')
    expect(wallet.chainId()).toBe(31337)
    await shoot(page, 'network-switch-failed-zh-1440.png')
    await page.keyboard.press('Escape')
  })

  it('names an unsupported chain as such and switches back from it (375 px, Chinese)', async () => {
    await page.setViewportSize({ width: 375, height: 812 })
    await wallet.setChain(999_999)
    await expect.poll(() => page.getByTestId('network-name').textContent()).toBe('链999999')
    await openSwitcher()
    await page.getByTestId('network-unknown').waitFor()
    expect(await page.locator('[role="option"][data-current="true"]').count()).toBe(0)
    await shoot(page, 'network-switch-unknown-zh-375.png')
    await page.getByTestId('network-option-31337').click()
    await expect.poll(() => page.getByTestId('network-name').textContent()).toBe('TokenBox Local')
    expect(wallet.chainId()).toBe(31337)
  })

  it('"Show testnets" adds Sepolia and BSC Testnet after the mainnets, remembered in this browser', async () => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await openSwitcher()
    const mainnets = switcherChainIds.filter((id) => getChainEntry(id) !== undefined)
    expect(await optionIds()).toEqual([31337, ...mainnets])
    const testnetsSwitch = page.getByTestId('network-show-testnets')
    expect(await testnetsSwitch.getAttribute('aria-checked')).toBe('false')
    await testnetsSwitch.click()
    await expect.poll(optionIds).toEqual([31337, ...mainnets, 11155111, 97])
    expect(await page.getByTestId('network-option-97').textContent()).toBe('BSC Testnet')
    await shoot(page, 'network-switch-testnets-zh-1440.png')
    await page.keyboard.press('Escape')

    // Another visit in this browser: still on.
    const later = await stack.context.newPage()
    try {
      await later.goto(`${stack.baseUrl}/home`)
      await later.getByTestId('network-switch').click()
      await later.getByRole('listbox').waitFor()
      expect(await later.getByTestId('network-show-testnets').getAttribute('aria-checked')).toBe('true')
      await later.getByTestId('network-option-11155111').waitFor()
      await later.getByTestId('network-show-testnets').click()
      await later.getByTestId('network-option-11155111').waitFor({ state: 'detached' })
      expect(await later.evaluate(() => localStorage.getItem('tokenbox.network.showTestnets'))).toBeNull()
    } finally {
      await later.close()
    }
  })
})

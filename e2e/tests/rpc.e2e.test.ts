import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { holdDeadRpcUrl } from '../harness/deadRpcUrl.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet } from '../harness/testWallet.ts'

/**
 * Issue 18: a chain whose RPC does not answer says so ("Network connection failed, please change
 * RPC node") instead of loading forever, and the user sets another RPC for it in the browser.
 * The local chain's RPC is pointed at a port where nothing listens, as a user whose chosen node
 * went away would find it: the wallet (which has its own node) still connects, every read of the
 * app fails.
 */
describe('a chain whose RPC does not answer', () => {
  let stack: Stack
  let page: Page
  let deadUrl: string
  /** Held for the whole file: nothing else can start listening there (see deadRpcUrl.ts). */
  const deadNodes: Awaited<ReturnType<typeof holdDeadRpcUrl>>[] = []
  const deadRpcUrl = async () => {
    const dead = await holdDeadRpcUrl()
    deadNodes.push(dead)
    return dead.url
  }
  const storageKey = 'tokenbox.rpcUrl.31337'

  beforeAll(async () => {
    stack = await startStack({ localNetworks: ['default', 'berlin'] })
    deadUrl = await deadRpcUrl()
    await installTestWallet(stack.context, { rpcUrl: stack.rpcUrl, account: stack.accounts[5]! })
    page = await stack.context.newPage()
    // Connected by hand (the start-up auto-connect would race the clicks on a loaded machine).
    await page.addInitScript(() => localStorage.setItem('tokenbox.wallet.userDisconnected', '1'))
    await page.goto(`${stack.baseUrl}/home`)
    // Rendered: the app has recorded this chain's instance, so the reload below keeps what this
    // browser stores for the chain (before that, a first visit forgets it as a reset chain's data).
    await page.getByTestId('connect-wallet').waitFor()
    // An RPC this browser's user chose earlier, whose node has gone since.
    await page.evaluate(({ key, url }) => localStorage.setItem(key, url), { key: storageKey, url: deadUrl })
    await page.reload()
    await page.getByTestId('connect-wallet').click()
    await page.getByTestId('connector-org.tokenbox.testwallet').click()
    await page.getByTestId('account-address').waitFor()
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  afterAll(async () => {
    await stack?.stop()
    await Promise.all(deadNodes.map((dead) => dead.close()))
  })

  it('shows the spec’s message with the failing URL, and the balance gives up instead of loading forever', async () => {
    const banner = page.getByTestId('rpc-unreachable-31337')
    await banner.waitFor()
    expect(await banner.textContent()).toContain('Network connection failed, please change RPC node')
    expect(await banner.textContent()).toContain(`TokenBox Local is read through ${deadUrl}`)
    // The query gives up after its retries: a dash, not loading bars.
    await expect.poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 60_000 }).toBe('—')
    await page.getByTestId('faucet-unavailable').waitFor({ timeout: 60_000 })
    await shoot(page, 'rpc-unreachable-en-1440.png')
  })

  it('refuses a URL that is not an RPC address, one where nothing answers and a node of another chain; nothing is saved', async () => {
    await page.getByTestId('rpc-change').click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.getByTestId('rpc-current').textContent()).toContain(deadUrl)
    expect(await dialog.getByTestId('rpc-current').textContent()).toContain('chosen in this browser')
    expect(await dialog.getByTestId('rpc-default').textContent()).toBe(`${stack.rpcUrl}/`)
    const field = dialog.getByTestId('rpc-url')
    const refusal = dialog.locator('.ant-form-item-explain-error')
    const refused = async (url: string, text: string) => {
      await field.fill(url)
      await dialog.getByTestId('rpc-save').click()
      await expect.poll(() => refusal.textContent()).toContain(text)
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe(deadUrl)
    }
    await refused('ftp://127.0.0.1:8545', 'This is not an RPC address')
    await refused(await deadRpcUrl(), 'No node answered at this address')
    await refused(stack.chains[1]!.rpcUrl, 'This node serves chain 31338, not TokenBox Local (31337).')
    await animationsSettled(page)
    await shoot(page, 'rpc-dialog-refused-en-1440.png')
  })

  it('takes the working node: the warning goes and the balance loads without a reload', async () => {
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('rpc-url').fill(stack.rpcUrl)
    await dialog.getByTestId('rpc-save').click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByTestId('rpc-unreachable-31337').waitFor({ state: 'hidden' })
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('10,000.0000 ETH')
    await page.getByTestId('faucet-balance').waitFor()
    // It is the default node: the user's choice is dropped rather than kept as a copy of it.
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull()
  })

  it('keeps a URL the user chose across a reload, and the way back to the default (375 px, Spanish)', async () => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.evaluate(
      ({ key, url }) => {
        localStorage.setItem(key, url)
        localStorage.setItem('tokenbox.language', 'es')
      },
      { key: storageKey, url: deadUrl },
    )
    await page.reload()
    const banner = page.getByTestId('rpc-unreachable-31337')
    await banner.waitFor()
    expect(await banner.textContent()).toContain('Error de conexión de red; cambia de nodo RPC')
    await animationsSettled(page)
    await shoot(page, 'rpc-unreachable-es-375.png')
    await banner.getByTestId('rpc-change').click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await animationsSettled(page)
    await shoot(page, 'rpc-dialog-es-375.png')
    await dialog.getByTestId('rpc-reset').click()
    await banner.waitFor({ state: 'hidden' })
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull()
    await page.locator('.ant-message-notice', { hasText: 'vuelve a usar su RPC predeterminado' }).waitFor()
  })
})

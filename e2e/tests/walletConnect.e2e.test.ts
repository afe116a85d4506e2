import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

/** A well-formed project id; no relay can be reached from the test machine, whatever the id. */
const projectId = '0123456789abcdef0123456789abcdef'
/** The chunk of the connector module, loaded only when WalletConnect is chosen. */
const connectorChunk = /\/createWalletConnectConnector-[\w-]+\.js$/

/** What the header and any open dialog show, in a line: for a failure's message. */
function headerState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)].filter(
        (element) => (element as HTMLElement).offsetParent !== null,
      ).length
    return JSON.stringify({
      accountButton: shown('[data-testid="account-button"]'),
      connectWallet: shown('[data-testid="connect-wallet"]'),
      dialogs: [...document.querySelectorAll('.ant-modal')].map((modal) => ({
        shown: (modal as HTMLElement).offsetParent !== null,
        text: (modal.textContent ?? '').slice(0, 120),
      })),
      wagmi: (localStorage.getItem('wagmi.store') ?? '').slice(0, 300),
    })
  })
}

describe('WalletConnect with an operator project id, offline', () => {
  let stack: Stack
  let page: Page
  const scripts: string[] = []
  const pageErrors: string[] = []

  beforeAll(async () => {
    stack = await startStack({ serverEnv: { WALLETCONNECT_PROJECT_ID: projectId } })
    page = await stack.context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    await page.setViewportSize({ width: 1440, height: 900 })
  }, 240_000)

  afterAll(async () => {
    await stack?.stop()
  })

  it('offers phone wallets in the connect dialog, without loading WalletConnect', async () => {
    await page.goto(`${stack.baseUrl}/home`)
    await page.getByTestId('connect-wallet').click()
    const option = page.getByTestId('connector-walletConnect')
    await option.waitFor()
    expect(await page.getByTestId('wallet-list').textContent()).toContain('Phone wallets')
    expect(await option.textContent()).toContain('WalletConnect')
    expect(scripts.filter((url) => connectorChunk.test(url))).toEqual([])
  })

  it('loads WalletConnect on the click; an unreachable relay is said in English and the dialog stays usable', async () => {
    const chunk = page.waitForResponse((response) => connectorChunk.test(response.url()))
    await page.getByTestId('connector-walletConnect').click()
    expect((await chunk).ok()).toBe(true)
    const error = page.getByTestId('walletconnect-error')
    await error.waitFor({ timeout: 60_000 })
    expect(await error.textContent()).toContain("Couldn't connect through WalletConnect")
    await shoot(page, 'walletconnect-offline-1440-en.png')
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'walletconnect-offline-375-en.png')
    await page.setViewportSize({ width: 1440, height: 900 })
    // Still open, and another wallet still connects.
    await page.getByTestId('connector-devWallet').click()
    await page.getByTestId('account-button').waitFor()
    await page.getByTestId('wallet-list').waitFor({ state: 'detached' })
  })

  it('says it in the chosen language too', async () => {
    await page.getByTestId('account-button').click()
    // Seen once under a heavy load (2026-11-28): the account dialog's Disconnect never appeared.
    // Should it happen again, the failure says what the page showed instead.
    await page
      .getByTestId('disconnect')
      .waitFor({ timeout: 30_000 })
      .catch(async (error: Error) => {
        throw new Error(`The account dialog showed no Disconnect; the page had: ${await headerState(page)}`, {
          cause: error,
        })
      })
    await page.getByTestId('disconnect').click()
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'es'))
    await page.goto(`${stack.baseUrl}/home`)
    await page.getByTestId('connect-wallet').click()
    await page.getByTestId('connector-walletConnect').click()
    const error = page.getByTestId('walletconnect-error')
    await error.waitFor({ timeout: 60_000 })
    expect(await error.textContent()).toContain('No se pudo conectar con WalletConnect')
  })

  it('loads WalletConnect at start only while a WalletConnect connection is stored', async () => {
    // What wagmi keeps for a phone wallet connected through WalletConnect. WalletConnect's own
    // session (its storage) is absent here, as after the wallet ended it: the reconnect finds
    // nothing to resume and forgets the connection. Written from a document of the site that runs
    // no app: the previous test's page may still be failing its WalletConnect attempt, and wagmi
    // there would write its own state over this one.
    await page.goto(`${stack.baseUrl}/favicon.svg`)
    await page.evaluate(() => {
      const connector = { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', uid: 'stored' }
      const connection = {
        accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
        chainId: 31337,
        connector,
      }
      const state = {
        connections: { __type: 'Map', value: [['stored', connection]] },
        chainId: 31337,
        current: 'stored',
      }
      localStorage.setItem('wagmi.store', JSON.stringify({ state, version: 3 }))
    })
    const storedConnection = () =>
      page.evaluate(() => (localStorage.getItem('wagmi.store') ?? '').includes('"walletConnect"'))
    const chunk = page.waitForResponse((response) => connectorChunk.test(response.url()))
    await page.goto(`${stack.baseUrl}/home`)
    expect((await chunk).ok()).toBe(true)
    await expect.poll(storedConnection, { timeout: 60_000 }).toBe(false)
    await page.getByTestId('connect-wallet').waitFor()

    // Nothing stored any more: the next load fetches none of WalletConnect.
    const requested: string[] = []
    const record = (request: { url(): string }) => requested.push(request.url())
    page.on('request', record)
    // The dashboard's after-paint chunk is asked for after the first render, where a resume starts.
    const afterPaint = page.waitForResponse((response) => /\/dashboard-[\w-]+\.js$/.test(response.url()))
    await page.goto(`${stack.baseUrl}/home`)
    await afterPaint
    await page.getByTestId('connect-wallet').waitFor()
    page.off('request', record)
    expect(
      requested.filter((url) => /\/(createWalletConnectConnector|reconnectWalletConnect)-/.test(url)),
    ).toEqual([])
  })

  it('raised no page errors', () => {
    expectNoErrors(pageErrors)
  })
})

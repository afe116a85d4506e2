import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import { dirname, join } from 'node:path'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { type LocalNode, startLocalNodeProcess } from '@tokenbox/core/local/localNodeProcess.ts'
import { anvilBinary, anvilListeningUrl } from '@tokenbox/core/local/startAnvilNode.ts'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultFirefoxPath } from '../../scripts/ensureFirefox.ts'
import { dappPage, serveDappPage } from '../harness/dappPage.ts'
import { ensureExtensionBuild } from '../harness/ensureExtensionBuild.ts'
import { screenshotsDir, screenshotsEnabled } from '../harness/screenshots.ts'

/** The add-on's id in its Firefox manifest (apps/extension/scripts/build.ts). */
const addonId = 'extension@tokenbox.app'
/** The moz-extension:// host Firefox gives the add-on here (a fixed one, so pages can be opened). */
const addonUuid = '3f6c1d2e-8a4b-4c5d-9e7f-1a2b3c4d5e6f'
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const spender = '0x000000000000000000000000000000000000bEEF' as Address

/**
 * A dapp page of someone else's with a wallet of its own: the provider answers the account and
 * BNB Smart Chain (56), and "sends" whatever it is asked to; #result shows the outcome.
 */
const dappPageHtml = dappPage({
  walletScript: `
    window.ethereum = {
      request: async function ({ method }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return ['${account}']
        if (method === 'eth_chainId') return '0x38'
        if (method === 'eth_sendTransaction' && window.forwardTo) {
          // Sent for real through a node that signs for its dev accounts (the guard's simulation test).
          const reply = await fetch(window.forwardTo, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: arguments[0].params }),
          }).then((response) => response.json())
          if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
          return reply.result
        }
        if (method === 'eth_sendTransaction') return '0x' + 'ab'.repeat(32)
        throw Object.assign(new Error('unsupported'), { code: 4200 })
      },
    }
`,
})

/**
 * Issue 52 point 16: the extension's Firefox build (apps/extension/dist-firefox, from the same
 * source as Chromium's) installed in Debian's Firefox ESR, driven over WebDriver BiDi: its popup
 * converts units, its settings page turns the guard on, and the guard holds an unlimited approval
 * on a dapp page until the user cancels or continues; with the user's own RPC for the chain set to
 * a local node, it shows what a transaction will do before the wallet opens (issue 80).
 */
describe('the TokenBox browser extension in Firefox', () => {
  let browser: Browser
  let dapp: Server
  let dappUrl: string

  /**
   * An extension page. Firefox moves it to the extension's process as it loads, which ends the
   * navigation as Puppeteer sees it ("frame detached"): the page is then waited on by what it shows.
   */
  const extensionPage = async (path: string, shows: string) => {
    const page = await browser.newPage()
    // Not awaited: the navigation's promise only settles at its time limit.
    void page.goto(`moz-extension://${addonUuid}/${path}`).catch(() => undefined)
    // A query that meets the document being swapped for the extension's fails with a protocol
    // error (Firefox 153: "right-hand side of 'in' should be an object, got null") instead of
    // waiting: asked again until the page shows what it should.
    await expect
      .poll(
        () =>
          page.$(shows).then(
            (found) => found !== null,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true)
    return page
  }
  const testId = (id: string) => `[data-testid="${id}"]`
  const shoot = async (page: Page, name: string) => {
    if (!screenshotsEnabled) return
    mkdirSync(screenshotsDir, { recursive: true })
    await page.screenshot({ path: join(screenshotsDir, name) })
  }

  beforeAll(async () => {
    const firefoxBuild = join(dirname(ensureExtensionBuild()), 'dist-firefox')
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: process.env.FIREFOX_PATH || defaultFirefoxPath,
      headless: true,
      // Firefox 153 lets WebDriver navigate only to web pages (http, https, file, blob, about:blank)
      // unless the remote agent may reach privileged pages: without this flag every
      // moz-extension:// page (the popup, the settings) is refused with "Navigation to ... is not
      // allowed in this context". Older Firefox accepts the flag; it changes nothing a user sees.
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [addonId]: addonUuid }) },
    })
    // Which Firefox ran, in the log: the next version may change the remote agent's rules again.
    console.log(
      `extensionFirefox: ${await browser.version()} (${process.env.FIREFOX_PATH || defaultFirefoxPath})`,
    )
    expect(await browser.installExtension(firefoxBuild)).toBe(addonId)
    ;({ server: dapp, url: dappUrl } = await serveDappPage(dappPageHtml))
  }, 120_000)

  afterAll(async () => {
    dapp?.close()
    await browser?.close()
  })

  it('converts units in its popup', async () => {
    const page = await extensionPage('popup.html', '[role="tab"]')
    const units = await page.$$('[role="tab"]')
    for (const tab of units) {
      if (/unit/i.test((await tab.evaluate((element) => element.textContent)) ?? '')) await tab.click()
    }
    // The field holds 1 gwei to begin with: select it, then type over it.
    await page.click(testId('unit-gwei'), { count: 3 })
    await page.type(testId('unit-gwei'), '1500000000')
    // Extension pages forbid eval (their CSP): polled from here, not with waitForFunction.
    await expect
      .poll(() => page.$eval(testId('unit-ether'), (element) => (element as HTMLInputElement).value))
      .toBe('1.5')
    await shoot(page, 'extension-firefox-popup-units.png')
    await page.close()
  })

  /** Opens the settings page and turns the guard on there when it is off; returns whether it was on. */
  const turnGuardOn = async () => {
    const page = await extensionPage('options.html', testId('settings-watch'))
    const watch = testId('settings-watch')
    const wasOn = (await page.$eval(watch, (element) => element.getAttribute('aria-checked'))) === 'true'
    if (!wasOn) await page.click(watch)
    await expect.poll(() => page.$eval(watch, (element) => element.getAttribute('aria-checked'))).toBe('true')
    await page.close()
    return wasOn
  }

  it('turns the transaction guard on in its settings page', async () => {
    // The guard is opt-in: off in a new profile, and on once switched.
    expect(await turnGuardOn()).toBe(false)
  })

  it('holds an unlimited approval on a dapp page until the user cancels or continues', async () => {
    // On its own too (`-t`): the guard watches once the settings say so.
    await turnGuardOn()
    const bsc = getChainEntry(56) as ChainEntry
    const usdt = bsc.tokens.find((token) => token.name === 'USDT')!.address
    const page = await browser.newPage()
    await page.goto(dappUrl)
    await page.evaluate(
      (transaction) => {
        ;(window as unknown as { nextTransaction: unknown }).nextTransaction = transaction
      },
      {
        to: usdt,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
      },
    )
    const result = () => page.$eval('#result', (element) => element.textContent)
    const dialog = `>>> ${testId('tokenbox-guard-dialog')}`
    await page.click('#send')
    await page.waitForSelector(dialog, { timeout: 30_000 })
    const text = await page.$eval(dialog, (element) => element.textContent ?? '')
    expect(text).toContain('Unlimited approval')
    expect(text).toContain('spend all of your USDT')
    await shoot(page, 'extension-firefox-guard-approval.png')
    // Nothing reached the wallet while the dialog held the request.
    expect(await result()).toBe('pending')
    await page.click(`>>> ${testId('tokenbox-guard-cancel')}`)
    await page.waitForFunction(() => document.querySelector('#result')?.textContent === 'error 4001', {
      timeout: 10_000,
    })

    await page.click('#send')
    await page.waitForSelector(`>>> ${testId('tokenbox-guard-continue')}`, { timeout: 30_000 })
    await page.click(`>>> ${testId('tokenbox-guard-continue')}`)
    await page.waitForFunction(
      () => /^sent 0x(ab){32}$/.test(document.querySelector('#result')?.textContent ?? ''),
      { timeout: 10_000 },
    )
    await page.close()
  })
  it("shows what a transaction will do, simulated on the user's own RPC, and the chain does it (issue 80)", async () => {
    await turnGuardOn()
    // A node that answers as BNB Smart Chain (chain id 56) set as the user's own RPC for it: the
    // guard simulates the page's transaction there, and the page's wallet then sends it there.
    const node: LocalNode = await startLocalNodeProcess({
      name: 'anvil (chain 56)',
      command: anvilBinary(),
      args: ['--host', '127.0.0.1', '--chain-id', '56', '--accounts', '3'],
      listening: anvilListeningUrl,
      timeoutMs: 60_000,
    })
    try {
      const settings = await extensionPage('options.html', testId('chain-row-56'))
      await settings.click(`${testId('chain-row-56')} button[aria-expanded]`)
      await settings.waitForSelector(testId('settings-rpc-56'))
      await settings.type(testId('settings-rpc-56'), node.url)
      await settings.click(testId('settings-rpc-save-56'))
      await expect
        .poll(() => settings.$eval(testId('chain-row-56'), (element) => element.textContent ?? ''), {
          timeout: 30_000,
        })
        .toContain(node.url)
      await settings.close()

      const chain = createPublicClient({ transport: http(node.url) })
      const before = await chain.getBalance({ address: spender })
      const page = await browser.newPage()
      await page.goto(dappUrl)
      await page.evaluate(
        (url, transaction) => {
          const win = window as unknown as { forwardTo: string; nextTransaction: unknown }
          win.forwardTo = url
          win.nextTransaction = transaction
        },
        node.url,
        { to: spender, value: `0x${parseEther('0.5').toString(16)}` },
      )
      await page.click('#send')
      const changes = `>>> ${testId('tokenbox-guard-changes')}`
      await page.waitForSelector(changes, { timeout: 30_000 })
      expect(await page.$eval(changes, (element) => element.textContent ?? '')).toContain(
        'You send 0.5 BNB to 0x00...bEEF',
      )
      await shoot(page, 'extension-firefox-guard-changes.png')
      await page.click(`>>> ${testId('tokenbox-guard-continue')}`)
      await page.waitForFunction(
        () => /^sent 0x[0-9a-f]{64}$/.test(document.querySelector('#result')?.textContent ?? ''),
        { timeout: 15_000 },
      )
      // What the guard showed is what the chain did.
      await expect.poll(() => chain.getBalance({ address: spender })).toBe(before + parseEther('0.5'))
      await page.close()
    } finally {
      await node.stop()
    }
  })
})

import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { inflateRawSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { expectNoErrors, watchConsoleErrors } from '../harness/consoleErrors.ts'
import { ensureExtensionBuild } from '../harness/ensureExtensionBuild.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet } from '../harness/testWallet.ts'

const builtZip = resolve(import.meta.dirname, '../../apps/extension/tokenbox-extension.zip')

/**
 * Each file of a zip archive by name, from its central directory (PKWARE APPNOTE 4.3.12), stored
 * or deflated: enough to look inside what the browser downloaded.
 */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  let end = zip.length - 22
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--
  if (end < 0) throw new Error('not a zip: no end of central directory record')
  let offset = zip.readUInt32LE(end + 16)
  for (let index = zip.readUInt16LE(end + 10); index > 0; index--) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('not a zip: bad central directory')
    const method = zip.readUInt16LE(offset + 10)
    const compressedSize = zip.readUInt32LE(offset + 20)
    const nameLength = zip.readUInt16LE(offset + 28)
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32)
    const local = zip.readUInt32LE(offset + 42)
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8')
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + compressedSize)
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    offset += 46 + skip
  }
  return files
}

/**
 * The Browser Extension page (/ot/ext, issue 28) on the local stack: the server serves the built
 * extension (a copy, so a rebuild elsewhere cannot change the bytes under the test), the page links
 * to it with the version of the zip's manifest, and the browser downloads a zip that holds the
 * extension. Taking the zip away makes the page say the site offers no download.
 */
describe('the Browser Extension page', () => {
  let stack: Stack
  let page: Page
  let served: string
  let servedFirefox: string
  let folder: string
  let consoleErrors: string[]
  let manifestVersion: string

  beforeAll(async () => {
    const dist = ensureExtensionBuild()
    manifestVersion = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')).version
    folder = mkdtempSync(join(tmpdir(), 'tokenbox-extension-download-'))
    served = join(folder, 'tokenbox-extension.zip')
    servedFirefox = join(folder, 'tokenbox-extension-firefox.zip')
    copyFileSync(builtZip, served)
    copyFileSync(join(dirname(builtZip), 'tokenbox-extension-firefox.zip'), servedFirefox)
    stack = await startStack({ serverEnv: { EXTENSION_ZIP: served, EXTENSION_FIREFOX_ZIP: servedFirefox } })
    // A visitor with a wallet installed (not connected): the page needs none, and no "No wallet
    // found" notice stands over it at 375 px.
    await installTestWallet(stack.context, { rpcUrl: stack.rpcUrl, account: stack.accounts[1]! })
    page = await stack.context.newPage()
    consoleErrors = watchConsoleErrors(page)
  })

  afterAll(async () => {
    await stack?.stop()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it('links to the zip with its version and size, and the browser downloads the extension', async () => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}/ot/ext`)
    const link = page.getByTestId('extension-download')
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe('/downloads/tokenbox-extension.zip')
    expect(await page.getByTestId('extension-details').textContent()).toMatch(
      new RegExp(`^Version ${manifestVersion.replaceAll('.', '\\.')} · \\d+(\\.\\d)? (kB|MB)$`),
    )
    expect(await page.getByTestId('extension-unavailable').count()).toBe(0)
    // The route table's title names the page (and its tab).
    expect(await page.title()).toContain('Browser Extension')
    await shoot(page, 'extension-page-1440-en.png', { fullPage: true })

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('tokenbox-extension.zip')
    const bytes = readFileSync(await download.path())
    expect(bytes.equals(readFileSync(served))).toBe(true)
    const files = unzip(bytes)
    const manifest = JSON.parse(files.get('manifest.json')?.toString('utf8') ?? 'null')
    expect(manifest).toMatchObject({ manifest_version: 3, version: manifestVersion })
    // What the manifest names is in the zip too: a folder a browser can load as it is.
    for (const script of [manifest.background.service_worker, manifest.action.default_popup])
      expect(files.has(script), script).toBe(true)
  })

  it('offers the Firefox build beside it, with how to load it in Firefox', async () => {
    const link = page.getByTestId('extension-download-firefox')
    expect(await link.getAttribute('href')).toBe('/downloads/tokenbox-extension-firefox.zip')
    expect(await link.textContent()).toMatch(/^Download for Firefox · \d+(\.\d)? (kB|MB)$/)
    expect(await page.getByTestId('extension-install-firefox').textContent()).toContain(
      'Load Temporary Add-on',
    )
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('tokenbox-extension-firefox.zip')
    const bytes = readFileSync(await download.path())
    expect(bytes.equals(readFileSync(servedFirefox))).toBe(true)
    const manifest = JSON.parse(unzip(bytes).get('manifest.json')?.toString('utf8') ?? 'null')
    // Firefox's manifest: an event page script for the background, the add-on's id.
    expect(manifest.background).toEqual({ scripts: ['background.js'], type: 'module' })
    expect(manifest.browser_specific_settings.gecko.id).toBe('extension@tokenbox.app')
  })

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.getByTestId('extension-download').waitFor()
    await animationsSettled(page)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375)
    // On a phone the download comes first, above what the extension does and how to install it.
    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.y ?? Number.NaN
    expect(await top('extension-download')).toBeLessThan(await top('extension-features'))
    expect(await top('extension-features')).toBeLessThan(await top('extension-install'))
    await shoot(page, 'extension-page-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('says plainly that the site offers no download once the zip is gone, and the link answers 404', async () => {
    rmSync(served)
    await page.reload()
    const notice = page.getByTestId('extension-unavailable')
    await notice.waitFor()
    expect(await notice.textContent()).toContain('This site does not offer the extension for download.')
    expect(await notice.textContent()).toContain('npm run build -w @tokenbox/extension')
    expect(await page.getByTestId('extension-download').count()).toBe(0)
    await shoot(page, 'extension-unavailable-1440-en.png')

    const reply = await fetch(`${stack.baseUrl}/downloads/tokenbox-extension.zip`)
    expect(reply.status).toBe(404)
    expect(await reply.json()).toMatchObject({ status: '0' })
    expectNoErrors(consoleErrors)
  })

  it("speaks the reader's language", async () => {
    copyFileSync(builtZip, served)
    for (const [language, button, title] of [
      ['zh', '下载扩展', '浏览器扩展'],
      ['ja', '拡張機能をダウンロード', 'ブラウザ拡張機能'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('tokenbox.language', value), language)
      await page.reload()
      await page.getByTestId('extension-download').getByText(button).waitFor()
      expect(await page.title()).toContain(title)
    }
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
  })
})

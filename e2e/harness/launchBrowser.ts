import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'
import { installStillClicks } from './stillClicks.ts'
import { e2eActionTimeout } from './timeouts.ts'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export type LaunchBrowserOptions = {
  /** An unpacked extension to load (a built folder with manifest.json), as a user's "Load unpacked". */
  extensionPath?: string
}

/**
 * Launches headless Chromium with a throwaway profile. The flags keep it off the network beyond
 * what the page asks for (no sync, no component updates, no QUIC probes).
 *
 * With `extensionPath`, the extension is loaded too (Chromium's new headless mode runs extensions).
 *
 * @example
 * const { context, close } = await launchBrowser()
 * const withExtension = await launchBrowser({ extensionPath: 'apps/extension/dist' })
 */
export async function launchBrowser(
  options: LaunchBrowserOptions = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    )
  }
  const profile = mkdtempSync(join(tmpdir(), 'tokenbox-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1280, height: 860 },
    locale: 'en-US',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.extensionPath
        ? [
            `--disable-extensions-except=${options.extensionPath}`,
            `--load-extension=${options.extensionPath}`,
          ]
        : []),
    ],
  })
  context.setDefaultTimeout(e2eActionTimeout)
  // Clicks wait for their target to stop moving (antd's opening animations): see stillClicks.ts.
  installStillClicks(context.pages()[0] ?? (await context.newPage()))
  return {
    context,
    close: async () => {
      await context.close().catch(() => undefined)
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

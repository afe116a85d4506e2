import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'
import { defaultChromiumPath, defaultHeadlessShellPath } from '../../scripts/ensureChromium.ts'
import { installStillClicks } from './stillClicks.ts'
import { e2eActionTimeout } from './timeouts.ts'

export const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath

/*
 * Debian's chromium-headless-shell (defaultHeadlessShellPath): Chromium's engine without the
 * browser's windowing and UI layers (scripts/ensureChromium.ts installs it beside chromium). A test
 * file's pages cost about 30% less Chromium CPU there (e2e/tests/collect.e2e.test.ts, three runs
 * each: 17.6 s of Chromium CPU in chromium, 12.4 s in the shell). It loads no extension. Unused
 * when CHROMIUM_PATH is set.
 */

export type LaunchBrowserOptions = {
  /** An unpacked extension to load (a built folder with manifest.json), as a user's "Load unpacked"; implies the full browser. */
  extensionPath?: string
  /** The full browser even without an extension (the benchmarks, whose figures are a user's browser's). */
  fullBrowser?: boolean
  /**
   * Pages run with their animations, as for most users. Off by default: the browser says the user
   * prefers reduced motion, so antd's dialogs, drawers and menus open without zooming and sliding
   * and spinners stand still (the app's own reduced-motion mode). That costs Chromium about a sixth
   * less CPU per test file (lock.e2e.test.ts: 82 -> 66 s of the whole machine's CPU, idle, three
   * runs each; collect.e2e.test.ts: 28 -> 20 s). The benchmarks, and the e2e files that keep the
   * animated path covered (lock, tour), turn it on.
   */
  motion?: boolean
}

/**
 * Launches headless Chromium with a throwaway profile. The flags keep it off the network beyond
 * what the page asks for (no sync, no component updates, no QUIC probes).
 *
 * With `extensionPath`, the extension is loaded too (Chromium's new headless mode runs extensions).
 * Otherwise the pages run in the headless shell where it is installed (see defaultHeadlessShellPath).
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
    executablePath: browserFor(options),
    headless: true,
    viewport: { width: 1280, height: 860 },
    locale: 'en-US',
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
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

/** The executable for `options`: the headless shell for plain pages where it is installed, else Chromium. */
function browserFor(options: LaunchBrowserOptions): string {
  const shell =
    !options.extensionPath &&
    !options.fullBrowser &&
    !process.env.CHROMIUM_PATH &&
    existsSync(defaultHeadlessShellPath)
  return shell ? defaultHeadlessShellPath : chromiumPath
}

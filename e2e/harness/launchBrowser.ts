import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'
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
   * and spinners stand still (the app's own reduced-motion mode). Chromium then costs less CPU
   * (idle machine, the whole machine's CPU: lock.e2e.test.ts alone 82 -> about 70 s, collect 28 ->
   * 20 s; eight files two at a time 156 -> 139 s). The benchmarks, and the e2e files that keep the
   * animated path covered (lock, tour), turn it on.
   */
  motion?: boolean
  /**
   * V8 with every optimizing tier, as users' browsers run it (the benchmarks). Off by default: test
   * pages run without the optimizing compilers (see testEngineArguments). `fullBrowser` implies it.
   */
  userEngine?: boolean
  /**
   * WebGPU on Chromium's SwiftShader adapter (Vulkan on the CPU: correct, slow), for the pages that
   * use the GPU (the vanity search's salt engine). A browser of its own; off by default, so every
   * other page runs without `navigator.gpu` adapters, as most users' browsers without a GPU.
   */
  webgpu?: boolean
}

/**
 * A fresh browser context for a test file: its own storage, cookies and permissions, as a
 * throwaway profile has, in this test process's one headless Chromium. With `extensionPath` or
 * `fullBrowser`, a Chromium of its own with a throwaway profile (extensions need a persistent one).
 * The flags keep Chromium off the network beyond what the page asks for (no sync, no component
 * updates, no QUIC probes).
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
  const contextOptions = {
    viewport: { width: 1280, height: 860 },
    locale: 'en-US',
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  } as const
  if (!options.extensionPath && !options.fullBrowser && !options.webgpu) {
    // A context of this process's one browser: its own storage, cookies and permissions, as a
    // fresh profile has.
    const context = await (await sharedBrowser(options.userEngine === true)).newContext(contextOptions)
    return ready(context, () => context.close())
  }
  const profile = mkdtempSync(join(tmpdir(), 'tokenbox-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: browserFor(options),
    headless: true,
    ...contextOptions,
    args: [
      ...chromiumArguments,
      ...(options.fullBrowser || options.userEngine ? [] : testEngineArguments),
      ...(options.webgpu ? webgpuArguments : []),
      ...(options.extensionPath
        ? [
            `--disable-extensions-except=${options.extensionPath}`,
            `--load-extension=${options.extensionPath}`,
          ]
        : []),
    ],
  })
  return ready(context, async () => {
    await context.close().catch(() => undefined)
    rmSync(profile, { recursive: true, force: true })
  })
}

const chromiumArguments = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** WebGPU on SwiftShader (shared/TOOLCHAIN.md): the page gets an adapter "google swiftshader". */
const webgpuArguments = [
  '--enable-unsafe-webgpu',
  '--use-webgpu-adapter=swiftshader',
  '--enable-features=Vulkan',
]

/**
 * Test pages run V8's first two tiers only (the interpreter and Sparkplug, no Maglev or TurboFan):
 * a test's page lives for seconds and runs most of its code a few times, so the optimizing
 * compilers' work (background threads) rarely pays back. Same results, less CPU: idle 2-core
 * machine, Chromium's CPU for e2e/tests/tokens.e2e.test.ts 60 and 53 s -> 47 and 46 s, a tool
 * page's full load 0.91, 0.82, 0.82 -> 0.80, 0.77, 0.74 CPU s (three rounds of 25 loads each,
 * alternated). The benchmarks run the engine as users' browsers do (`userEngine`).
 */
const testEngineArguments = ['--js-flags=--max-opt=1']

/**
 * Extra flags for the shared browsers, for measuring one, separated by "|" (a flag's value may
 * hold spaces): E2E_CHROMIUM_ARGS="--js-flags=--max-opt=1 --optimize-for-size|--other".
 */
const experimentArguments = (process.env.E2E_CHROMIUM_ARGS ?? '').split('|').filter(Boolean)

/** This process's shared browsers: the test engine's, and the users' engine's (benchmarks). */
const browsers = new Map<boolean, Promise<Browser>>()

/**
 * The browser of this test process (e2e/vitest.config.ts runs a worker's files in one process):
 * launched by the first stack, closed when the process ends; launched again if it went away.
 * Starting Chromium costs about 1.5 s of CPU on the build machines, once per file before.
 */
function sharedBrowser(userEngine: boolean): Promise<Browser> {
  let browser = browsers.get(userEngine)
  if (!browser) {
    const launching = chromium.launch({
      executablePath: browserFor({}),
      headless: true,
      args: [...chromiumArguments, ...(userEngine ? [] : testEngineArguments), ...experimentArguments],
    })
    browser = launching
    browsers.set(userEngine, launching)
    const forget = () => {
      if (browsers.get(userEngine) === launching) browsers.delete(userEngine)
    }
    launching.then((launched) => launched.on('disconnected', forget), forget)
  }
  return browser
}

/** Sets the test defaults on a new context: the action timeout, and clicks that wait for stillness. */
async function ready(
  context: BrowserContext,
  close: () => Promise<void>,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  context.setDefaultTimeout(e2eActionTimeout)
  // Clicks wait for their target to stop moving (antd's opening animations): see stillClicks.ts.
  await installStillClicks(context)
  return { context, close: () => close().catch(() => undefined) }
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

/**
 * The Firefox build of the browser extension is tested in Firefox: Debian's `firefox-esr`, driven
 * over WebDriver BiDi (puppeteer-core; Playwright drives only its own patched Firefox, which cannot
 * be downloaded on the build machines). Installed (scripts/ensureSystemPackages.ts) when missing
 * and we run as root (the build machines and CI do). FIREFOX_PATH points elsewhere when set.
 */
import { ensureSystemPackages, testSystemPackages } from './ensureSystemPackages.ts'

export const defaultFirefoxPath = '/usr/bin/firefox-esr'

/** Returns the Firefox executable, installing Debian's `firefox-esr` first when needed. */
export async function ensureFirefox(): Promise<string> {
  ensureSystemPackages(testSystemPackages.filter((wanted) => wanted.name === 'firefox-esr'))
  return process.env.FIREFOX_PATH || defaultFirefoxPath
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await ensureFirefox())
}

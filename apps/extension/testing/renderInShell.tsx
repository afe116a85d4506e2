import { cleanup, configure, render } from '@testing-library/react'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import type { i18n } from 'i18next'
import type { ReactNode } from 'react'
import { afterAll, afterEach } from 'vitest'
import { createOptionsI18n } from '../src/options/optionsI18n.ts'
import { ExtensionShell } from '../src/popup/ExtensionShell.tsx'
import { createPopupI18n } from '../src/popup/popupI18n.ts'
import { type TestHost, testHost } from './testHost.ts'

// Chain reads go to real local nodes on a shared 2-core machine: a query waits for its element up to
// 25 s rather than testing-library's 1 s, and returns the moment it is there.
configure({ asyncUtilTimeout: 25_000 })
afterEach(cleanup)
// React and antd may still have timers queued when the file ends; let them run before happy-dom goes.
afterAll(async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 20))
})

/**
 * Renders `ui` as the popup or the options page renders it (ExtensionShell, that page's
 * translations in `language`) with a test host; returns the host and the i18next instance.
 *
 * @example
 * const { host } = await renderInShell('popup', <LauncherPanel siteUrl="https://tb.example" />)
 */
export async function renderInShell(
  page: 'popup' | 'options',
  ui: ReactNode,
  { language = 'en', host = testHost() }: { language?: Language; host?: TestHost } = {},
): Promise<{ host: TestHost; i18n: i18n }> {
  const i18n = await (page === 'popup' ? createPopupI18n(language) : createOptionsI18n(language))
  render(
    <ExtensionShell host={host} i18n={i18n}>
      {ui}
    </ExtensionShell>,
  )
  return { host, i18n }
}

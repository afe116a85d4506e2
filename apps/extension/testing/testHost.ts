import { vi } from 'vitest'
import type { ExtensionHost } from '../src/popup/extensionHost.ts'
import {
  type ExtensionSettings,
  memorySettingsArea,
  type SettingsArea,
  settingsKey,
} from '../src/settings/settings.ts'

export type TestHost = ExtensionHost & {
  settingsArea: SettingsArea
  openTab: ReturnType<typeof vi.fn<(url: string) => void>>
  openOptionsPage: ReturnType<typeof vi.fn<() => void>>
}

/**
 * A host for unit tests: settings in memory (optionally stored already), and spies where the
 * browser would open tabs. No other page saves settings in a test, so nothing is watched.
 *
 * @example
 * const host = testHost({ siteUrl: 'http://127.0.0.1:9' })
 * host.openTab.mock.calls // [['http://127.0.0.1:9/check?…']]
 */
export function testHost(stored?: Partial<ExtensionSettings>): TestHost {
  return {
    settingsArea: memorySettingsArea(stored ? { [settingsKey]: stored } : {}),
    watchSettings: () => () => {},
    openTab: vi.fn<(url: string) => void>(),
    openOptionsPage: vi.fn<() => void>(),
  }
}

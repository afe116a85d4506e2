import { defaultSettings, type Settings } from './defaultSettings.ts'

type StoredSettings = Omit<Settings, 'size'>

const hexColor = /^#[0-9a-f]{6}$/i
const flags = ['tagsView', 'fixedHeader', 'sidebarLogo', 'showSettings', 'supportPinyinSearch'] as const

/**
 * Reads the saved settings (the JSON in localStorage), keeping each value only when it has the
 * right shape: a hand-edited or older entry then loses just the bad field, never the page.
 *
 * @example
 * parseStoredSettings('{"tagsView":false,"themeColor":"blue"}')
 * // { themeColor: '#fa8c16', tagsView: false, fixedHeader: false, sidebarLogo: true, showSettings: true, supportPinyinSearch: true }
 */
export function parseStoredSettings(json: string | null): StoredSettings {
  const { size: _size, ...result } = defaultSettings
  if (!json) return result
  let stored: unknown
  try {
    stored = JSON.parse(json)
  } catch {
    return result
  }
  if (typeof stored !== 'object' || stored === null) return result
  const record = stored as Record<string, unknown>
  if (typeof record.themeColor === 'string' && hexColor.test(record.themeColor)) {
    result.themeColor = record.themeColor.toLowerCase()
  }
  for (const flag of flags) {
    const value = record[flag]
    if (typeof value === 'boolean') result[flag] = value
  }
  return result
}

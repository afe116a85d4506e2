import { describe, expect, it } from 'vitest'
import { createSettingsStore, type SettingsPersistence } from './createSettingsStore.ts'
import { defaultSettings, settingsStorageKey } from './defaultSettings.ts'
import { formatSizeCookie } from './formatSizeCookie.ts'
import { parseStoredSettings } from './parseStoredSettings.ts'
import { readSizeCookie } from './readSizeCookie.ts'

/** An in-memory browser: a storage map and a cookie jar that behaves like document.cookie. */
function memoryPersistence(initial: { stored?: string; cookies?: string } = {}) {
  const items = new Map<string, string>()
  if (initial.stored !== undefined) items.set(settingsStorageKey, initial.stored)
  const jar = new Map<string, string>()
  for (const part of (initial.cookies ?? '').split(';')) {
    const [name, value] = part.split('=')
    if (name?.trim() && value !== undefined) jar.set(name.trim(), value.trim())
  }
  const persistence: SettingsPersistence = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
    },
    readCookies: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    writeCookie: (cookie) => {
      const [pair] = cookie.split(';')
      const [name, value] = pair!.split('=')
      jar.set(name!, value!)
    },
  }
  return { persistence, items, jar }
}

describe('createSettingsStore', () => {
  it('starts from the spec defaults: orange, tags view on, header not fixed, logo on, medium', () => {
    const store = createSettingsStore(memoryPersistence().persistence)
    expect(store.getSnapshot()).toEqual({
      themeColor: '#fa8c16',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      showSettings: true,
      supportPinyinSearch: true,
      size: 'medium',
    })
  })

  it('saves flags and colour to localStorage and the size to the size cookie; a new store restores them', () => {
    const browser = memoryPersistence({ cookies: 'mark=abc' })
    const store = createSettingsStore(browser.persistence)
    store.update({ themeColor: '#1677ff', tagsView: false, fixedHeader: true, size: 'large' })
    expect(JSON.parse(browser.items.get(settingsStorageKey)!)).toEqual({
      themeColor: '#1677ff',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: true,
      showSettings: true,
      supportPinyinSearch: true,
    })
    expect(browser.jar.get('size')).toBe('large')
    expect(browser.jar.get('mark')).toBe('abc')
    const reloaded = createSettingsStore(browser.persistence)
    expect(reloaded.getSnapshot()).toEqual({
      ...defaultSettings,
      themeColor: '#1677ff',
      tagsView: false,
      fixedHeader: true,
      size: 'large',
    })
  })

  it('notifies subscribers once per real change, with a new snapshot object', () => {
    const store = createSettingsStore(memoryPersistence().persistence)
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    const before = store.getSnapshot()
    store.update({ sidebarLogo: false })
    expect(calls).toBe(1)
    expect(store.getSnapshot()).not.toBe(before)
    const same = store.getSnapshot()
    store.update({ sidebarLogo: false })
    expect(calls).toBe(1)
    expect(store.getSnapshot()).toBe(same)
    unsubscribe()
    store.update({ sidebarLogo: true })
    expect(calls).toBe(1)
  })

  it('keeps working for this visit when storage is unavailable or throws', () => {
    const store = createSettingsStore({
      storage: {
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
      },
      readCookies: () => '',
      writeCookie: () => undefined,
    })
    expect(store.getSnapshot()).toEqual(defaultSettings)
    store.update({ tagsView: false })
    expect(store.getSnapshot().tagsView).toBe(false)
    const noStorage = createSettingsStore({ storage: null, readCookies: () => '', writeCookie: () => {} })
    expect(noStorage.getSnapshot()).toEqual(defaultSettings)
  })

  it('uses the real browser storage and cookie by default', () => {
    localStorage.removeItem(settingsStorageKey)
    const store = createSettingsStore()
    store.update({ size: 'small', fixedHeader: true })
    expect(document.cookie).toContain('size=small')
    expect(createSettingsStore().getSnapshot()).toMatchObject({ size: 'small', fixedHeader: true })
    store.update({ size: 'medium', fixedHeader: false })
    localStorage.removeItem(settingsStorageKey)
  })
})

describe('parseStoredSettings', () => {
  it('keeps each valid field and drops the rest', () => {
    expect(parseStoredSettings('{"themeColor":"#2F54EB","tagsView":"no","fixedHeader":true}')).toEqual({
      themeColor: '#2f54eb',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      showSettings: true,
      supportPinyinSearch: true,
    })
    expect(parseStoredSettings('{"themeColor":"red; background:url(x)"}').themeColor).toBe('#fa8c16')
  })

  it('falls back to the defaults for nothing, broken JSON or a non-object', () => {
    const { size: _size, ...defaults } = defaultSettings
    for (const json of [null, '', '{oops', '42', 'null', '[true]']) {
      expect(parseStoredSettings(json)).toEqual(defaults)
    }
  })
})

describe('size cookie', () => {
  it('reads the size among other cookies, and medium when absent or unknown', () => {
    expect(readSizeCookie('a=1; size=small; b=2')).toBe('small')
    expect(readSizeCookie('fontsize=large')).toBe('medium')
    expect(readSizeCookie('size=huge')).toBe('medium')
    expect(readSizeCookie('')).toBe('medium')
  })

  it('writes a site-wide cookie that lasts a year', () => {
    expect(formatSizeCookie('large')).toBe('size=large; path=/; max-age=31536000; SameSite=Lax')
    expect(readSizeCookie(formatSizeCookie('large').split(';')[0]!)).toBe('large')
  })
})

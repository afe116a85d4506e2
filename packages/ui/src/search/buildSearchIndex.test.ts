import { describe, expect, it } from 'vitest'
import { supportedLanguages } from '../i18n/languages.ts'
import type { AppRoute } from '../routes/routeTable.ts'
import { buildSearchIndex, type LocaleStrings, type SearchStrings } from './buildSearchIndex.ts'
import { searchableRoutes } from './searchableRoutes.ts'

const keywordFiles = import.meta.glob<LocaleStrings>('../locales/*/search.json', {
  eager: true,
  import: 'default',
})

const table: AppRoute[] = [
  { kind: 'screen', id: 'home', titleKey: 'home', path: '/home', icon: 'dashboard', built: true },
  {
    kind: 'screen',
    id: 'hidden',
    titleKey: 'hidden',
    path: '/404',
    icon: 'notFound',
    built: true,
    hidden: true,
  },
  {
    kind: 'screen',
    id: 'soon',
    titleKey: 'soon',
    path: '/soon',
    icon: 'tools',
    built: false,
    section: 'others',
  },
  { kind: 'redirect', path: '/lo', to: '/lo/id' },
  {
    kind: 'screen',
    id: 'loToken',
    titleKey: 'loToken',
    path: '/lo/id',
    query: { t: '0' },
    icon: 'lock',
    built: true,
    section: 'lock',
  },
  {
    kind: 'external',
    id: 'chainList',
    titleKey: 'chainList',
    href: 'https://chainlist.org',
    icon: 'chainList',
  },
]

const empty = { routes: {}, menu: {}, search: {} }

describe('searchableRoutes', () => {
  it('keeps the built screens in sight and the external sites, in table order', () => {
    expect(searchableRoutes(table).map((route) => route.id)).toEqual(['home', 'loToken', 'chainList'])
  })

  it('lists every route of the real table once', () => {
    const ids = searchableRoutes().map((route) => route.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain('waMultiSender')
    expect(ids).not.toContain('notFound')
  })
})

describe('buildSearchIndex', () => {
  it('puts every language into one document, pinyin beside the Chinese, keywords split on any comma', () => {
    const strings: SearchStrings = {
      en: {
        routes: { loToken: 'Token Lock' },
        menu: { 'desc.loToken': 'Lock tokens', 'section.lock': 'Lock', 'group.lock': 'Lock' },
        search: { 'keywords.loToken': 'timelock, lock until date' },
      },
      zh: { routes: { loToken: '代币锁' }, menu: {}, search: { 'keywords.loToken': '锁仓，锁币、时间锁' } },
      es: empty,
      ja: { routes: { loToken: 'トークンロック' }, menu: {}, search: {} },
    }
    const [document] = buildSearchIndex(searchableRoutes(table).slice(1, 2), strings, {
      toPinyin: (text) => [`pinyin(${text})`],
    })
    expect(document).toEqual({
      id: 'loToken',
      title: ['Token Lock', '代币锁', 'pinyin(代币锁)', 'トークンロック'],
      keywords: [
        'timelock',
        'lock until date',
        '锁仓',
        '锁币',
        '时间锁',
        'pinyin(锁仓)',
        'pinyin(锁币)',
        'pinyin(时间锁)',
      ],
      description: ['Lock tokens', 'Lock'],
    })
  })

  it('has keywords for every searchable route in every language', () => {
    const missing = supportedLanguages.flatMap((language) => {
      const keywords = keywordFiles[`../locales/${language}/search.json`] ?? {}
      return searchableRoutes()
        .filter((route) => !keywords[`keywords.${route.id}`]?.trim())
        .map((route) => `${language}/search.json: keywords.${route.id}`)
    })
    expect(missing).toEqual([])
  })
})

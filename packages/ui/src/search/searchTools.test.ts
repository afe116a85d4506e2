import { pinyin } from 'pinyin-pro'
import { describe, expect, it } from 'vitest'
import type { Language } from '../i18n/languages.ts'
import { buildSearchIndex, type LocaleStrings, type SearchStrings } from './buildSearchIndex.ts'
import { chinesePinyin, type PinyinFunction } from './chinesePinyin.ts'
import { searchableRoutes } from './searchableRoutes.ts'
import { createToolSearch } from './searchTools.ts'

const files = import.meta.glob<LocaleStrings>('../locales/*/{routes,menu,search}.json', {
  eager: true,
  import: 'default',
})
const read = (language: Language, namespace: string) => files[`../locales/${language}/${namespace}.json`]!
const strings = Object.fromEntries(
  (['en', 'zh', 'es', 'ja'] as const).map((language) => [
    language,
    { routes: read(language, 'routes'), menu: read(language, 'menu'), search: read(language, 'search') },
  ]),
) as SearchStrings

const toPinyin = (text: string) => chinesePinyin(text, pinyin as unknown as PinyinFunction)
const tools = createToolSearch(buildSearchIndex(searchableRoutes(), strings, { toPinyin }))
const ids = (query: string) => tools.search(query).map((hit) => hit.id)
const lockTools = ['loToken', 'loLp', 'loVesting']

describe('createToolSearch, over the real route table and locale files', () => {
  // [query, the tool it must rank first]: every language, pinyin whole and by initials, typos.
  const firstHits: Record<string, [query: string, first: string][]> = {
    'English titles and what a tool does': [
      ['lock', 'loToken'],
      ['airdrop', 'waMultiSender'],
      ['multi sender', 'waMultiSender'],
      ['revoke', 'otApproveCheck'],
    ],
    'Chinese characters, pinyin and initials': [
      ['锁', 'loToken'],
      ['suo', 'loToken'],
      ['suocang', 'loToken'],
      ['dbs', 'loToken'],
      ['空投', 'waMultiSender'],
      ['kongtou', 'waMultiSender'],
      ['批量转账', 'waMultiSender'],
      ['发币', 'coStandard'],
    ],
    'Japanese and Spanish, accents or not': [
      ['ロック', 'loToken'],
      ['一括送信', 'waMultiSender'],
      ['マルチシグ', 'otMultisig'],
      ['bloquear', 'loToken'],
      ['envío masivo', 'waMultiSender'],
      ['envio masivo', 'waMultiSender'],
      ['billetera multifirma', 'otMultisig'],
    ],
    'typos: swapped, missing and wrong letters': [
      ['mutli sender', 'waMultiSender'],
      ['lokc', 'loToken'],
      ['multisnder', 'waMultiSender'],
      ['vanitty', 'otVanity'],
      ['exchagne', 'swExchange'],
    ],
  }
  for (const [kind, cases] of Object.entries(firstHits)) {
    it(`ranks the right tool first for ${kind}`, () => {
      expect(cases.map(([query]) => [query, ids(query)[0]])).toEqual(cases)
    })
  }

  it('lists the three lock tools, and only them, for "lock" in any language', () => {
    for (const query of ['lock', '锁', 'suo', 'ロック'])
      expect(ids(query).slice(0, 3).sort(), query).toEqual([...lockTools].sort())
    expect(ids('lock')).toEqual(lockTools)
  })

  it('keeps the noise low: nonsense finds nothing, a short query few tools', () => {
    expect(ids('qzxw')).toEqual([])
    expect(ids('zzzzzz')).toEqual([])
    expect(ids('空投').length).toBeLessThanOrEqual(2)
    expect(ids('suo').length).toBeLessThanOrEqual(4)
    expect(ids('lock')).toEqual(lockTools)
    expect(ids('send')[0]).toBe('waMultiSender')
    expect(ids('send').length).toBeLessThanOrEqual(3)
  })

  it('finds every tool by its name (the title its menu entry and page show), in each language (issue 52)', () => {
    const missed: string[] = []
    for (const language of ['en', 'zh', 'es', 'ja'] as const) {
      for (const route of searchableRoutes()) {
        const title = strings[language].routes[route.id]
        if (title && !ids(title).slice(0, 5).includes(route.id))
          missed.push(`${language} "${title}" -> ${route.id}`)
      }
    }
    expect(missed).toEqual([])
  })

  it('finds Multi Sender by what people call it: batch or bulk send, in every language (issue 52)', () => {
    for (const query of [
      'batch send',
      'bulk send',
      'batch transfer',
      'piliang',
      '批量',
      '一括送金',
      'envío por lotes',
    ])
      expect(ids(query)[0], query).toBe('waMultiSender')
  })

  it('finds nothing for an empty query', () => {
    expect(ids('   ')).toEqual([])
  })

  it('does without pinyin when the setting is off', () => {
    const plain = createToolSearch(buildSearchIndex(searchableRoutes(), strings))
    expect(plain.search('kongtou')).toEqual([])
    expect(plain.search('空投')[0]?.id).toBe('waMultiSender')
  })
})

import { pinyin } from 'pinyin-pro'
import { describe, expect, it } from 'vitest'
import type { Language } from '../i18n/languages.ts'
import { buildSearchIndex, type LocaleStrings, type SearchStrings } from './buildSearchIndex.ts'
import { chinesePinyin, type PinyinFunction } from './chinesePinyin.ts'
import { searchableRoutes } from './searchableRoutes.ts'
import { createToolSearch } from './searchTools.ts'

const files = import.meta.glob<LocaleStrings>('../../locales/*/{routes,menu,search}.json', {
  eager: true,
  import: 'default',
})
const read = (language: Language, namespace: string) => files[`../../locales/${language}/${namespace}.json`]!
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
  it('finds a tool by its English title and by what it does', () => {
    expect(ids('lock')[0]).toBe('loToken')
    expect(ids('lock').slice(0, 3).sort()).toEqual([...lockTools].sort())
    expect(ids('airdrop')[0]).toBe('waMultiSender')
    expect(ids('multi sender')[0]).toBe('waMultiSender')
    expect(ids('revoke')[0]).toBe('otApproveCheck')
  })

  it('finds the lock tools by a Chinese character, by pinyin and by its initials', () => {
    expect(lockTools).toContain(ids('锁')[0])
    expect(ids('锁').slice(0, 3).sort()).toEqual([...lockTools].sort())
    expect(lockTools).toContain(ids('suo')[0])
    expect(ids('suocang')[0]).toBe('loToken')
    expect(ids('dbs')[0]).toBe('loToken')
  })

  it('finds the multi sender by Chinese words and their pinyin', () => {
    expect(ids('空投')[0]).toBe('waMultiSender')
    expect(ids('kongtou')[0]).toBe('waMultiSender')
    expect(ids('批量转账')[0]).toBe('waMultiSender')
    expect(ids('发币')[0]).toBe('coStandard')
  })

  it('finds tools by Japanese and Spanish words, accents or not', () => {
    expect(lockTools).toContain(ids('ロック')[0])
    expect(ids('一括送信')[0]).toBe('waMultiSender')
    expect(ids('マルチシグ')[0]).toBe('otMultisig')
    expect(lockTools).toContain(ids('bloquear')[0])
    expect(ids('envío masivo')[0]).toBe('waMultiSender')
    expect(ids('envio masivo')[0]).toBe('waMultiSender')
    expect(ids('billetera multifirma')[0]).toBe('otMultisig')
  })

  it('forgives typos: swapped, missing and wrong letters', () => {
    expect(ids('mutli sender')[0]).toBe('waMultiSender')
    expect(ids('lokc')[0]).toBe('loToken')
    expect(ids('multisnder')[0]).toBe('waMultiSender')
    expect(ids('vanitty')[0]).toBe('otVanity')
    expect(ids('exchagne')[0]).toBe('swExchange')
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

  it('finds nothing for an empty query', () => {
    expect(ids('   ')).toEqual([])
  })

  it('does without pinyin when the setting is off', () => {
    const plain = createToolSearch(buildSearchIndex(searchableRoutes(), strings))
    expect(plain.search('kongtou')).toEqual([])
    expect(plain.search('空投')[0]?.id).toBe('waMultiSender')
  })
})

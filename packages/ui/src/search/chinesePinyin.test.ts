import { pinyin } from 'pinyin-pro'
import { describe, expect, it } from 'vitest'
import { chinesePinyin, type PinyinFunction } from './chinesePinyin.ts'

const toPinyin = (text: string) => chinesePinyin(text, pinyin as unknown as PinyinFunction)

describe('chinesePinyin', () => {
  it('spells Chinese text in pinyin without tones, spaced, joined and by initials', () => {
    expect(toPinyin('代币锁')).toEqual(['dai bi suo', 'daibisuo', 'dbs'])
  })

  it('keeps Latin parts whole and writes ü as v', () => {
    expect(toPinyin('LP锁')).toEqual(['lp suo', 'lpsuo', 's'])
    expect(toPinyin('绿色')).toEqual(['lv se', 'lvse', 'ls'])
  })

  it('has nothing for text without Chinese characters', () => {
    expect(toPinyin('Token Lock')).toEqual([])
    expect(toPinyin('トークンロック')).toEqual([])
  })
})

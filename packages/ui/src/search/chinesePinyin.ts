/** pinyin-pro's `pinyin` with the options this module passes (the package's own type is wider). */
export type PinyinFunction = (
  text: string,
  options: {
    toneType: 'none'
    type: 'array'
    pattern?: 'pinyin' | 'first'
    nonZh?: 'spaced' | 'consecutive' | 'removed'
    v?: boolean
  },
) => string[]

const han = /\p{Script=Han}/u

/**
 * The ways a Chinese user types `text` in Latin letters: its pinyin without tones, spaced and
 * joined, and the syllables' initials (代币锁 → "dai bi suo", "daibisuo", "dbs"); ü is written v,
 * as on a keyboard. Text without Chinese characters has none.
 *
 * @example
 * import { pinyin } from 'pinyin-pro'
 * chinesePinyin('代币锁', pinyin) // ['dai bi suo', 'daibisuo', 'dbs']
 */
export function chinesePinyin(text: string, pinyin: PinyinFunction): string[] {
  if (!han.test(text)) return []
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
    .map((syllable) => syllable.trim().toLowerCase())
    .filter((syllable) => syllable.length > 0)
  const initials = pinyin(text, {
    toneType: 'none',
    type: 'array',
    pattern: 'first',
    nonZh: 'removed',
    v: true,
  }).join('')
  return [...new Set([syllables.join(' '), syllables.join(''), initials.toLowerCase()])]
}

import { generateMnemonic, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'

/** Mnemonic lengths BIP39 defines. */
export const mnemonicWordCounts = [12, 15, 18, 21, 24] as const

/** Why a typed mnemonic is refused. */
export type MnemonicIssue =
  | { kind: 'empty' }
  | { kind: 'wordCount'; count: number }
  | { kind: 'unknownWords'; words: string[] }
  | { kind: 'checksum' }

export type CheckedMnemonic = { ok: true; mnemonic: string } | { ok: false; issue: MnemonicIssue }

const englishWords = new Set(wordlist)

/**
 * A new English BIP39 mnemonic of 12 (128 bits) or 24 words (256 bits) from the platform's CSPRNG.
 *
 * @example
 * const mnemonic = createMnemonic(12)
 */
export function createMnemonic(words: 12 | 24): string {
  return generateMnemonic(wordlist, words === 12 ? 128 : 256)
}

/** Lower case, single spaces: what pasted text (line breaks, ideographic spaces, capitals) means. */
export function normalizeMnemonic(text: string): string {
  return text.normalize('NFKD').trim().toLowerCase().split(/\s+/u).filter(Boolean).join(' ')
}

/**
 * Checks a typed mnemonic against the English BIP39 list: the number of words, each word (all
 * unknown ones are named, so the user can fix them at once) and the checksum. Returns the
 * normalised phrase to derive from.
 *
 * @example
 * checkMnemonic('test test test test test test test test test test test junk') // { ok: true, ... }
 */
export function checkMnemonic(text: string): CheckedMnemonic {
  const mnemonic = normalizeMnemonic(text)
  if (!mnemonic) return { ok: false, issue: { kind: 'empty' } }
  const words = mnemonic.split(' ')
  const unknown = [...new Set(words.filter((word) => !englishWords.has(word)))]
  if (unknown.length > 0) return { ok: false, issue: { kind: 'unknownWords', words: unknown } }
  if (!(mnemonicWordCounts as readonly number[]).includes(words.length))
    return { ok: false, issue: { kind: 'wordCount', count: words.length } }
  if (!validateMnemonic(mnemonic, wordlist)) return { ok: false, issue: { kind: 'checksum' } }
  return { ok: true, mnemonic }
}

import { wordlist } from '@scure/bip39/wordlists/english'

const words = new Set(wordlist)

/** How many BIP-39 words in a row count as a mnemonic (12 is the shortest the create-wallet tool makes). */
const mnemonicMinWords = 12

// 64 hex digits or more in a row: a private key (with or without 0x), also inside longer hex such
// as calldata. Transaction hashes look the same and are scrubbed too: a lost hash in an error report
// costs little, a leaked key everything.
const longHex = /(?:0x)?[0-9a-fA-F]{64,}/g
// Extended keys (BIP-32 xprv / tprv) in base58.
const extendedKey = /\b[xt]prv[1-9A-HJ-NP-Za-km-z]{100,}/g

function scrubMnemonics(text: string): string {
  // Even indexes hold words, odd ones the separators between them, so the text around a scrubbed
  // run stays as it was.
  const parts = text.split(/([^a-zA-Z]+)/)
  const runs: [number, number][] = []
  let start = -1
  let end = -1
  let count = 0
  const flush = () => {
    if (count >= mnemonicMinWords) runs.push([start, end])
    count = 0
  }
  for (let index = 0; index < parts.length; index += 2) {
    const word = parts[index]!
    if (!word) continue
    if (!words.has(word.toLowerCase())) {
      flush()
      continue
    }
    // A run continues over spaces, commas and quotes only; other punctuation ends it.
    if (count > 0 && !/^[\s,;"'-]+$/.test(parts[index - 1]!)) flush()
    if (count === 0) start = index
    end = index
    count += 1
  }
  flush()
  for (const [from, to] of runs.reverse()) parts.splice(from, to - from + 1, '[mnemonic removed]')
  return parts.join('')
}

/**
 * Removes wallet secrets from text about to leave the browser: runs of 64 or more hex digits
 * (private keys), BIP-32 extended private keys and runs of 12 or more BIP-39 English words
 * (mnemonics). The create-wallet, collect and vanity tools hold such secrets in the page, and an
 * error message or a URL may quote one. Errs on the side of removing: hashes and long calldata go too.
 *
 * @example
 * scrubSecrets(`bad key 0x${'ab'.repeat(32)}`) // 'bad key [hex removed]'
 */
export function scrubSecrets(text: string): string {
  return scrubMnemonics(text.replace(longHex, '[hex removed]').replace(extendedKey, '[key removed]'))
}

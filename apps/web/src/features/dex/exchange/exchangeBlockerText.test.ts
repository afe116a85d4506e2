import type { ExchangeBlocker } from '@tokenbox/core/dex/validateExchange.ts'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadNamespaceBundle } from '../../../base/loadLanguage.ts'
import { exchangeBlockerText } from './exchangeBlockerText.ts'

const blockers: ExchangeBlocker[] = [
  'connectWallet',
  'selectTokens',
  'notToken',
  'sameToken',
  'loading',
  'enterAmount',
  'noDex',
  'slippageInvalid',
  'networkFailed',
  'quoting',
  'tooSmall',
  'insufficientLiquidity',
  'insufficientBalance',
  'acknowledge',
  'honeypot',
  { issue: { key: 'validation.tooManyDecimals', params: { decimals: 6, count: 6 } } },
]

async function translator(language: 'en' | 'zh' | 'es' | 'ja') {
  const i18n = await createI18n(language)
  await loadNamespaceBundle(i18n, language, 'dex')
  await loadNamespaceBundle(i18n, language, 'errors')
  return i18n.getFixedT(language, 'dex')
}

describe('exchangeBlockerText', () => {
  it.each(['en', 'zh', 'es', 'ja'] as const)(
    'words every reason core gives in %s, never as a key',
    async (language) => {
      const t = await translator(language)
      const texts = blockers.map((blocker) => exchangeBlockerText(t, blocker))
      for (const text of texts) expect(text).not.toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)+$|^[a-z]+[A-Z][a-zA-Z]*$/)
      // Each reason reads as its own sentence ('quoting' stands for a quote read and one read again).
      expect(new Set(texts).size).toBe(texts.length)
    },
  )

  it('says the wallet, the amount and the balance in English as the screen did', async () => {
    const t = await translator('en')
    expect(exchangeBlockerText(t, 'insufficientBalance')).toMatch(/balance/i)
    expect(exchangeBlockerText(t, 'connectWallet')).toMatch(/wallet/i)
  })
})
